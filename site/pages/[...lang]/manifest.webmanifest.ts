/**
 * /manifest.webmanifest (and /nl/…, /es/…): what a browser needs to install the site (lib/icons/web-manifest.ts),
 * in each edition's language and opening on its home. Each edition's pages link their own (SiteIcons.astro).
 */
import type { APIRoute } from 'astro';
import { webManifest } from '@lib/icons/web-manifest.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { editionHome } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionPaths } from '../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props }) => {
  const t = translator(props.locale);
  const edition = { lang: props.locale, home: editionHome(props.locale), shortName: t('feeds.appShortName'), description: t('feeds.appDescription') };
  return new Response(JSON.stringify(webManifest(edition)), { headers: { 'content-type': 'application/manifest+json' } });
};
