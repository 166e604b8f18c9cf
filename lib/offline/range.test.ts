import { describe, expect, it } from 'vitest';
import { parseRange, rangeResponse } from './range.ts';

describe('parseRange', () => {
  it('reads the forms a media element sends', () => {
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('refuses what it cannot satisfy', () => {
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,4-5', 100)).toBeNull();
  });
});

describe('rangeResponse', () => {
  it('answers 206 with the asked bytes from a whole cached response', async () => {
    const whole = new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'content-type': 'audio/mpeg' } });
    const part = await rangeResponse(whole, 'bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
  });

  it('answers 416 to a range past the end', async () => {
    const part = await rangeResponse(new Response(new Uint8Array(4)), 'bytes=9-');
    expect(part.status).toBe(416);
    expect(part.headers.get('content-range')).toBe('bytes */4');
  });
});
