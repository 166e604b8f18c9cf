/**
 * What a failed generator function call (the data provider's generateAudio/generateImages) means to the generator:
 * the provider is not configured (503 with code not_configured) or the function is not deployed (404) — then the
 * console does the work itself — or a real failure, with the server's sentence when it sent one.
 */
import { NOT_CONFIGURED_CODE } from '@lib/generator/media.ts';
import { FunctionError } from '../providers/functionError.ts';

export type FunctionFailure = { kind: 'unavailable' } | { kind: 'failed'; reason: string | null };

export function readFunctionError(error: unknown): FunctionFailure {
  if (!(error instanceof FunctionError)) return { kind: 'failed', reason: null };
  if (error.httpStatus === 404 || (error.httpStatus === 503 && error.code === NOT_CONFIGURED_CODE)) return { kind: 'unavailable' };
  return { kind: 'failed', reason: error.reason };
}
