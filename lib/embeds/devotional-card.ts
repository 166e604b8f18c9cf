/**
 * What a devotional card shows (/embed/today/, /embed/devotional/{id}/): the date, the title, the passage, the
 * opening lines of the reflection, the memory verse (in the edition's own Bible, and in the English Bibles beside it
 * when the build has them), and where to read and hear it on the site. Each verse names the Bible it is quoted from
 * and its book in the edition's language: a Dutch card quotes the Statenvertaling as "Johannes 10:11 (SV)". Pure: the
 * build hands in a released devotional.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { calendarDates } from '../i18n/calendar-dates.ts';
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';
import { openingLines } from '../devotionals/opening-lines.ts';
import { referenceIn } from '../scripture/book-names.ts';
import { editionBible, TRANSLATIONS, type BibleId } from '../scripture/translations.ts';
import { cardArt } from './card-art.ts';
import { devotionalPagePath, LISTEN_ANCHOR } from './routes.ts';

export interface CardSource {
  id: string;
  date: string;
  title: string;
  passage: string;
  transcript: string;
  /** "words (Reference)" in the edition's own Bible (the KJV in English, the Statenvertaling in Dutch…). */
  memoryVerse: string | null;
  /** A translation's: its English original's memory verse in the KJV. */
  memoryVerseKjv?: string | null;
  /** The memory verse in the BSB ("words (Reference)"), when the build resolved it. */
  memoryVerseBsb?: string | null;
  keyDoctrine: string | null;
  hasAudio: boolean;
}

export interface DevotionalCard {
  date: string;
  /** "Sunday, November 29, 2026" */
  dateLabel: string;
  title: string;
  passage: string;
  opening: string;
  /**
   * The memory verse in each Bible the card carries, the edition's own first (shown unless the card is asked for
   * another with `?translation=kjv|bsb`); empty without a memory verse.
   */
  verses: CardVerse[];
  href: string;
  /** The page's player, when the devotional is narrated. */
  listenHref: string | null;
  /** Inline SVG (lib/embeds/card-art.ts). */
  art: string;
}

export interface CardVerse {
  bible: BibleId;
  /** "SV", as the card names the Bible after the reference. */
  abbreviation: string;
  /** The language of `words`: an English Bible on a Dutch card is marked as English. */
  language: Locale;
  words: string;
  /** "Johannes 10:11": the book in the card's language. */
  reference: string | null;
}

/** The stored verses a card quotes, each Bible's words and reference split, the edition's own Bible first. */
export function cardVerses(source: Pick<CardSource, 'memoryVerse' | 'memoryVerseKjv' | 'memoryVerseBsb'>, locale: Locale): CardVerse[] {
  if (!source.memoryVerse?.trim()) return [];
  const own = editionBible(locale);
  // A translation's English original's KJV; an English card's own Bible is the KJV.
  const kjv: [BibleId, string | null | undefined][] = own === 'kjv' ? [] : [['kjv', source.memoryVerseKjv]];
  const quoted: [BibleId, string | null | undefined][] = [[own, source.memoryVerse], ...kjv, ['bsb', source.memoryVerseBsb]];
  return quoted.flatMap(([bible, stored]) => {
    if (!stored?.trim()) return [];
    const { words, reference } = splitMemoryVerse(stored);
    const { abbreviation, language } = TRANSLATIONS[bible];
    return [{ bible, abbreviation, language, words, reference: reference === null ? null : referenceIn(locale, reference) }];
  });
}

/** How a card names a verse's source under it: "Johannes 10:11 (SV)", or "(SV)" without a reference. */
export function verseCaption({ reference, abbreviation }: Pick<CardVerse, 'reference' | 'abbreviation'>): string {
  return reference ? `${reference} (${abbreviation})` : `(${abbreviation})`;
}

/**
 * The card of a devotional of `locale`'s edition: its date in that locale, its passage with the book named as the
 * edition's readers name it, its links to that edition's page.
 */
export function devotionalCard(source: CardSource, locale: Locale = 'en'): DevotionalCard {
  const href = localePath(locale, devotionalPagePath(source.id));
  return {
    date: source.date,
    dateLabel: calendarDates(locale).longDate(source.date),
    title: source.title,
    passage: referenceIn(locale, source.passage),
    opening: openingLines(source.transcript),
    verses: cardVerses(source, locale),
    href,
    listenHref: source.hasAudio ? `${href}#${LISTEN_ANCHOR}` : null,
    art: cardArt({ title: source.title, passage: source.passage, doctrine: source.keyDoctrine, date: source.date }),
  };
}

/**
 * Today's card: today's devotional, else the newest released one (a day without a devotional still shows a card,
 * dated truthfully). Never a later day: the release gate holds in an embed as everywhere.
 */
export function devotionalForToday<T extends { date: string }>(released: readonly T[], today: string): T | null {
  let best: T | null = null;
  for (const d of released) if (d.date <= today && (!best || d.date > best.date)) best = d;
  return best;
}
