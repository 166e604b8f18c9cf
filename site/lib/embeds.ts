/**
 * Build-time data for the cards other sites embed (/embed/*) and their oEmbed files (/oembed/*): the released
 * devotionals the devotional pages are built from (so an embed can never show a day the site does not), the
 * site's today, and the Heidelberg Catechism's sections. Read with the anon key, like every page.
 */
import { catechismCard, type CatechismCard } from '@lib/embeds/catechism-card.ts';
import { devotionalCard, devotionalForToday, type DevotionalCard } from '@lib/embeds/devotional-card.ts';
import { verseOfTheDayCard, type VerseOfTheDayCard } from '@lib/embeds/verse-of-the-day.ts';
import { resolveAudioSources } from './audio/voice.ts';
import { confessionInEdition } from '../data/build/confessions.ts';
import { devotionalPages, type Devotional } from '../data/build/devotionals.ts';
import { siteToday } from '../data/build/api.ts';
import type { Locale } from '@lib/i18n/locales.ts';

export function cardOf(devotional: Devotional, locale: Locale = 'en'): DevotionalCard {
  return devotionalCard(
    {
      id: devotional.id,
      date: devotional.date,
      title: devotional.title,
      passage: devotional.passage,
      transcript: devotional.transcript,
      memoryVerse: devotional.memoryVerse,
      memoryVerseKjv: devotional.kjv?.memoryVerse ?? null,
      memoryVerseBsb: devotional.bsb?.memoryVerse ?? null,
      keyDoctrine: devotional.keyDoctrine,
      hasAudio: resolveAudioSources(devotional.audio).kind !== 'none',
    },
    locale,
  );
}

/** An edition's released devotionals (English unless told), newest first, as the devotional pages have them. */
export async function releasedDevotionals(locale: Locale = 'en'): Promise<Devotional[]> {
  return (await devotionalPages(locale)).map((page) => page.devotional);
}

/** The devotional an edition's /embed/today/ shows: today's, else the newest released; null before the first release. */
export async function devotionalOfToday(locale: Locale = 'en'): Promise<Devotional | null> {
  const [today, released] = await Promise.all([siteToday(), releasedDevotionals(locale)]);
  return devotionalForToday(released, today);
}

/**
 * An edition's verse of the day (/embed/verse/ and its pictures): the memory verse of the devotional /embed/today/
 * shows, so it passes the same release gate; null before the first release or when that day has no memory verse.
 */
export async function verseOfToday(locale: Locale = 'en'): Promise<VerseOfTheDayCard | null> {
  const devotional = await devotionalOfToday(locale);
  return devotional
    ? verseOfTheDayCard(
        {
          id: devotional.id,
          date: devotional.date,
          title: devotional.title,
          passage: devotional.passage,
          memoryVerse: devotional.memoryVerse,
          memoryVerseKjv: devotional.kjv?.memoryVerse ?? null,
          memoryVerseBsb: devotional.bsb?.memoryVerse ?? null,
          keyDoctrine: devotional.keyDoctrine,
        },
        locale,
      )
    : null;
}

/**
 * This week's Lord's Day for an edition's /embed/catechism/: from the edition's Heidelberg Catechism where the
 * library holds one (Dutch), else the English text, with the language its questions are in.
 */
export async function catechismOfTheWeek(locale: Locale = 'en'): Promise<{ card: CatechismCard; textLanguage: Locale }> {
  const [today, heidelberg] = await Promise.all([siteToday(), confessionInEdition('heidelberg-catechism', locale)]);
  return { card: catechismCard(today, heidelberg?.sections ?? [], locale), textLanguage: heidelberg?.language ?? 'en' };
}
