/**
 * The Bíblia Livre's numbering against the English (../shared/biblia-livre/README.md). Its psalm titles open verse 1,
 * as in English, and its chapters have the KJV's verses but for two places: Psalm 46:2 holds the English verses 2
 * and 3 (slot 3 is empty), and the first clause of the English Revelation 13:1 is its Revelation 12:18, so the
 * English verse has its words in two slots. The verses the translation leaves out of its text (Matthew 17:21, …)
 * have empty slots and are shown as missing.
 */
import type { Segment } from './versification.ts';

const BLIVRE_SEGMENTS: Record<string, Segment[]> = {
  Psalms: [{ chapter: 46, from: 2, to: 3, slot: { chapter: 46, verse: 2 }, joined: true }],
  Revelation: [
    { chapter: 13, from: 1, to: 1, slot: { chapter: 12, verse: 18 } },
    { chapter: 13, from: 1, to: 1, slot: { chapter: 13, verse: 1 } },
  ],
};

export function blivreSegments(book: string): Segment[] {
  return BLIVRE_SEGMENTS[book] ?? [];
}
