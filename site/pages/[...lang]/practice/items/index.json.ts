/**
 * /practice/items/index.json: the collections a learner can practise (the memory verses, the catechisms, the
 * creeds), each with its kind and size; /practice reads it, then the collection files it needs.
 */
import type { APIRoute } from 'astro';
import { collectionIndex } from '@lib/practice/items.ts';
import { loadPracticeCollections } from '../../../lib/practice/items.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(collectionIndex(await loadPracticeCollections())), { headers: { 'content-type': 'application/json; charset=utf-8' } });
