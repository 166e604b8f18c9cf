/**
 * Build-time loading of an edition's printable cards of the week (lib/practice/week-cards.ts), with the anon key:
 * the edition's newest memory verse (in its own Bible, with the KJV and the BSB of its English original), and the
 * catechisms in the edition's language where the library has them, else in English (`languages` says which).
 */
import { weekCards, type WeekCards } from '@lib/practice/week-cards.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { isLocale } from '@lib/i18n/locales.ts';
import { editionBible } from '@lib/scripture/translations.ts';
import { devotionalPages } from '../../data/build/devotionals.ts';
import { allConfessions, confessionSections } from '../../data/build/confessions.ts';
import { siteToday } from '../../data/build/api.ts';

const HEIDELBERG = 'heidelberg-catechism';
const SHORTER = 'westminster-shorter-catechism';

export async function loadWeekCards(locale: Locale = 'en'): Promise<{ today: string; cards: WeekCards; languages: { heidelberg: Locale; shorter: Locale } }> {
  const [today, pages, confessions] = await Promise.all([siteToday(), devotionalPages(locale), allConfessions(locale)]);
  const document = (slug: string) => confessions.find((c) => c.slug === slug);
  const sections = (slug: string) => {
    const found = document(slug);
    return found ? confessionSections(found.id) : Promise.resolve([]);
  };
  const languageOf = (slug: string): Locale => {
    const language = document(slug)?.language;
    return isLocale(language) ? language : 'en';
  };
  const [heidelberg, shorter] = await Promise.all([sections(HEIDELBERG), sections(SHORTER)]);
  const translated = locale !== 'en';
  const devotionals = pages.map(({ devotional }) => ({
    id: devotional.id,
    date: devotional.date,
    title: devotional.title,
    memoryVerse: devotional.memoryVerse,
    bsbMemoryVerse: devotional.bsb?.memoryVerse,
    ...(translated ? { bible: editionBible(locale), kjvMemoryVerse: devotional.kjv?.memoryVerse } : {}),
  }));
  return {
    today,
    cards: weekCards(today, devotionals, heidelberg, shorter),
    languages: { heidelberg: languageOf(HEIDELBERG), shorter: languageOf(SHORTER) },
  };
}
