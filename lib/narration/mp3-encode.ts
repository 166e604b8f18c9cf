/**
 * 16-bit mono samples to MP3 with lamejs (pure JavaScript, so it runs in Node and in a browser worker alike).
 * Speech at 22.05 kHz mono needs little: 48 kbit/s MPEG-2 layer III is clear and about 21 MB an hour.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { concatBytes } from './bytes.ts';

export { concatBytes };

export const NARRATION_BITRATE_KBPS = 48;
const BLOCK = 1152 * 8;

export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = NARRATION_BITRATE_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += BLOCK) {
    const out = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (out.length) parts.push(new Uint8Array(out));
  }
  const end = encoder.flush();
  if (end.length) parts.push(new Uint8Array(end));
  return concatBytes(parts);
}
