/**
 * The web app manifest: name, icons at the sizes browsers ask for (192 and 512, plus a maskable 512 whose mark sits
 * inside the safe zone), the site's colours, start URL and standalone display. Icons are the /icon-*.png routes.
 */
import { THEME_COLOR } from './site-mark.ts';

/** The page background (Tailwind stone-50, the body's light background). */
export const BACKGROUND_COLOR = '#fafaf9';

export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** An edition's words and home (/, /nl/, /es/): each edition installs as its own app, opening on its home. */
export interface ManifestEdition {
  lang: string;
  home: string;
  shortName: string;
  description: string;
}

const ENGLISH: ManifestEdition = {
  lang: 'en',
  home: '/',
  shortName: 'Devotionals',
  description: 'A free daily devotional with a Reformed theology focus. Rooted in Grace. Growing Daily.',
};

export function webManifest(edition: ManifestEdition = ENGLISH) {
  return {
    name: 'Reformed Devotionals',
    short_name: edition.shortName,
    description: edition.description,
    ...(edition.lang === ENGLISH.lang ? {} : { lang: edition.lang }),
    id: edition.home,
    start_url: edition.home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}
