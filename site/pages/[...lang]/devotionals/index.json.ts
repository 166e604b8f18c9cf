/**
 * /devotionals/index.json (and /nl/…, /es/… for those editions): the site's today and time zone and the edition's
 * manifest parts, one per year, newest first (see site/lib/search/manifest.ts). Built with the anon key, so it
 * cannot count a draft or a future day.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { archiveIndex } from '../../../data/build/manifest.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(JSON.stringify(await archiveIndex(props.locale)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
