// Seek and skip rules of the spec (§2 and §9).
export const SEEK_STEP = 0.1;
export const SKIP_SECONDS = 10;

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
