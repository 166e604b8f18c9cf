/**
 * /practice/items/{collection}.json: one collection's items (lib/practice/types.ts PracticeItem): `verses` holds
 * only released devotionals' memory verses, since the build reads with the anon key.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { PracticeCollection } from '@lib/practice/items.ts';
import { loadPracticeCollections } from '../../../lib/practice/items.ts';

export const getStaticPaths = (async () =>
  (await loadPracticeCollections()).map((collection) => ({ params: { collection: collection.collection }, props: { collection } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ collection: PracticeCollection }> = ({ props }) =>
  new Response(JSON.stringify(props.collection), { headers: { 'content-type': 'application/json; charset=utf-8' } });
