/**
 * /devotional/{id}/verse-card.png (and /nl/…, /es/… for those editions' devotionals): the square "verse card" of each
 * released devotional's memory verse, as stored in its edition's Bible, drawn at build time by the cover
 * engine (lib/covers/verse-card.ts) and offered to share or download on the page. The card's only words besides the
 * verse are its reference and the site's name, so it needs no translation. Only released devotionals have a page,
 * so only they have a card.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '@lib/i18n/locales.ts';
import { devotionalPages } from '../../../../data/build/devotionals.ts';
import { verseCardResponse } from '../../../../lib/verse-card-png.ts';
import { langParam } from '../../../../lib/i18n/editions.ts';
import { pageCacheKey } from '../../../../lib/incremental/cache-key.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const editions = await Promise.all(
    LOCALES.map(async (locale) =>
      (await devotionalPages(locale))
        .filter(({ devotional }) => devotional.memoryVerse?.trim())
        .map(async ({ devotional }) => {
          const props = { memoryVerse: devotional.memoryVerse!, doctrine: devotional.keyDoctrine ?? '' };
          // Drawn again only when its verse or doctrine changed (docs/deploy.md, "Publishing what changed").
          return { params: { lang: langParam(locale), id: devotional.id }, props, cacheKey: await pageCacheKey(props) };
        }),
    ),
  );
  return Promise.all(editions.flat());
};

export const GET: APIRoute = ({ props }) => verseCardResponse(props.memoryVerse as string, props.doctrine as string);
