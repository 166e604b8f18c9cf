/** A 206 answer to a `Range: bytes=…` request from a whole cached response (media elements ask for ranges). */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

export async function rangeResponse(whole: Response, header: string): Promise<Response> {
  const body = await whole.blob();
  const range = parseRange(header, body.size);
  const type = whole.headers.get('content-type') ?? 'application/octet-stream';
  if (!range) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  return new Response(body.slice(range.start, range.end + 1, type), {
    status: 206,
    headers: {
      'content-type': type,
      'content-range': `bytes ${range.start}-${range.end}/${body.size}`,
      'content-length': String(range.end - range.start + 1),
      'accept-ranges': 'bytes',
    },
  });
}
