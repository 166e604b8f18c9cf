/**
 * The verse of the day (/embed/verse/ and its pictures): the memory verse of the devotional /embed/today/ shows
 * (devotionalForToday: today's, else the newest released, never a later day), in each Bible the card carries, its
 * book named in the edition's language, linking to that devotional. The pictures are the cover engine's verse card
 * (lib/covers/verse-card.ts) in a square and a story shape, one per Bible the edition offers a church
 * (builderBibles), at addresses that stay the same from day to day. Pure: the build hands in the released devotional.
 */
import type { VerseImageFormat } from '../covers/verse-card.ts';
import { VERSE_IMAGE_FORMAT_IDS } from '../covers/verse-card.ts';
import { calendarDates } from '../i18n/calendar-dates.ts';
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';
import { editionBible, type BibleId } from '../scripture/translations.ts';
import { builderBibles } from './builder.ts';
import { cardArt } from './card-art.ts';
import { cardVerses, verseCaption, type CardSource, type CardVerse } from './devotional-card.ts';
import { devotionalPagePath, verseImagePath } from './routes.ts';

export type VerseSource = Pick<CardSource, 'id' | 'date' | 'title' | 'passage' | 'memoryVerse' | 'memoryVerseKjv' | 'memoryVerseBsb' | 'keyDoctrine'>;

export interface VerseOfTheDayCard {
  date: string;
  /** "Sunday, November 29, 2026", in the edition's language. */
  dateLabel: string;
  /** The verse in each Bible the card carries, the edition's own first (lib/embeds/devotional-card.ts). */
  verses: CardVerse[];
  /** The day's devotional in the edition. */
  href: string;
  /** The devotional's cover art (inline SVG, lib/embeds/card-art.ts). */
  art: string;
  doctrine: string;
}

/** The card of a released devotional's memory verse; null when that devotional has none. */
export function verseOfTheDayCard(source: VerseSource, locale: Locale = 'en'): VerseOfTheDayCard | null {
  const verses = cardVerses(source, locale);
  if (verses.length === 0) return null;
  return {
    date: source.date,
    dateLabel: calendarDates(locale).longDate(source.date),
    verses,
    href: localePath(locale, devotionalPagePath(source.id)),
    art: cardArt({ title: source.title, passage: source.passage, doctrine: source.keyDoctrine, date: source.date }),
    doctrine: source.keyDoctrine ?? '',
  };
}

export interface VerseImage {
  bible: BibleId;
  format: VerseImageFormat;
  /** The picture's path in the edition: /nl/embed/verse/square.png. */
  path: string;
  words: string;
  /** As printed under the verse: "Johannes 10:11 (SV)". */
  reference: string;
  doctrine: string;
}

/**
 * The pictures of a day's verse an edition offers: each format in each of the edition's Bibles a church is offered
 * (the KJV and the BSB in English; the Statenvertaling, the Reina-Valera 1909) that the card carries. The edition's
 * own Bible keeps the short address (/embed/verse/square.png), another is named (/embed/verse/bsb/square.png).
 */
export function verseImages(card: VerseOfTheDayCard | null, locale: Locale = 'en'): VerseImage[] {
  if (!card) return [];
  return builderBibles(locale).flatMap((bible) => {
    const verse = card.verses.find((v) => v.bible === bible);
    if (!verse) return [];
    const named = bible === editionBible(locale) ? null : bible;
    return VERSE_IMAGE_FORMAT_IDS.map((format) => ({
      bible,
      format,
      path: localePath(locale, verseImagePath(format, named)),
      words: verse.words,
      reference: verseCaption(verse),
      doctrine: card.doctrine,
    }));
  });
}
