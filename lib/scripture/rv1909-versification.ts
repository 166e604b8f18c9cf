/**
 * The Reina-Valera 1909's numbering against the English (../shared/reina-valera-1909/README.md). Its psalm titles
 * are inside verse 1, as in English. But where the Spanish puts a chapter break elsewhere, the text follows the
 * Spanish numbering in the KJV's slots: a slot is left empty (18 of them) and the words of the English verses moved
 * over, with the extra verses joined onto a later slot. Each case below was read off the text (the verses' words and
 * lengths against the KJV's); every English verse has its words somewhere, so none is shown as missing.
 */
import type { Segment } from './versification.ts';

/** The Spanish chapter begins `moved` verses early: English chapter-1's last verses are its first slots. */
function earlyBreak(chapter: number, previousLast: number, moved: number, size: number): Segment[] {
  return [
    { chapter: chapter - 1, from: previousLast - moved + 1, to: previousLast, slot: { chapter, verse: 1 } },
    { chapter, from: 1, to: size - moved - 1, slot: { chapter, verse: moved + 1 } },
    { chapter, from: size - moved, to: size, slot: { chapter, verse: size }, joined: true },
  ];
}

/** English verses `from-to` given as one Spanish verse in slot `from`. */
const joined = (chapter: number, from: number, to: number): Segment => ({ chapter, from, to, slot: { chapter, verse: from }, joined: true });

const RV1909_SEGMENTS: Record<string, Segment[]> = {
  Numbers: [...earlyBreak(13, 16, 1, 33), ...earlyBreak(30, 40, 1, 16)],
  '1 Samuel': earlyBreak(24, 29, 1, 22),
  '2 Samuel': [joined(20, 25, 26)],
  '2 Chronicles': [joined(33, 24, 25)],
  Job: [
    joined(35, 15, 16),
    // Spanish 39:1-3 are English 38:39-41; Spanish 39:30 holds English 39:27-30 and 40:1-5; Spanish 40:1-19 are English 40:6-24.
    { chapter: 38, from: 39, to: 41, slot: { chapter: 39, verse: 1 } },
    { chapter: 39, from: 1, to: 26, slot: { chapter: 39, verse: 4 } },
    { chapter: 39, from: 27, to: 30, slot: { chapter: 39, verse: 30 }, joined: true },
    { chapter: 40, from: 1, to: 5, slot: { chapter: 39, verse: 30 }, joined: true },
    { chapter: 40, from: 6, to: 24, slot: { chapter: 40, verse: 1 } },
  ],
  Hosea: earlyBreak(12, 12, 1, 14),
  Jonah: earlyBreak(2, 17, 1, 10),
  Acts: [joined(19, 40, 41)],
  '2 Corinthians': [joined(13, 13, 14)],
};

export function rv1909Segments(book: string): Segment[] {
  return RV1909_SEGMENTS[book] ?? [];
}
