/**
 * The build's pictures of each edition's verse of the day (lib/embeds/verse-of-the-day.ts): a square and a story PNG
 * per Bible the edition offers a church, drawn from the same released devotional as /embed/verse/. Before the first
 * release, or on a day without a memory verse, there are none (and /churches/ offers no download).
 */
import { verseImages, type VerseImage } from '@lib/embeds/verse-of-the-day.ts';
import { LOCALES } from '@lib/i18n/locales.ts';
import { editionBible } from '@lib/scripture/translations.ts';
import { langParam } from './i18n/editions.ts';
import { verseOfToday } from './embeds.ts';

/** Each edition's pictures, as the two routes take them: the edition's own Bible (`own`) or the others, by name. */
export async function verseImagePaths(own: boolean) {
  const editions = await Promise.all(
    LOCALES.map(async (locale) =>
      verseImages(await verseOfToday(locale), locale)
        .filter((image) => (image.bible === editionBible(locale)) === own)
        .map((image) => ({
          params: { lang: langParam(locale), format: image.format, ...(own ? {} : { bible: image.bible }) },
          props: { image },
        })),
    ),
  );
  return editions.flat();
}

export type { VerseImage };
