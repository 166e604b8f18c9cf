import { describe, expect, it } from 'vitest';
import { makeToneWav } from '../../tests/support/make-tone.ts';
import { concatBytes } from './bytes.ts';
import { recordingDuration, wavDuration } from './recording-duration.ts';

// MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417 bytes and 1152 samples a frame.
function mp3Frames(count: number): Uint8Array {
  const frames = Array.from({ length: count }, () => {
    const f = new Uint8Array(417);
    f.set([0xff, 0xfb, 0x90, 0x00]);
    return f;
  });
  return concatBytes(frames);
}

describe('recordingDuration', () => {
  it('reads a PCM WAV from its header', () => {
    expect(recordingDuration(new Uint8Array(makeToneWav({ seconds: 12 })))).toBeCloseTo(12, 6);
    expect(recordingDuration(new Uint8Array(makeToneWav({ seconds: 8, sampleRate: 22050 })))).toBeCloseTo(8, 4);
  });

  it('reads an MP3 from its frames', () => {
    expect(recordingDuration(mp3Frames(100))).toBeCloseTo((100 * 1152) / 44100, 6);
  });

  it('refuses bytes that are neither', () => {
    expect(() => recordingDuration(new TextEncoder().encode('<html>not found</html>'))).toThrow();
  });
});

describe('wavDuration', () => {
  it('is null for anything but RIFF/WAVE', () => {
    expect(wavDuration(mp3Frames(2))).toBeNull();
  });

  it('skips chunks before the data chunk', () => {
    const tone = new Uint8Array(makeToneWav({ seconds: 2 }));
    // Insert a 6-byte LIST chunk between fmt (ends at 36) and data.
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6]);
    const withList = concatBytes([tone.subarray(0, 36), list, tone.subarray(36)]);
    expect(wavDuration(withList)).toBeCloseTo(2, 6);
  });
});
