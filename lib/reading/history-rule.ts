/**
 * When a signed-in reader's visit to a devotional counts as reading it (README, "Reading history"):
 *   - the page has been visible for at least 60 % of the devotional's estimated reading time, and the reader
 *     has scrolled past the end of the devotional text; or
 *   - the reader has heard at least half of the narration.
 * The recorded reading_time_seconds is the time the page was visible (plus the narration heard, when that is
 * longer), capped at twice the estimate so a tab left open overnight does not count as hours of reading.
 */
export const READ_FRACTION = 0.6;
export const LISTEN_FRACTION = 0.5;

export interface ReadingProgress {
  /** Estimated reading time in minutes (devotionals.reading_time). */
  readingTimeMinutes: number;
  visibleSeconds: number;
  scrolledPastText: boolean;
  listenedSeconds: number;
  /** Narration length in seconds, when known. */
  audioDurationSeconds: number | null;
}

export function requiredSeconds(readingTimeMinutes: number): number {
  return Math.ceil(Math.max(1, readingTimeMinutes) * 60 * READ_FRACTION);
}

export function hasRead(p: ReadingProgress): boolean {
  const readEnough = p.scrolledPastText && p.visibleSeconds >= requiredSeconds(p.readingTimeMinutes);
  const heardEnough = p.audioDurationSeconds !== null && p.audioDurationSeconds > 0 && p.listenedSeconds >= p.audioDurationSeconds * LISTEN_FRACTION;
  return readEnough || heardEnough;
}

export function recordedSeconds(p: ReadingProgress): number {
  const cap = Math.max(1, p.readingTimeMinutes) * 60 * 2;
  return Math.round(Math.min(cap, Math.max(p.visibleSeconds, p.listenedSeconds)));
}
