import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.ts';
import { formatDuration, mp3Info, readFrameHeader } from './mp3-duration.ts';

/** A frame of the given header bytes, padded with zeros to its size. */
function frame(b1: number, b2: number, size: number): Uint8Array {
  const f = new Uint8Array(size);
  f.set([0xff, b1, b2, 0x00]);
  return f;
}
const concat = (...parts: Uint8Array[]): Uint8Array => concatBytes(parts);

// MPEG-1 layer III, 128 kbit/s (index 9), 44.1 kHz (index 0), no padding: 417 bytes, 1152 samples.
const MPEG1_128 = () => frame(0xfb, 0x90, 417);
// MPEG-2 layer III, 48 kbit/s (index 6), 22.05 kHz (index 0): 72*48000/22050 = 156 bytes, 576 samples.
const MPEG2_48 = () => frame(0xf3, 0x60, 156);

describe('readFrameHeader', () => {
  it('reads MPEG-1 and MPEG-2 layer III headers', () => {
    expect(readFrameHeader(MPEG1_128(), 0)).toEqual({ size: 417, samples: 1152, sampleRate: 44100 });
    expect(readFrameHeader(MPEG2_48(), 0)).toEqual({ size: 156, samples: 576, sampleRate: 22050 });
  });
  it('refuses bytes that are not a header', () => {
    expect(readFrameHeader(new Uint8Array([0x49, 0x44, 0x33, 0]), 0)).toBeNull();
    expect(readFrameHeader(new Uint8Array([0xff, 0xfb, 0xf0, 0]), 0)).toBeNull(); // bad bit rate
  });
});

describe('mp3Info', () => {
  it('sums the samples of every frame', () => {
    const frames = Array.from({ length: 100 }, MPEG2_48);
    const info = mp3Info(concat(...frames));
    expect(info.frames).toBe(100);
    expect(info.sampleRate).toBe(22050);
    expect(info.duration).toBeCloseTo((100 * 576) / 22050, 6);
  });
  it('skips an ID3v2 tag and junk before the first frame', () => {
    const tag = new Uint8Array(10 + 20);
    tag.set([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 20]);
    const info = mp3Info(concat(tag, new Uint8Array([1, 2, 0xff, 3]), MPEG1_128(), MPEG1_128()));
    expect(info.frames).toBe(2);
    expect(info.duration).toBeCloseTo((2 * 1152) / 44100, 6);
  });
  it('fails on a file with no frames', () => {
    expect(() => mp3Info(new TextEncoder().encode('<html>not found</html>'))).toThrow(/no MP3 audio frames/);
  });
});

describe('formatDuration', () => {
  it('writes M:SS under an hour and H:MM:SS above', () => {
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
