/**
 * /scripture-index.json: id → KJV scripture text of each released devotional. Kept out of the manifest so
 * the home page only pays for it when a reader uses "Search by Scripture".
 */
import type { APIRoute } from 'astro';
import { scriptureIndex } from '../lib/manifest.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await scriptureIndex()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
