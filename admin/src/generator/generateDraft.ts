/**
 * Asks the generate-devotional function for a draft and reads the model's reply (lib/generator/draft.ts).
 * Every failure becomes one sentence for the admin: the spec's messages, with the server's reason when it gave one.
 */
import { buildDevotionalPrompt, DEFAULT_TEXT_MODEL } from '@lib/generator/prompt.ts';
import { parseDraftReply, type GeneratedDraft } from '@lib/generator/draft.ts';
import type { GeneratorInput } from '@lib/generator/input.ts';
import { FunctionError } from '../providers/functionError.ts';
import type { GeneratorMethods } from '../providers/generatorMethods.ts';

export const GENERATION_FAILED = 'Failed to generate devotional';

export type GenerateResult = { ok: true; draft: GeneratedDraft } | { ok: false; message: string };

export async function generateDraft(dataProvider: Pick<GeneratorMethods, 'generateDevotionalText'>, input: GeneratorInput): Promise<GenerateResult> {
  let data: unknown;
  try {
    data = await dataProvider.generateDevotionalText({ prompt: buildDevotionalPrompt(input), model: DEFAULT_TEXT_MODEL });
  } catch (error) {
    const reason = error instanceof FunctionError ? error.reason : null;
    // The server's sentences already start with the spec's message, or say what is not configured.
    return { ok: false, message: reason ?? `${GENERATION_FAILED}: ${(error as Error).message}` };
  }
  const text = data && typeof data === 'object' && 'text' in data ? data.text : undefined;
  if (typeof text !== 'string') return { ok: false, message: `${GENERATION_FAILED}: the answer had no text.` };
  const parsed = parseDraftReply(text);
  return parsed.ok ? { ok: true, draft: parsed.draft } : { ok: false, message: parsed.message };
}
