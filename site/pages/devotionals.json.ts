/**
 * /devotionals.json: the compact manifest of released devotionals (see site/islands/search/manifest.ts).
 * Built with the anon key, so it cannot hold a draft or a future devotional.
 */
import type { APIRoute } from 'astro';
import { devotionalManifest } from '../lib/manifest.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await devotionalManifest()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
