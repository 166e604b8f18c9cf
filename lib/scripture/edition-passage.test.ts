/** Passages in the Dutch and Spanish Bibles, read from ../shared and numbered as their English references. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, kjvFileName } from './books.ts';
import { editionVerseLabel, extractEditionPassage, type EditionVerse } from './edition-passage.ts';
import { kjvChapterSizes } from './kjv-versification.ts';
import type { BookText } from './passage.ts';
import { parseReference } from './reference.ts';
import { KJV_DIR, readJson, RV1909_DIR, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const book = (dir: string, name: string) => readJson<BookText>(path.join(dir, kjvFileName(name)));
const passage = (dir: string, bible: 'sv' | 'rv1909' | 'kjv', reference: string): EditionVerse[] => {
  const ref = parseReference(reference);
  return extractEditionPassage(book(dir, ref.book), ref, bible);
};
const sv = (reference: string) => passage(SV_DIR, 'sv', reference);
const rv = (reference: string) => passage(RV1909_DIR, 'rv1909', reference);
const labels = (verses: EditionVerse[]) => verses.map((v) => editionVerseLabel(v, verses[0]));

describe('the Statenvertaling in English numbering', () => {
  it('reads John 3:16-18 where the numbers agree', () => {
    const verses = sv('John 3:16-18');
    expect(labels(verses)).toEqual(['16', '17', '18']);
    expect(verses[0].text).toBe(
      'Want alzo lief heeft God de wereld gehad, dat Hij Zijn eniggeboren Zoon gegeven heeft, opdat een iegelijk die in Hem gelooft, niet verderve, maar het eeuwige leven hebbe.',
    );
    expect(verses[2].text).toMatch(/^Die in Hem gelooft, wordt niet veroordeeld/);
  });

  it('finds Psalm 23:1 in the Dutch verse 1, whose short title is part of it', () => {
    expect(sv('Psalm 23:1')).toEqual([{ chapter: 23, verse: 1, text: 'Een psalm van David. De HEERE is mijn Herder, mij zal niets ontbreken.' }]);
    expect(labels(sv('Psalm 23'))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('skips a title of two verses: Psalm 51:1 is the Dutch 51:3, and 51:17-19 are the Dutch last verse', () => {
    const [first] = sv('Psalm 51:1');
    expect(first).toMatchObject({ chapter: 51, verse: 1 });
    expect(first.text).toMatch(/^Wees mij genadig, o God! naar Uw goedertierenheid/);
    expect(sv('Psalm 51:10')[0].text).toMatch(/^Schep mij een rein hart, o God!/);
    const end = sv('Psalm 51:16-19');
    expect(labels(end)).toEqual(['16', '17-19']);
    expect(end[1].text).toMatch(/^De offeranden Gods zijn een gebroken geest;.*Dan zult Gij lust hebben aan de offeranden der gerechtigheid/);
  });

  it('skips a title of one verse: Psalm 3:1 is the Dutch 3:2, and 3:7-8 share the Dutch last verse', () => {
    expect(sv('Psalm 3:1')[0].text).toMatch(/^O HEERE! hoe zijn mijn tegenpartijders/);
    const end = sv('Psalm 3:8');
    expect(labels(end)).toEqual(['7-8']);
    expect(end[0].text).toMatch(/^Sta op, HEERE, verlos mij.*Het heil is des HEEREN/);
    expect(sv('Psalm 3').map((v) => editionVerseLabel(v, undefined))).toEqual(['1', '2', '3', '4', '5', '6', '7-8']);
  });

  it('reads psalms without a title verse as they are numbered', () => {
    expect(sv('Psalm 119:105')[0].text).toMatch(/^Nun\. Uw woord is een lamp voor mijn voet/);
    expect(sv('Psalm 117').map((v) => v.text)).toEqual([
      expect.stringMatching(/^Looft den HEERE, alle heidenen; prijst Hem, alle natien!/),
      expect.stringMatching(/^Want Zijn goedertierenheid is geweldig over ons/),
    ]);
    expect(sv('Psalm 1:1')[0].text).toMatch(/^Welgelukzalig is de man, die niet wandelt in de raad der goddelozen/);
  });

  it('follows the Dutch chapter breaks in 1 Samuel 23-24 and Nehemiah 7-8', () => {
    expect(sv('1 Samuel 23:29')[0].text).toBe('En David toog van daar op, en hij bleef in de vestingen van En-gedi.');
    expect(sv('1 Samuel 24:1')[0].text).toMatch(/^En het geschiedde, nadat Saul wedergekeerd was/);
    expect(sv('Nehemiah 7:73')[0].text).toMatch(/woonden in hun steden\. Als nu de zevende maand aankwam/);
    expect(sv('Nehemiah 8:1')[0].text).toMatch(/^Zo verzamelde zich al het volk als een enig man/);
  });
});

describe('the Reina-Valera 1909 in English numbering', () => {
  it('reads John 3:16 and Psalm 23:1 with its title inside', () => {
    expect(rv('John 3:16')[0].text).toBe(
      'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
    );
    expect(rv('Psalm 23:1')[0].text).toBe('Salmo de David. JEHOVÁ es mi pastor; nada me faltará.');
  });

  it('gives Jonah 1:17 from the Spanish 2:1 and joins the Spanish 2:10', () => {
    const verses = rv('Jonah 1:16-2:2');
    expect(labels(verses)).toEqual(['16', '17', '2:1', '2:2']);
    expect(verses[1].text).toMatch(/^MAS Jehová había prevenido un gran pez/);
    expect(verses[2].text).toMatch(/^Y oró Jonás desde el vientre del pez/);
    expect(labels(rv('Jonah 2:10'))).toEqual(['9-10']);
  });

  it('gives Job 40:6-24 from the Spanish 40:1-19 and its verses 1-5 inside the Spanish 39:30', () => {
    expect(rv('Job 40:6')[0].text).toMatch(/^ENTONCES respondió Jehová á Job desde la oscuridad/);
    expect(labels(rv('Job 40:3'))).toEqual(['39:27-40:5']);
    expect(rv('Job 38:41')[0].text).toMatch(/^¿Quién preparó al cuervo su alimento/);
  });

  it('finds the verses of the other empty slots joined onto their neighbours', () => {
    expect(labels(rv('Acts 19:41'))).toEqual(['40-41']);
    expect(rv('2 Corinthians 13:14')[0].text).toMatch(/sea con vosotros todos\. Amén/);
    expect(rv('Numbers 12:16')[0].text).toMatch(/^Y DESPUÉS movió el pueblo de Haseroth/);
    expect(rv('Hosea 11:12')[0].text).toMatch(/^CERCÓME Ephraim con mentira/);
  });
});

describe('every English verse', () => {
  it.each([
    ['sv', SV_DIR],
    ['rv1909', RV1909_DIR],
  ] as const)('has words in the %s', (bible, dir) => {
    let verses = 0;
    for (const { name } of BIBLE_BOOKS) {
      const text = book(dir, name);
      const sizes = kjvChapterSizes(name);
      const shown = extractEditionPassage(text, parseReference(`${name} 1:1-${sizes.length}:${sizes.at(-1)}`), bible);
      expect(shown.filter((v) => v.missing || !v.text)).toEqual([]);
      verses += shown.reduce((n, v) => n + (v.through ? 2 : 1), 0);
    }
    expect(verses).toBeGreaterThan(31_000);
  });

  it('counts the KJV’s chapters as the KJV text does', () => {
    for (const { name } of BIBLE_BOOKS) {
      expect(
        book(KJV_DIR, name).chapters.map((c) => c.verses.length),
        name,
      ).toEqual(kjvChapterSizes(name));
    }
  });
});
