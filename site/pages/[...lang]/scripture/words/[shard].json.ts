/**
 * /scripture/words/{shard}.json (and /nl/…, /es/…): the words of an edition's released devotionals' scripture text
 * that begin with the shard's two letters, each with the passage numbers that hold it. "Search by Scripture"
 * fetches only its words' shards.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '@lib/i18n/locales.ts';
import type { WordShard } from '../../../../lib/search/words.ts';
import { scriptureWordShards } from '../../../../data/build/manifest.ts';
import { langParam } from '../../../../lib/i18n/editions.ts';
import { pageCacheKey } from '../../../../lib/incremental/cache-key.ts';

const body = (words: WordShard) => JSON.stringify(words);

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        Promise.all(
          [...(await scriptureWordShards(locale))].map(async ([shard, words]) => ({
            params: { lang: langParam(locale), shard },
            props: { words },
            // The file is its words as written: rewritten only when they changed.
            cacheKey: await pageCacheKey({ locale, shard, body: body(words) }),
          })),
        ),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute<{ words: WordShard }> = ({ props }) =>
  new Response(body(props.words), { headers: { 'content-type': 'application/json; charset=utf-8' } });
