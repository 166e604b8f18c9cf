/**
 * /devotional/{id}/verse-card.png: the square "verse card" of each released devotional's memory verse (issue 19),
 * drawn at build time by the cover engine (lib/covers/verse-card.ts) and offered to share or download on the page.
 * Only released devotionals have a page, so only they have a card.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { devotionalPages } from '../../../lib/devotional-page.ts';
import { verseCardResponse } from '../../../lib/verse-card-png.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const pages = await devotionalPages();
  return pages
    .filter(({ devotional }) => devotional.memoryVerse?.trim())
    .map(({ devotional }) => ({
      params: { id: devotional.id },
      props: { memoryVerse: devotional.memoryVerse!, doctrine: devotional.keyDoctrine ?? '' },
    }));
};

export const GET: APIRoute = ({ props }) => verseCardResponse(props.memoryVerse as string, props.doctrine as string);
