/**
 * /devotional/{id}/verse-card-bsb.png: the verse card of the memory verse in the BSB, for readers who chose it (the
 * page offers this one instead of verse-card.png). Only where the build resolved the verse in the BSB.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { devotionalPages } from '../../../lib/devotional-page.ts';
import { verseCardResponse } from '../../../lib/verse-card-png.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const pages = await devotionalPages();
  return pages
    .filter(({ devotional }) => devotional.bsb?.memoryVerse)
    .map(({ devotional }) => ({
      params: { id: devotional.id },
      props: { memoryVerse: devotional.bsb!.memoryVerse!, doctrine: devotional.keyDoctrine ?? '' },
    }));
};

export const GET: APIRoute = ({ props }) => verseCardResponse(props.memoryVerse as string, props.doctrine as string);
