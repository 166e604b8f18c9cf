/** Range requests on object downloads: what a browser's audio element sends to seek. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { parseByteRange } from '../../../supabase/local/storage/byte-range.ts';

describe('parseByteRange', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the object', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange(null, 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
  });
});

let backend: TestBackend;
let url: string;
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  backend = await startTestBackend();
  const { error } = await backend.service().storage.from('devotional-audio').upload('range/tone.mp3', bytes, { contentType: 'audio/mpeg' });
  if (error) throw error;
  url = backend.service().storage.from('devotional-audio').getPublicUrl('range/tone.mp3').data.publicUrl;
});
afterAll(() => backend?.close());

describe('public object download with Range', () => {
  it('answers a range with 206, Content-Range and exactly those bytes', async () => {
    const res = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('answers a range past the end with 416', async () => {
    const res = await fetch(url, { headers: { range: 'bytes=5000-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('serves the whole object without a Range header and says ranges are accepted', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
  });
});
