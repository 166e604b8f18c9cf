/**
 * Which of the four cover styles a devotional gets: the styles take turns by the devotional's date (days since
 * 1970-01-01, modulo four), so neighbouring days always differ and any four consecutive days show all four.
 * Deterministic: the seed, the admin's generator and a re-run all give a date the same style. See docs/covers.md.
 */
import { COVER_STYLES, type CoverStyle } from './styles.ts';

const DAY_MS = 86_400_000;

/** The cover style for a devotional dated `date` (YYYY-MM-DD). */
export function coverStyleForDate(date: string): CoverStyle {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`A devotional date is YYYY-MM-DD, not "${date}"`);
  const day = Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
  const n = COVER_STYLES.length;
  return COVER_STYLES[((day % n) + n) % n].id;
}
