/**
 * HTTP byte ranges (RFC 9110 §14) for object downloads. Storage answers `Range: bytes=a-b` with 206,
 * which browsers need to seek in audio; one range per request, as Storage serves it.
 */
export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** null: no usable Range header (serve the whole object); 'unsatisfiable': answer 416. */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
