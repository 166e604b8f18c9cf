/**
 * Limits and pagination: `limit`/`offset` and the `Range: 0-9` request header (Range-Unit: items) combine
 * into one window; responses carry `Content-Range: first-last/total` (`*` when not counted) and answer
 * 206 Partial Content when a counted result is larger than the page, 416 (PGRST103) past its end.
 */
import { ApiError } from './errors.ts';

export interface Window {
  offset: number;
  /** Undefined: no upper bound. */
  limit?: number;
}

/**
 * Intersects the Range header with the limit/offset query parameters, and caps the window at `maxRows`
 * (PostgREST's db-max-rows, config.toml `[api] max_rows`) on reads.
 */
export function requestedWindow(headers: Headers, limit?: number, offset?: number, maxRows: number | null = null): Window {
  let lower = offset ?? 0;
  let upper = limit !== undefined ? lower + limit - 1 : Infinity;
  const range = headers.get('range');
  const unit = headers.get('range-unit');
  if (range && (!unit || unit === 'items')) {
    const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
    if (m) {
      const from = Number(m[1]);
      const to = m[2] === '' ? Infinity : Number(m[2]);
      if (to < from)
        throw new ApiError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
          null,
        );
      lower = Math.max(lower, from);
      upper = Math.min(upper, to);
    }
  }
  if (limit === 0) return { offset: lower, limit: 0 };
  if (maxRows !== null) upper = Math.min(upper, lower + maxRows - 1);
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) };
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, or 206 when a counted total exceeds the page; throws PGRST103 (416) for an offset past the end. */
export function rangeStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, {
      'content-range': `*/${total}`,
    });
  }
  return pageTotal < total ? 206 : 200;
}
