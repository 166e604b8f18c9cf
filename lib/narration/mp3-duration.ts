/**
 * The length of an MP3 from its frames: each MPEG audio frame header gives its version, layer, bit rate,
 * sample rate and padding, hence the frame's size and the number of samples it carries. Walking the frames
 * from the first to the last sums the duration exactly, for constant and variable bit rates alike, without
 * decoding any audio. Pure (bytes in, numbers out); the podcast feed's itunes:duration and the tests use it.
 */

export interface Mp3Info {
  /** Seconds of audio. */
  duration: number;
  frames: number;
  sampleRate: number;
  /** Bytes of audio frames (the file without tags). */
  audioBytes: number;
}

// Bit rates in kbit/s by [MPEG-1 ? 0 : 1][layer index 1..3][bitrate index]; 0 = free, -1 = bad.
const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, -1],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, -1],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, -1],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256, -1],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, -1],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, -1],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface FrameHeader {
  size: number;
  samples: number;
  sampleRate: number;
}

/** The frame header at `offset`, or null when the bytes there are not one. */
export function readFrameHeader(bytes: Uint8Array, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 = reserved
  const layerBits = (b1 >> 1) & 3; // 3 = layer I, 2 = II, 1 = III, 0 = reserved
  if (versionBits === 1 || layerBits === 0) return null;
  const layer = 4 - layerBits;
  const mpeg1 = versionBits === 3;
  const bitrate = BITRATES[`${mpeg1 ? 1 : 2}-${layer}`][(b2 >> 4) & 15];
  const rateIndex = (b2 >> 2) & 3;
  if (bitrate <= 0 || rateIndex === 3) return null;
  const sampleRate = SAMPLE_RATES[versionBits][rateIndex];
  const padding = (b2 >> 1) & 1;
  let samples: number;
  let size: number;
  if (layer === 1) {
    samples = 384;
    size = (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4;
  } else {
    samples = layer === 3 && !mpeg1 ? 576 : 1152;
    size = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  }
  return { size, samples, sampleRate };
}

/** Bytes of an ID3v2 tag at the start (0 when there is none). */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  const footer = bytes[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Duration and frame count of an MP3. Throws when the bytes hold no run of MPEG audio frames (not an MP3, or
 * a file cut off before its first frame). Garbage between frames is skipped by searching for the next sync word;
 * a first "frame" is accepted only when another header follows it, so stray 0xFF bytes are not counted.
 */
export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = id3v2Length(bytes);
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let audioBytes = 0;
  while (offset + 4 <= bytes.length) {
    const header = readFrameHeader(bytes, offset);
    const fits = header && offset + header.size <= bytes.length;
    const confirmed = fits && (frames > 0 || offset + header.size === bytes.length || readFrameHeader(bytes, offset + header.size));
    if (!header || !fits || !confirmed) {
      offset++;
      continue;
    }
    frames++;
    samples += header.samples;
    sampleRate = header.sampleRate;
    audioBytes += header.size;
    offset += header.size;
  }
  if (frames === 0) throw new Error('This file holds no MP3 audio frames');
  return { duration: samples / sampleRate, frames, sampleRate, audioBytes };
}

/** itunes:duration's form: "H:MM:SS" (or "M:SS" under an hour), whole seconds rounded. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
