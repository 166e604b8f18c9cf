/**
 * /practice/items/index.json (and /nl/…, /es/…): the collections a learner can practise in the edition (the memory
 * verses, the catechisms, the creeds), each with its kind, language (when not English) and size; /practice reads it,
 * then the collection files it needs.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { collectionIndex } from '@lib/practice/items.ts';
import { loadPracticeCollections } from '../../../../lib/practice/items.ts';
import { editionPaths } from '../../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(JSON.stringify(collectionIndex(await loadPracticeCollections(props.locale))), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
