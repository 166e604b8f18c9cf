/**
 * What a devotional card shows (/embed/today/, /embed/devotional/{id}/): the date, the title, the passage, the
 * opening lines of the reflection, the memory verse (in the KJV, and in the BSB beside it when resolved), and where
 * to read and hear it on the site. Pure: the build hands in a released devotional.
 */
import { splitMemoryVerse, type MemoryVerseParts } from '../covers/verse-card.ts';
import { calendarDates } from '../i18n/calendar-dates.ts';
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';
import { openingLines } from '../devotionals/opening-lines.ts';
import { referenceIn } from '../scripture/book-names.ts';
import { cardArt } from './card-art.ts';
import { devotionalPagePath, LISTEN_ANCHOR } from './routes.ts';

export interface CardSource {
  id: string;
  date: string;
  title: string;
  passage: string;
  transcript: string;
  memoryVerse: string | null;
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
  verse: MemoryVerseParts | null;
  /** The same verse in the BSB, shown instead when the card is asked for it (`?translation=bsb`). */
  verseBsb: MemoryVerseParts | null;
  href: string;
  /** The page's player, when the devotional is narrated. */
  listenHref: string | null;
  /** Inline SVG (lib/embeds/card-art.ts). */
  art: string;
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
    verse: source.memoryVerse?.trim() ? splitMemoryVerse(source.memoryVerse) : null,
    verseBsb: source.memoryVerse?.trim() && source.memoryVerseBsb?.trim() ? splitMemoryVerse(source.memoryVerseBsb) : null,
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
