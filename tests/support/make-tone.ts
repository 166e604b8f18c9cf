// Writes a short, valid PCM WAV tone for browser tests of the audio player: a real file the
// browser decodes, with a known duration, made here so no recording has to be checked in.
// Usage: tsx tests/support/make-tone.ts <out.wav> [seconds=12] [hertz=440]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ToneOptions {
  seconds?: number;
  frequency?: number;
  sampleRate?: number;
  /** Peak level from 0 to 1; kept low so a test run that plays aloud is not jarring. */
  amplitude?: number;
}

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2; // 16-bit mono

export function makeToneWav({ seconds = 12, frequency = 440, sampleRate = 8000, amplitude = 0.3 }: ToneOptions = {}): Buffer {
  if (!(seconds > 0) || !(frequency > 0) || !Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError('seconds and frequency must be positive, sampleRate a positive integer');
  }
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * BYTES_PER_SAMPLE;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);

  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size for PCM
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28); // byte rate
  wav.writeUInt16LE(BYTES_PER_SAMPLE, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);

  const peak = Math.min(1, Math.max(0, amplitude)) * 32767;
  for (let i = 0; i < samples; i++) {
    const sample = Math.round(peak * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
    wav.writeInt16LE(sample, HEADER_BYTES + i * BYTES_PER_SAMPLE);
  }
  return wav;
}

export async function writeToneWav(path: string, options?: ToneOptions): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  await writeFile(path, makeToneWav(options));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [out, seconds, frequency] = process.argv.slice(2);
  if (!out) {
    console.error('Usage: tsx tests/support/make-tone.ts <out.wav> [seconds=12] [hertz=440]');
    process.exit(1);
  }
  await writeToneWav(out, {
    seconds: seconds ? Number(seconds) : undefined,
    frequency: frequency ? Number(frequency) : undefined,
  });
  console.log(`Wrote ${out}`);
}
