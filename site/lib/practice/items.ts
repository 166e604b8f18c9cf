/**
 * Build-time loading of an edition's practice item files (/practice/items/, /nl/practice/items/…): the edition's
 * released devotionals' memory verses and the catechisms and creeds of its library (its own translation where the
 * library holds one, else the English document), read once per build and edition with the anon key
 * (lib/practice/items.ts maps them).
 */
import { PRACTICE_DOCUMENTS, practiceCollections, type PracticeCollection, type PracticeEdition } from '@lib/practice/items.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { translator } from '@lib/i18n/messages.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { editionBible } from '@lib/scripture/translations.ts';
import { isLocale } from '@lib/i18n/locales.ts';
import { devotionalPages } from '../../data/build/devotionals.ts';
import { allConfessions, confessionSections } from '../../data/build/confessions.ts';

const collections = new Map<Locale, Promise<PracticeCollection[]>>();

/** How an edition names and links its items, from its catalogue. */
export function practiceEdition(locale: Locale): PracticeEdition {
  const t = translator(locale);
  return {
    locale,
    prefix: localePath(locale, '/').replace(/\/$/, ''),
    versesTitle: t('practice.items.verses'),
    question: (number) => t('practice.items.question', { number }),
    line: (name, number) => t('practice.items.line', { name, number }),
  };
}

export function loadPracticeCollections(locale: Locale = 'en'): Promise<PracticeCollection[]> {
  let edition = collections.get(locale);
  if (!edition) {
    edition = (async () => {
      const [pages, confessions] = await Promise.all([devotionalPages(locale), allConfessions(locale)]);
      const wanted = confessions.filter((c) => PRACTICE_DOCUMENTS.some((d) => d.slug === c.slug));
      const documents = await Promise.all(
        wanted.map(async (c) => ({
          slug: c.slug,
          name: c.name,
          ...(isLocale(c.language) && c.language !== 'en' ? { language: c.language } : {}),
          sections: await confessionSections(c.id),
        })),
      );
      const translated = locale !== 'en';
      return practiceCollections(
        pages.map(({ devotional, translations }) => ({
          id: devotional.id,
          date: devotional.date,
          title: devotional.title,
          memoryVerse: devotional.memoryVerse,
          bsbMemoryVerse: devotional.bsb?.memoryVerse,
          // A translation stores its verse in the edition's Bible; its English original names the item.
          ...(translated ? { bible: editionBible(locale), originalId: translations.en, kjvMemoryVerse: devotional.kjv?.memoryVerse } : {}),
        })),
        documents,
        practiceEdition(locale),
      );
    })();
    collections.set(locale, edition);
  }
  return edition;
}
