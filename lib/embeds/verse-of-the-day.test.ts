import { describe, expect, it } from 'vitest';
import { verseImages, verseOfTheDayCard, type VerseSource } from './verse-of-the-day.ts';

const SHEPHERD: VerseSource = {
  id: 'd-11',
  date: '2026-11-29',
  title: 'De goede Herder',
  passage: 'John 10:1-18',
  memoryVerse: 'Ik ben de goede Herder. (John 10:11)',
  memoryVerseKjv: 'I am the good shepherd. (John 10:11)',
  memoryVerseBsb: 'I am the good shepherd. The good shepherd lays down His life for the sheep. (John 10:11)',
  keyDoctrine: 'Christ',
};

describe('verseOfTheDayCard', () => {
  it('quotes the edition’s own Bible first, the book in its language, and links to the day’s devotional', () => {
    const card = verseOfTheDayCard(SHEPHERD, 'nl')!;
    expect(card.verses.map((v) => [v.bible, v.language, v.reference])).toEqual([
      ['sv', 'nl', 'Johannes 10:11'],
      ['kjv', 'en', 'Johannes 10:11'],
      ['bsb', 'en', 'Johannes 10:11'],
    ]);
    expect(card.verses[0].words).toBe('Ik ben de goede Herder.');
    expect(card.href).toBe('/nl/devotional/d-11/');
    expect(card.dateLabel).toBe('zondag 29 november 2026');
    expect(card.art).toMatch(/^<svg/);
  });

  it('is no card when the day’s devotional has no memory verse', () => {
    expect(verseOfTheDayCard({ ...SHEPHERD, memoryVerse: '  ' }, 'nl')).toBeNull();
  });
});

describe('verseImages', () => {
  it('gives a square and a story picture per Bible the edition offers, the own Bible at the short address', () => {
    const english = verseImages(verseOfTheDayCard({ ...SHEPHERD, memoryVerse: SHEPHERD.memoryVerseKjv!, memoryVerseKjv: null }, 'en'), 'en');
    expect(english.map((image) => image.path)).toEqual([
      '/embed/verse/square.png',
      '/embed/verse/story.png',
      '/embed/verse/bsb/square.png',
      '/embed/verse/bsb/story.png',
    ]);
    expect(english[2]).toMatchObject({ bible: 'bsb', format: 'square', reference: 'John 10:11 (BSB)', doctrine: 'Christ' });
  });

  it('offers a Dutch church its own Bible only, named and with the Dutch book', () => {
    const dutch = verseImages(verseOfTheDayCard(SHEPHERD, 'nl'), 'nl');
    expect(dutch.map((image) => [image.path, image.reference, image.words])).toEqual([
      ['/nl/embed/verse/square.png', 'Johannes 10:11 (SV)', 'Ik ben de goede Herder.'],
      ['/nl/embed/verse/story.png', 'Johannes 10:11 (SV)', 'Ik ben de goede Herder.'],
    ]);
  });

  it('leaves out a Bible the build could not quote, and has nothing without a verse', () => {
    const kjvOnly = verseImages(verseOfTheDayCard({ ...SHEPHERD, memoryVerse: SHEPHERD.memoryVerseKjv!, memoryVerseBsb: null }, 'en'), 'en');
    expect(kjvOnly.map((image) => image.bible)).toEqual(['kjv', 'kjv']);
    expect(verseImages(null, 'en')).toEqual([]);
  });
});
