/**
 * The psalm title table checked against the text itself: for each of the 150 psalms, the title length (0, 1 or 2
 * verses) under which the Statenvertaling's verses line up best with the KJV's, verse by verse in length (with the
 * last Dutch verse holding the English verses joined onto it), is the one the table gives.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { psalmSegments, psalmTitleVerses, PSALMS_WITH_ONE_TITLE_VERSE, PSALMS_WITH_TWO_TITLE_VERSES } from './sv-versification.ts';
import type { BookText } from './passage.ts';
import { alignBook, slotsOf } from './versification.ts';
import { KJV_DIR, readJson, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const verses = (dir: string) => readJson<BookText>(path.join(dir, 'Psalms.json')).chapters.map((c) => c.verses.map((v) => v.text));

/** How far apart in length the English verses and the Dutch slots they would sit in are, on average (log ratio). */
function misfit(english: string[], dutch: string[], titleVerses: number, psalm: number): number {
  const alignment = alignBook(psalmSegments(psalm, titleVerses, english.length));
  const bySlot = new Map<number, number>();
  english.forEach((words, index) => {
    const [slot] = slotsOf(alignment, psalm, index + 1);
    bySlot.set(slot.verse, (bySlot.get(slot.verse) ?? 0) + words.length);
  });
  let total = 0;
  for (const [slot, length] of bySlot) total += Math.abs(Math.log(dutch[slot - 1].length / length / 1.05));
  return total / bySlot.size;
}

describe('the Statenvertaling’s psalm titles', () => {
  it('are the title lengths the text itself gives, psalm by psalm', () => {
    const kjv = verses(KJV_DIR);
    const sv = verses(SV_DIR);
    const derived = kjv.map((english, index) => {
      const candidates = [0, 1, 2].filter((t) => english.length > t + 1);
      const fits = candidates.map((t) => misfit(english, sv[index], t, index + 1));
      return candidates[fits.indexOf(Math.min(...fits))];
    });
    expect(derived.map((t, index) => `${index + 1}:${t}`)).toEqual(derived.map((_, index) => `${index + 1}:${psalmTitleVerses(index + 1)}`));
    expect(derived.filter((t) => t === 1)).toHaveLength(PSALMS_WITH_ONE_TITLE_VERSE.length);
    expect(derived.filter((t) => t === 2)).toHaveLength(PSALMS_WITH_TWO_TITLE_VERSES.length);
  });

  it('keep the README’s rule: the Dutch psalm has as many slots as the English, the extra verses joined onto the last', () => {
    const kjv = verses(KJV_DIR);
    const sv = verses(SV_DIR);
    expect(sv.map((v) => v.length)).toEqual(kjv.map((v) => v.length));
    expect(sv[50][18]).toMatch(/bouw de muren van Jeruzalem op\. Dan zult Gij lust hebben/);
  });
});
