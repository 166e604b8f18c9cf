import { describe, expect, it } from 'vitest';
import { devotionalCard, devotionalForToday } from './devotional-card.ts';

const source = {
  id: '11111111-1111-4111-8111-111111111111',
  date: '2026-11-29',
  title: 'The Good Shepherd',
  passage: 'John 10:11-18',
  transcript: 'Have you ever *watched* a shepherd at work?\n\nThe second paragraph.',
  memoryVerse: 'I am the good shepherd. (John 10:11)',
  keyDoctrine: 'Providence',
  hasAudio: true,
};

describe('devotionalCard', () => {
  it('has the date, title, passage, opening lines, memory verse and the links to read and hear it on the site', () => {
    const card = devotionalCard(source);
    expect(card).toMatchObject({
      date: '2026-11-29',
      dateLabel: 'Sunday, November 29, 2026',
      title: 'The Good Shepherd',
      passage: 'John 10:11-18',
      opening: 'Have you ever watched a shepherd at work?',
      verses: [{ bible: 'kjv', abbreviation: 'KJV', language: 'en', words: 'I am the good shepherd.', reference: 'John 10:11' }],
      href: '/devotional/11111111-1111-4111-8111-111111111111/',
      listenHref: '/devotional/11111111-1111-4111-8111-111111111111/#listen',
    });
    expect(card.art).toMatch(/^<svg aria-hidden="true"/);
  });

  it('offers no listening link without a recording, and no verse without one', () => {
    const card = devotionalCard({ ...source, hasAudio: false, memoryVerse: '  ', memoryVerseBsb: 'I am the good shepherd. (John 10:11)' });
    expect(card.listenHref).toBeNull();
    expect(card.verses).toEqual([]);
  });

  it('carries the memory verse in the BSB beside the KJV when the build resolved it', () => {
    expect(
      devotionalCard({ ...source, memoryVerseBsb: 'I am the good shepherd. The good shepherd lays down His life for the sheep. (John 10:11)' }).verses[1],
    ).toEqual({
      bible: 'bsb',
      abbreviation: 'BSB',
      language: 'en',
      words: 'I am the good shepherd. The good shepherd lays down His life for the sheep.',
      reference: 'John 10:11',
    });
    expect(devotionalCard(source).verses.map((v) => v.bible)).toEqual(['kjv']);
  });
});

describe('devotionalForToday', () => {
  const days = [{ date: '2026-11-27' }, { date: '2026-11-29' }, { date: '2026-11-28' }, { date: '2026-11-30' }];

  it("is today's devotional, else the newest before it, never a later one", () => {
    expect(devotionalForToday(days, '2026-11-29')).toEqual({ date: '2026-11-29' });
    expect(devotionalForToday(days.slice(0, 1), '2026-11-29')).toEqual({ date: '2026-11-27' });
    expect(devotionalForToday([{ date: '2026-11-30' }], '2026-11-29')).toBeNull();
    expect(devotionalForToday([], '2026-11-29')).toBeNull();
  });
});

describe("an edition's devotional card", () => {
  it("names the passage's book in the edition's language", () => {
    expect(devotionalCard(source, 'nl').passage).toBe('Johannes 10:11-18');
    expect(devotionalCard(source, 'es').passage).toBe('Juan 10:11-18');
    expect(devotionalCard(source).passage).toBe('John 10:11-18');
  });
});

describe("an edition's card names the Bible it quotes", () => {
  const dutch = {
    ...source,
    memoryVerse: 'Ik ben de goede Herder. (John 10:11)',
    memoryVerseKjv: 'I am the good shepherd. (John 10:11)',
    memoryVerseBsb: 'I am the good shepherd. (John 10:11)',
  };

  it('quotes its own Bible first, with the book in its language, then the English two, marked English', () => {
    expect(devotionalCard(dutch, 'nl').verses).toEqual([
      { bible: 'sv', abbreviation: 'SV', language: 'nl', words: 'Ik ben de goede Herder.', reference: 'Johannes 10:11' },
      { bible: 'kjv', abbreviation: 'KJV', language: 'en', words: 'I am the good shepherd.', reference: 'Johannes 10:11' },
      { bible: 'bsb', abbreviation: 'BSB', language: 'en', words: 'I am the good shepherd.', reference: 'Johannes 10:11' },
    ]);
    const spanish = devotionalCard({ ...dutch, memoryVerse: 'Yo soy el buen pastor. (John 10:11)', memoryVerseKjv: null, memoryVerseBsb: null }, 'es');
    expect(spanish.verses).toEqual([{ bible: 'rv1909', abbreviation: 'RV1909', language: 'es', words: 'Yo soy el buen pastor.', reference: 'Juan 10:11' }]);
  });
});
