/**
 * Content negotiation: `Accept: application/json` (an array), `application/vnd.pgrst.object+json`
 * (exactly one object, else PGRST116 with 406), `text/csv`. Responses are `application/json; charset=utf-8`.
 */
import { ApiError } from './errors.ts';

export type MediaType = 'json' | 'object' | 'csv';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function negotiate(accept: string | null): MediaType {
  if (!accept) return 'json';
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase());
  for (const t of types) {
    if (t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object') return 'object';
    if (t === 'application/json' || t === '*/*' || t === 'application/*' || t === 'application/vnd.pgrst.array+json') return 'json';
    if (t === 'text/csv') return 'csv';
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`, null, null);
}

/** PGRST116: the client asked for one object but the result has `rows` rows. */
export function singularityError(rows: number): ApiError {
  return new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`, null);
}
