import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kjvFileName } from './books.ts';
import { extractEditionPassage } from './edition-passage.ts';
import { formatEditionMemoryVerse, formatEditionPassageText } from './edition-passage-text.ts';
import type { BookText } from './passage.ts';
import { parseReference } from './reference.ts';
import { BSB_DIR, readJson, RV1909_DIR, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const verses = (dir: string, bible: 'sv' | 'rv1909' | 'bsb', reference: string) => {
  const ref = parseReference(reference);
  return { ref, verses: extractEditionPassage(readJson<BookText>(path.join(dir, kjvFileName(ref.book))), ref, bible) };
};

describe('a passage as scripture_text and memory_verse store it', () => {
  it('numbers the verses one a line, as the KJV’s scripture_text', () => {
    const { verses: john } = verses(SV_DIR, 'sv', 'John 3:16-17');
    expect(formatEditionPassageText(john, 'sv')).toBe(
      '16 Want alzo lief heeft God de wereld gehad, dat Hij Zijn eniggeboren Zoon gegeven heeft, opdat een iegelijk die in Hem gelooft, niet verderve, maar het eeuwige leven hebbe.\n' +
        '17 Want God heeft Zijn Zoon niet gezonden in de wereld, opdat Hij de wereld veroordelen zou, maar opdat de wereld door Hem zou behouden worden.',
    );
    const { verses: jonah } = verses(RV1909_DIR, 'rv1909', 'Jonah 1:17-2:1');
    expect(
      formatEditionPassageText(jonah, 'rv1909')
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['17', '2:1']);
    const { verses: psalm } = verses(SV_DIR, 'sv', 'Psalm 3:6-8');
    expect(formatEditionPassageText(psalm, 'sv')).toMatch(/^6 .*\n7-8 Sta op, HEERE/);
  });

  it('keeps an omitted BSB verse in place, with its note', () => {
    const { verses: mark } = verses(BSB_DIR, 'bsb', 'Acts 8:36-38');
    expect(formatEditionPassageText(mark, 'bsb').split('\n')[1]).toBe('37 [Not in the BSB’s main text: the oldest manuscripts do not include this verse.]');
  });

  it('gives a memory verse as its words and its English reference', () => {
    const { ref, verses: psalm } = verses(RV1909_DIR, 'rv1909', 'Psalm 23:1');
    expect(formatEditionMemoryVerse(psalm, ref)).toBe('Salmo de David. JEHOVÁ es mi pastor; nada me faltará. (Psalm 23:1)');
  });
});
