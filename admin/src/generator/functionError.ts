/**
 * What a failed generator function call (the data provider's generateAudio/generateImages) means to the generator:
 * the provider is not configured (503 with code not_configured) or the function is not deployed (404) — then the
 * console does the work itself — or a real failure, with the server's sentence when it sent one.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { NOT_CONFIGURED_CODE } from '@lib/generator/media.ts';

export type FunctionFailure = { kind: 'unavailable' } | { kind: 'failed'; reason: string | null };

export async function readFunctionError(error: unknown): Promise<FunctionFailure> {
  if (!(error instanceof FunctionsHttpError)) return { kind: 'failed', reason: null };
  const response = error.context as Response;
  let body: { error?: unknown; code?: unknown } | null = null;
  try {
    body = await response.clone().json();
  } catch {
    body = null;
  }
  if (response.status === 404 || (response.status === 503 && body?.code === NOT_CONFIGURED_CODE)) return { kind: 'unavailable' };
  return { kind: 'failed', reason: typeof body?.error === 'string' ? body.error : null };
}
