/**
 * A failed Edge Function call as the console reads it, without supabase-js's error classes: the HTTP status, the
 * `code` of the function's JSON body (not_configured…) and the function's own sentence (its body's `error`).
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { RequestError } from './requestError.ts';

export class FunctionError extends RequestError {
  /** The function's own sentence, or null when it answered without one. */
  readonly reason: string | null;

  constructor(message: string, reason: string | null, code?: string, httpStatus?: number) {
    super(message, code, httpStatus);
    this.name = 'FunctionError';
    this.reason = reason;
  }
}

/**
 * supabase-js's error from `functions.invoke`: an answer with an error status becomes a FunctionError keeping
 * supabase-js's message; a call that got no answer (network, relay) stays as it was.
 */
export async function functionError(error: Error): Promise<Error> {
  if (!(error instanceof FunctionsHttpError)) return error;
  const response = error.context as Response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown; code?: unknown } | null;
  const reason = typeof body?.error === 'string' ? body.error : null;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return new FunctionError(error.message, reason, code, response.status);
}
