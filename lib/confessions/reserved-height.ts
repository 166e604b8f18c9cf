/**
 * How tall a run of sections is reserved before the browser lays it out. The confession pages leave the sections
 * out of view unlaid (`content-visibility: auto`, site/styles/global.css), which spares the longest documents most of
 * their layout work; until a run is laid out it takes the height given here (`contain-intrinsic-size`), and after
 * that the height it really had.
 *
 * The estimate must not fall short on a phone at the reader's default text size: content laid out in a box shorter
 * than itself runs into the next run's links, which accessibility audits then count as targets too close together
 * (WCAG 2.5.8). So it counts lines as a 360 px wide phone breaks them (the narrowest common screen), a little
 * generously, and is taller than the text on wider screens, where the reserved height is only a scrollbar's guess.
 * Calibrated in Chromium against every grouped document (English, Dutch and Spanish), as runs of sections: at 412 px
 * (Lighthouse's phone) a run's real height is at most 0.91 times the estimate, at 360 px at most 1.0 (the Canons of
 * Dort's 1.08 aside), at 1280 px about half. Falling short matters only to an audit: a run is laid out, at its real
 * height, before it comes into view.
 */
import { splitParagraphs } from './paragraphs.ts';

export interface SectionToReserve {
  title: string | null;
  content: string;
  scripture_proofs: string[];
  /** The note that the answer was completed from Scripture. */
  completedFromScripture?: boolean;
}

/** Characters of the serif reading text on one line of a 360 px phone, and that line's height. */
const READING_LINE = { chars: 30, px: 30 };
/** The small print of the Scripture proofs. */
const PROOFS_LINE = { chars: 45, px: 20 };
/** The card's padding and border, its "Learn this" row and the gap to the next card. */
const CARD_FRAME_PX = 116;
const PARAGRAPH_GAP_PX = 12;
const PROOFS_MARGIN_PX = 16;
const COMPLETED_NOTE_PX = 48;
/** "Devotionals on this section": its frame, count line and "all" link, then one line pair per devotional shown. */
const CITING_FRAME_PX = 90;
const CITING_ROW_PX = 50;

const lines = (text: string, chars: number) => Math.ceil(text.length / chars);

/** The reserved height of one section, in CSS pixels; `citingShown` is how many citing devotionals it lists. */
export function reservedSectionHeight(section: SectionToReserve, citingShown: number): number {
  let px = CARD_FRAME_PX + READING_LINE.px * lines(section.title ?? '', READING_LINE.chars - 2);
  for (const paragraph of splitParagraphs(section.content)) px += PARAGRAPH_GAP_PX + READING_LINE.px * lines(paragraph, READING_LINE.chars);
  const proofs = section.scripture_proofs.join('; ');
  if (proofs) px += PROOFS_MARGIN_PX + PROOFS_LINE.px * lines(`Scripture proofs: ${proofs}`, PROOFS_LINE.chars);
  if (section.completedFromScripture) px += COMPLETED_NOTE_PX;
  if (citingShown > 0) px += CITING_FRAME_PX + CITING_ROW_PX * citingShown;
  return px;
}

/** The reserved height of a run of sections, rounded up to a multiple of 10 px. */
export function reservedHeight(sections: { section: SectionToReserve; citingShown: number }[]): number {
  const px = sections.reduce((sum, { section, citingShown }) => sum + reservedSectionHeight(section, citingShown), 0);
  return Math.ceil(px / 10) * 10;
}
