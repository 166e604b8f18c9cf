/**
 * Where a translation keeps the words of an English-numbered verse. References are written in the KJV's numbering
 * everywhere ("Psalm 51:1"); the Dutch and Spanish texts come in the KJV's verse slots but number some chapters their
 * own way (a psalm's title as verse 1, a chapter break a few verses earlier), so the words of English Psalm 51:1 sit
 * in the Statenvertaling's slot 51:3. A book's alignment lists only the English verses that are not in their own
 * slot; every other verse is where its number says.
 */

export interface Slot {
  chapter: number;
  verse: number;
}

/**
 * English verses `chapter:from-to` placed in a translation's slots: one after another from `slot`, or, when
 * `joined`, all in `slot` (the translation gives them as one verse). An English verse named by two segments has its
 * words in both slots, in order (Nehemiah 7:73 in the Statenvertaling).
 */
export interface Segment {
  chapter: number;
  from: number;
  to: number;
  slot: Slot;
  joined?: true;
}

/** English "chapter:verse" → the slots holding its words, for the verses not in their own slot. */
export type BookAlignment = ReadonlyMap<string, readonly Slot[]>;

const key = (chapter: number, verse: number) => `${chapter}:${verse}`;

export function alignBook(segments: readonly Segment[]): BookAlignment {
  const map = new Map<string, Slot[]>();
  for (const { chapter, from, to, slot, joined } of segments) {
    for (let verse = from; verse <= to; verse += 1) {
      const at = joined ? slot : { chapter: slot.chapter, verse: slot.verse + (verse - from) };
      const slots = map.get(key(chapter, verse)) ?? [];
      slots.push(at);
      map.set(key(chapter, verse), slots);
    }
  }
  return map;
}

/** The slots holding an English verse's words. */
export function slotsOf(alignment: BookAlignment | undefined, chapter: number, verse: number): readonly Slot[] {
  return alignment?.get(key(chapter, verse)) ?? [{ chapter, verse }];
}
