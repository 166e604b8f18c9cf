/**
 * /devotionals/index.json: the site's today and time zone and the manifest's parts, one per year, newest first
 * (see site/lib/search/manifest.ts). Built with the anon key, so it cannot count a draft or a future day.
 */
import type { APIRoute } from 'astro';
import { archiveIndex } from '../../lib/manifest.ts';

export const GET: APIRoute = async () => new Response(JSON.stringify(await archiveIndex()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
