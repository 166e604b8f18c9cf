/**
 * The routing a static host needs for this site, as data. build-site writes it to dist/_redirects.
 * Cloudflare Pages follows a rule even when a file exists at the path, so no rule may cover a built page or asset:
 * the console's screens are listed by their first path segment instead of `/admin/*` (which would also catch
 * /admin/assets/*), and unknown devotionals and confessions are answered by the nearest 404.html (not-found-pages.ts).
 */
import type { RedirectRule } from './redirects.ts';

/**
 * The first path segments of the console's screens (admin/src/App.tsx: its resources, custom routes and the
 * sign-in pages). A deep link such as /admin/devotional/edit/7 is served the console's page, whose start-up script
 * turns the path into the hash route react-admin reads. scripts/static/redirects.test.ts checks this list
 * against App.tsx.
 */
export const ADMIN_ROUTE_ROOTS = [
  'devotionals',
  'devotional',
  'devotional-generator',
  'tags',
  'series',
  'confessions',
  'users',
  'feedback',
  'site-settings',
  'inbox',
  'login',
  'forgot-password',
  'set-password',
  'not-an-admin',
] as const;

/** The console's page; Cloudflare serves /admin/index.html there (and redirects /admin/index.html to it). */
export const ADMIN_PAGE = '/admin/';

// Rules without a splat or placeholder come first: Cloudflare looks those up directly, and they win either way.
export const SITE_REDIRECTS: RedirectRule[] = [
  // The spec's generator lived outside /admin; it is a screen of the console now.
  { from: '/devotional-generator', to: '/admin/devotional-generator', status: 301 },
  { from: '/devotional-generator/', to: '/admin/devotional-generator', status: 301 },
  ...ADMIN_ROUTE_ROOTS.map((root): RedirectRule => ({ from: `/admin/${root}`, to: ADMIN_PAGE, status: 200 })),
  ...ADMIN_ROUTE_ROOTS.map((root): RedirectRule => ({ from: `/admin/${root}/*`, to: ADMIN_PAGE, status: 200 })),
];
