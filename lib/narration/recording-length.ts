/**
 * What is stored of a narration file when it is made (public.record_recording_length): its seconds and bytes, read
 * from the file itself (MP3 frames or a WAV header, ./recording-duration.ts), so the build never downloads it.
 */
import { recordingDuration } from './recording-duration.ts';

export interface RecordingLength {
  seconds: number;
  bytes: number;
}

/** The file's length and size, or null when its bytes are neither MP3 nor WAV audio (or hold none). */
export function recordingLength(bytes: Uint8Array): RecordingLength | null {
  try {
    const seconds = recordingDuration(bytes);
    return seconds > 0 && bytes.length > 0 ? { seconds: Math.round(seconds * 1000) / 1000, bytes: bytes.length } : null;
  } catch {
    return null;
  }
}
