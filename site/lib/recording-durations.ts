/**
 * Build time: the length of each narration file, so the player's static HTML shows the duration and a usable seek
 * bar before any script runs. Each file is fetched once per build however many pages ask. A file that cannot be
 * read gives null with a warning; the player then shows "Loading…" until the browser has read the file itself.
 */
import { recordingDuration } from '@lib/narration/recording-duration.ts';

const durations = new Map<string, Promise<number | null>>();

async function readDuration(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return recordingDuration(new Uint8Array(await response.arrayBuffer()));
  } catch (cause) {
    console.warn(`Narration ${url}: its length could not be read at build time (${(cause as Error).message})`);
    return null;
  }
}

/** Seconds of the recording at `url`, or null when there is none or it cannot be read. */
export function recordingSeconds(url: string | null | undefined): Promise<number | null> {
  const trimmed = url?.trim();
  if (!trimmed) return Promise.resolve(null);
  let duration = durations.get(trimmed);
  if (!duration) {
    duration = readDuration(trimmed);
    durations.set(trimmed, duration);
  }
  return duration;
}
