/** The forgiving check on Dutch and Spanish verses, read from ../shared/statenvertaling and ../shared/reina-valera-1909. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecall, wordMatches } from './checker.ts';
import { kjvFileName } from '../scripture/books.ts';
import type { BookText } from '../scripture/passage.ts';
import { readJson, RV1909_DIR, SV_DIR } from '../../tests/fixtures/shared-data.ts';

function verse(dir: string, book: string, chapter: number, number: number): string {
  const text = readJson<BookText>(path.join(dir, kjvFileName(book)));
  return text.chapters.find((c) => Number(c.chapter) === chapter)!.verses.find((v) => Number(v.verse) === number)!.text;
}
const faults = (expected: string, typed: string, language: 'nl' | 'es') =>
  checkRecall(expected, typed, language)
    .words.filter((w) => w.status !== 'ok')
    .map((w) => `${w.status} ${w.expected ?? '-'}/${w.typed ?? '-'}`);

describe('Dutch verses', () => {
  const john316 = verse(SV_DIR, 'John', 3, 16);

  it('accept John 3:16 typed without capitals or punctuation', () => {
    expect(john316).toMatch(/^Want alzo lief heeft God de wereld gehad/);
    expect(
      checkRecall(
        john316,
        'want alzo lief heeft god de wereld gehad dat hij zijn eniggeboren zoon gegeven heeft opdat een iegelijk die in hem gelooft niet verderve maar het eeuwige leven hebbe',
        'nl',
      ).correct,
    ).toBe(true);
  });

  it('take the apostrophe of ’s and ’t as punctuation, and a diaeresis as the plain letter', () => {
    const daniel = verse(SV_DIR, 'Daniel', 6, 10);
    expect(daniel).toContain("drie tijden 's daags op zijn knieen");
    const typed = daniel.replace("'s daags", '’s daags').replace('knieen', 'knieën');
    expect(checkRecall(daniel, typed, 'nl').correct).toBe(true);
    expect(checkRecall(daniel, daniel.replace("'s daags", 's daags'), 'nl').correct).toBe(true);
    expect(wordMatches("'t", 't', 'nl')).toBe(true);
  });

  it('report a wrong or missing word where it belongs, without the English equivalences', () => {
    const john11 = verse(SV_DIR, 'John', 1, 1);
    expect(john11).toBe('In den beginne was het Woord, en het Woord was bij God, en het Woord was God.');
    // "wert" is the KJV's "was" in English, not a Dutch word for it.
    expect(faults(john11, 'In den beginne wert het Woord, en het Woord was bij God, en het Woord was God.', 'nl')).toEqual(['wrong was/wert']);
    expect(checkRecall('was', 'wert').correct).toBe(true);
    expect(faults(john316, john316.replace(' eniggeboren', ''), 'nl')).toEqual(['missing eniggeboren/-']);
  });
});

describe('Spanish verses', () => {
  const john316 = verse(RV1909_DIR, 'John', 3, 16);

  it('accept John 3:16 typed on an English keyboard, without accents', () => {
    expect(john316).toContain('amó Dios al mundo, que ha dado á su Hijo unigénito');
    expect(
      checkRecall(
        john316,
        'Porque de tal manera amo Dios al mundo, que ha dado a su Hijo unigenito, para que todo aquel que en el cree, no se pierda, mas tenga vida eterna.',
        'es',
      ).correct,
    ).toBe(true);
  });

  it('take ñ typed as n, and ¿ ¡ as punctuation', () => {
    const romans = verse(RV1909_DIR, 'Romans', 10, 9);
    expect(romans).toContain('al Señor Jesús');
    expect(checkRecall(romans, romans.replace('Señor Jesús', 'Senor Jesus'), 'es').correct).toBe(true);
    const job = verse(RV1909_DIR, 'Job', 39, 3);
    expect(job).toMatch(/^¿Quién preparó al cuervo/);
    expect(checkRecall(job, job.replace('¿Quién preparó', 'Quien preparo'), 'es').correct).toBe(true);
    expect(checkRecall('¡Oh Señor!', 'oh señor', 'es').correct).toBe(true);
  });

  it('still fault a different word', () => {
    expect(faults(john316, john316.replace('Hijo', 'Hija'), 'es')).toEqual(['wrong Hijo/Hija']);
  });
});
