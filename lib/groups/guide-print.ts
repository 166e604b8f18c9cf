/**
 * How small a week's guide prints so that it keeps to two pages of A4 and of Letter (WeekGuide.astro). The guide's
 * length varies from week to week: the Lord's Day runs from two short answers to the Ten Commandments in full, and
 * the passages from a few verses to a chapter. The build estimates the printed height from the text, at the narrower
 * A4 width and for the shorter Letter page, and scales a long week down (CSS zoom) just enough to fit, never below
 * MIN_PRINT_ZOOM, where the passages would be too small to read: a week longer than that may run onto a third page.
 *
 * The figures are the print styles' own, in CSS pixels (96 to the inch): body text 8.5pt in lines of 1.25, the
 * Lord's Day answers and the memory verse in relaxed lines, the passages 6.5pt in three columns. A line holds about
 * BODY_LINE characters of body text across the page and PASSAGE_LINE in a passage column; both are rounded down from
 * what the printed guide holds, so that the estimate errs long.
 */
import type { WeekGuide } from './guide.ts';

/** Two Letter pages' height inside the guide's margins (1.1 cm and 1.5 cm), less room for where the pages break. */
const TWO_PAGES = (2 * (27.94 - 2.6) * 96) / 2.54 - 130;
export const MIN_PRINT_ZOOM = 0.85;

const BODY_LINE = 112;
const BODY = 14.2;
const RELAXED = 18.4;
const VERSE = 19.5;
const PASSAGE_LINE = 50;
const PASSAGE = 10.2;
const PASSAGE_HEADING = 13;
/** The title, the progress line and the QR code beside them. */
const HEADER = 100;
/** A section's heading and the space above and below it. */
const SECTION = 41;

const lines = (length: number, perLine: number) => Math.max(1, Math.ceil(length / perLine));
/** A paragraph whose line breaks are kept (a catechism answer): each line of it wraps on its own. */
const keptLines = (text: string, perLine: number) => text.split('\n').reduce((sum, line) => sum + lines(line.length, perLine), 0);

/** The guide's printed height at full size, in CSS pixels, at the A4 width. */
export function estimatedPrintHeight(guide: WeekGuide): number {
  let height = HEADER;
  if (guide.readings.length > 0) {
    height += SECTION;
    for (const r of guide.readings) height += lines(r.title.length + r.passage.length + r.summary.length + 24, BODY_LINE) * BODY + 4;
  }
  if (guide.questions.length > 0) {
    height += SECTION;
    for (const q of guide.questions) height += lines(q.text.length + q.from.title.length + 3, BODY_LINE) * BODY + 2;
  }
  if (guide.memoryVerse) {
    const verses = [guide.memoryVerse, ...(guide.memoryVerse.bsb ? [guide.memoryVerse.bsb] : [])];
    height += SECTION + Math.max(...verses.map((v) => lines(v.words.length + (v.reference?.length ?? 0) + 8, BODY_LINE - 10) * VERSE));
  }
  if (guide.lordsDay.questions.length > 0) {
    height += SECTION + BODY;
    for (const q of guide.lordsDay.questions) height += lines(q.question.length + 6, BODY_LINE) * BODY + keptLines(q.answer, BODY_LINE) * RELAXED + 4;
  }
  if (guide.prayers) {
    height += SECTION;
    for (const prayer of [guide.prayers.opening, guide.prayers.closing]) if (prayer) height += lines(prayer.text.length + 10, BODY_LINE) * BODY + 4;
  }
  const { catechism, question } = guide.children;
  if (catechism || question) {
    height += SECTION + BODY;
    for (const q of catechism?.questions ?? []) height += lines(q.question.length + q.answer.length + 4, BODY_LINE) * BODY;
    if (question) height += lines(question.length + 14, BODY_LINE) * BODY + 4;
  }
  const withText = guide.readings.filter((r) => r.texts.length > 0);
  if (withText.length > 0) {
    // Three columns: a third of the passages' height, and a line more for where the columns come out uneven.
    const column = withText.reduce((sum, r) => {
      const longest = Math.max(...r.texts.map((t) => t.verses.reduce((chars, v) => chars + v.words.length + (v.number ? v.number.length + 1 : 0), 4)));
      return sum + PASSAGE_HEADING + lines(longest, PASSAGE_LINE) * PASSAGE + 4;
    }, 0);
    height += SECTION + column / 3 + PASSAGE;
  }
  return Math.round(height);
}

/**
 * The CSS zoom the guide prints at: 1 when it fits two pages, else the scale at which it is estimated to (text
 * shrinks in both directions, so its height goes with the square of the zoom), in hundredths, at least MIN_PRINT_ZOOM.
 */
export function guidePrintZoom(guide: WeekGuide): number {
  const height = estimatedPrintHeight(guide);
  if (height <= TWO_PAGES) return 1;
  return Math.max(MIN_PRINT_ZOOM, Math.floor(Math.sqrt(TWO_PAGES / height) * 100) / 100);
}
