// Seek and skip rules.
export const SEEK_STEP = 0.1;
export const SKIP_SECONDS = 10;
/** What one arrow key moves the seek slider: 0.1 s steps are for the pointer, too small for keys. */
export const SEEK_KEY_SECONDS = 5;

/** Seconds an arrow key moves the seek slider, or null for any other key (which keeps its own meaning). */
export function seekKeyOffset(key: string): number | null {
  if (key === 'ArrowRight' || key === 'ArrowUp') return SEEK_KEY_SECONDS;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return -SEEK_KEY_SECONDS;
  return null;
}

/**
 * Keeps a playback position inside the track. Before the metadata has loaded the duration is
 * NaN (or Infinity for a stream), so only the lower bound applies then.
 */
export function clampTime(time: number, duration: number): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  if (Number.isFinite(duration) && duration >= 0) return Math.min(time, duration);
  return time;
}

/** The position after skipping `seconds` (negative skips back), clamped to [0, duration]. */
export function skipBy(current: number, seconds: number, duration: number): number {
  return clampTime(current + seconds, duration);
}
