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

export function webManifest() {
  return {
    name: 'Reformed Devotionals',
    short_name: 'Devotionals',
    description: 'A free daily devotional with a Reformed theology focus. Rooted in Grace. Growing Daily.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}
