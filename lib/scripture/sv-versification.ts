/**
 * The Statenvertaling's numbering against the English (../shared/statenvertaling/README.md). Its psalms follow the
 * Hebrew: a title is verse 1 (or verses 1-2), so the psalm's first English verse is its verse 2 (or 3), and because
 * the text is fitted into the KJV's slots the verses past the English count are joined onto the last one. Which
 * psalms carry a title verse is the Masoretic numbering; sv-versification.test.ts derives it again from the text
 * itself (the verse lengths against the KJV's) for all 150 psalms. Outside the Psalms the chapters follow the
 * English numbering except at three chapter breaks.
 */
import { kjvChapterSizes } from './kjv-versification.ts';
import type { Segment } from './versification.ts';

/** The psalms whose title is verse 1 in the Statenvertaling. */
export const PSALMS_WITH_ONE_TITLE_VERSE: readonly number[] = [
  3, 4, 5, 6, 7, 8, 9, 12, 13, 18, 19, 20, 21, 22, 30, 31, 34, 36, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49, 53, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 67,
  68, 69, 70, 75, 76, 77, 80, 81, 83, 84, 85, 88, 89, 92, 102, 108, 140, 142,
];
/** The psalms whose title is verses 1-2. */
export const PSALMS_WITH_TWO_TITLE_VERSES: readonly number[] = [51, 52, 54, 60];

/** How many verses a psalm's title takes in the Statenvertaling (0 when the title is part of verse 1, or there is none). */
export function psalmTitleVerses(psalm: number): number {
  if (PSALMS_WITH_TWO_TITLE_VERSES.includes(psalm)) return 2;
  return PSALMS_WITH_ONE_TITLE_VERSE.includes(psalm) ? 1 : 0;
}

/** English verse e of a psalm with a title of `t` verses is slot e+t; the last t+1 English verses share the last slot. */
export function psalmSegments(psalm: number, titleVerses: number, englishVerses: number): Segment[] {
  if (titleVerses === 0) return [];
  const lastAlone = englishVerses - titleVerses - 1;
  return [
    { chapter: psalm, from: 1, to: lastAlone, slot: { chapter: psalm, verse: 1 + titleVerses } },
    { chapter: psalm, from: lastAlone + 1, to: englishVerses, slot: { chapter: psalm, verse: englishVerses }, joined: true },
  ];
}

/** Where the Dutch chapter begins a verse earlier: the English last verse is the next chapter's first slot. */
const SV_CHAPTER_BREAKS: Record<string, Segment[]> = {
  // Dutch 24:1 is English 23:29, and 24:22 holds English 24:21-22.
  '1 Samuel': [
    { chapter: 23, from: 29, to: 29, slot: { chapter: 24, verse: 1 } },
    { chapter: 24, from: 1, to: 20, slot: { chapter: 24, verse: 2 } },
    { chapter: 24, from: 21, to: 22, slot: { chapter: 24, verse: 22 }, joined: true },
  ],
  // Dutch 7:73 is the first half of English 7:73 and Dutch 8:1 the second ("Als nu de zevende maand aankwam").
  Nehemiah: [
    { chapter: 7, from: 73, to: 73, slot: { chapter: 7, verse: 73 } },
    { chapter: 7, from: 73, to: 73, slot: { chapter: 8, verse: 1 } },
    { chapter: 8, from: 1, to: 16, slot: { chapter: 8, verse: 2 } },
    { chapter: 8, from: 17, to: 18, slot: { chapter: 8, verse: 18 }, joined: true },
  ],
  // The Dutch 19:40 ends with English 19:41 ("En dit gezegd hebbende, liet hij de vergadering gaan").
  Acts: [{ chapter: 19, from: 40, to: 41, slot: { chapter: 19, verse: 40 }, joined: true }],
};

export function svSegments(book: string): Segment[] {
  if (book !== 'Psalms') return SV_CHAPTER_BREAKS[book] ?? [];
  const sizes = kjvChapterSizes('Psalms');
  return sizes.flatMap((size, index) => psalmSegments(index + 1, psalmTitleVerses(index + 1), size));
}
