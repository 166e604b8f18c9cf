/**
 * What a group request gives the page: the value, or a sentence the reader can act on. The database words its own
 * refusals for people (supabase/migrations/20261203000200_reading_groups.sql: the group is full, the link no longer
 * works, only the leader can do this); anything else (the network, a server fault) gets a general sentence, never a
 * code or a stack trace.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const TRY_AGAIN = 'Something went wrong. Please check your connection and try again.';

/**
 * The codes of the refusals the reading groups raise with a sentence for the reader; PT429 is the conversation's
 * "too many posts at once" (HTTP 429).
 */
const WORDED = new Set(['P0002', '42501', '23514', '22023', 'PT429']);

export interface ApiError {
  code?: string;
  message: string;
}

export function problemMessage(error: ApiError): string {
  return error.code && WORDED.has(error.code) && error.message ? error.message : TRY_AGAIN;
}

export function outcomeOf<T>(result: { data: T | null; error: ApiError | null }): Outcome<T> {
  if (result.error) return { ok: false, message: problemMessage(result.error) };
  // supabase-js types every answer's data as nullable; without an error it is the function's answer.
  return { ok: true, value: result.data as T };
}
