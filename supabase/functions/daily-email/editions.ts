/**
 * The day's devotional in each edition, and which one a subscriber gets: their language's where the day
 * has it, else the English with a note in their language (daily.ts). Each edition publishes on its own, so a
 * translation that is still a draft is simply not there. A translation carries its English original's KJV (same
 * translation group, published the same day), which its subscribers who chose the KJV or the BSB read.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';
import type { DailyDevotional } from './daily.ts';

export interface DevotionalRow {
  id: string;
  date: string;
  title: string;
  language: string;
  translation_group: string;
  biblical_passage: string;
  scripture_text: string | null;
  transcript: string | null;
  memory_verse: string | null;
  image_url: string | null;
  audio_url: string | null;
  audio_url_male: string | null;
  audio_url_female: string | null;
}

export function dailyDevotional(row: DevotionalRow, original?: DevotionalRow): DailyDevotional {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    passage: row.biblical_passage,
    scriptureText: row.scripture_text,
    reflection: row.transcript,
    memoryVerse: row.memory_verse,
    imageUrl: row.image_url,
    audioUrl: row.audio_url ?? row.audio_url_male ?? row.audio_url_female,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    kjv: original ? { scriptureText: original.scripture_text, memoryVerse: original.memory_verse } : null,
  };
}

/** The first published devotional of the day per language (rows in creation order). */
export function devotionalsByLanguage(rows: DevotionalRow[]): Partial<Record<Locale, DailyDevotional>> {
  const editions: Partial<Record<Locale, DailyDevotional>> = {};
  const originals = new Map<string, DevotionalRow>();
  for (const row of rows) if (row.language === DEFAULT_LOCALE && !originals.has(row.translation_group)) originals.set(row.translation_group, row);
  for (const row of rows) {
    if (!isLocale(row.language) || editions[row.language]) continue;
    editions[row.language] = dailyDevotional(row, row.language === DEFAULT_LOCALE ? undefined : originals.get(row.translation_group));
  }
  return editions;
}

/** The devotional a subscriber of `language` gets, and its edition. The English edition must have the day. */
export function devotionalFor(editions: Partial<Record<Locale, DailyDevotional>>, language: Locale): { devotional: DailyDevotional; language: Locale } {
  const own = editions[language];
  if (own) return { devotional: own, language };
  return { devotional: editions[DEFAULT_LOCALE]!, language: DEFAULT_LOCALE };
}
