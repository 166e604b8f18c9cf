/**
 * /scripture/words/{shard}.json: the words of the released devotionals' KJV text that begin with the shard's two
 * letters, each with the passage numbers that hold it. "Search by Scripture" fetches only its words' shards.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { WordShard } from '../../../lib/search/words.ts';
import { scriptureWordShards } from '../../../lib/manifest.ts';

export const getStaticPaths = (async () =>
  [...(await scriptureWordShards())].map(([shard, words]) => ({ params: { shard }, props: { words } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ words: WordShard }> = ({ props }) =>
  new Response(JSON.stringify(props.words), { headers: { 'content-type': 'application/json; charset=utf-8' } });
