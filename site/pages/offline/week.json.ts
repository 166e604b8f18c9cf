/**
 * /offline/week.json: today's devotional and the previous six released days, which the service worker keeps
 * (lib/offline/week.ts). Built from the manifest read with the anon key, so it can never name a future day.
 */
import type { APIRoute } from 'astro';
import { offlineWeek } from '@lib/offline/week.ts';
import { devotionalManifest } from '../../lib/manifest.ts';

export const GET: APIRoute = async () => {
  const { siteToday, devotionals } = await devotionalManifest();
  return new Response(JSON.stringify(offlineWeek(devotionals, siteToday)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
