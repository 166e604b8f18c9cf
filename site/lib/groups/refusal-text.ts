/**
 * A group request's refusal in the page's language (./refusal-words.ts), its words loaded when a refusal comes: the
 * first view of a group's page does not carry every refusal's English sentence. When they cannot load (offline), the
 * refusal is shown as it came.
 */
import type { MessageParams } from '@lib/i18n/format.ts';

/** `t`: the island's translator (useT()). */
export async function refusalText(t: (key: string, params?: MessageParams) => string, message: string): Promise<string> {
  try {
    const { refusalIn } = await import('./refusal-words.ts');
    return refusalIn(t, message);
  } catch {
    return message;
  }
}
