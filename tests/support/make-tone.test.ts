import { describe, expect, it } from 'vitest';
import { makeToneWav } from './make-tone.ts';

describe('test tone fixture', () => {
  it('is a 12 s, 8 kHz, 16-bit mono PCM WAV by default', () => {
    const wav = makeToneWav();
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.toString('ascii', 12, 16)).toBe('fmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');

    const dataBytes = wav.readUInt32LE(40);
    expect(dataBytes).toBe(12 * 8000 * 2);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(dataBytes / wav.readUInt32LE(28)).toBe(12);
  });

  it('holds a sine wave of the asked frequency', () => {
    const wav = makeToneWav({ seconds: 1, frequency: 1000, sampleRate: 8000, amplitude: 0.5 });
    // 8 samples per cycle at 1 kHz: a quarter cycle in is the positive peak, three quarters the negative.
    expect(wav.readInt16LE(44)).toBe(0);
    expect(wav.readInt16LE(44 + 2 * 2)).toBe(Math.round(0.5 * 32767));
    expect(wav.readInt16LE(44 + 6 * 2)).toBe(Math.round(-0.5 * 32767));
  });

  it('rejects a tone that cannot exist', () => {
    expect(() => makeToneWav({ seconds: 0 })).toThrow(RangeError);
    expect(() => makeToneWav({ sampleRate: 44.1 })).toThrow(RangeError);
  });
});
