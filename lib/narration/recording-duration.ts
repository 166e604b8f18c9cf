/**
 * The length of a narration file as the reader's browser will report it, read from its bytes: an MP3 by walking
 * its frames (mp3-duration.ts), a PCM WAV (uploads and test recordings) from its header. The build states it in
 * the player's static HTML so the duration and seek bar are there before any script runs. Pure.
 */
import { mp3Info } from './mp3-duration.ts';

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** Seconds of a RIFF/WAVE file from its `fmt ` byte rate and `data` chunk size, or null when it is not one. */
export function wavDuration(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = view.getUint32(offset + 16, true);
    if (id === 'data') {
      if (!byteRate) return null;
      // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): the rest of the file is the data then.
      const dataBytes = size === 0 || size === 0xffffffff ? bytes.length - offset - 8 : size;
      return dataBytes / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** Seconds of audio in an MP3 or WAV file; throws when the bytes are neither. */
export function recordingDuration(bytes: Uint8Array): number {
  const wav = wavDuration(bytes);
  if (wav !== null) return wav;
  // mp3Info throws when the bytes hold no MPEG audio frames either.
  return mp3Info(bytes).duration;
}
