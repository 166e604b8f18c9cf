/**
 * /offline/week.json (and /nl/…, /es/…): an edition's devotional of today and its previous six released days,
 * which the service worker keeps for a reader of that edition (lib/offline/week.ts). Built from the edition's
 * manifest read with the anon key, so it can never name a future day.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { offlineWeek } from '@lib/offline/week.ts';
import { devotionalManifest } from '../../../data/build/manifest.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const { siteToday, devotionals } = await devotionalManifest(props.locale);
  return new Response(JSON.stringify(offlineWeek(devotionals, siteToday, props.locale)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
