/** What an Edge Function said when it refused: its own sentence, read from the JSON body supabase-js hands back. */
import { FunctionsError } from '@supabase/supabase-js';

/** The function's `error` sentence when it gave one, else `fallback`. */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof FunctionsError && error.context instanceof Response) {
    const body: unknown = await error.context.json().catch(() => null);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  }
  return fallback;
}
