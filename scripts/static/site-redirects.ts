/**
 * The routing a static host needs for this site, as data. build-site writes it to dist/_redirects.
 * Order matters: the first matching rule wins, and a rule applies only when no file exists at the path.
 */
import type { RedirectRule } from './redirects.ts';

export const SITE_REDIRECTS: RedirectRule[] = [
  // The spec's generator lived outside /admin; it is a screen of the console now.
  { from: '/devotional-generator', to: '/admin/devotional-generator', status: 301 },
  // The console is one page; admin/index.html turns the rest of the path into its hash route.
  { from: '/admin/*', to: '/admin/index.html', status: 200 },
  // A devotional that is unknown or not released yet has no page: the reader lands on the home page (reader spec §8).
  { from: '/devotional/*', to: '/', status: 302 },
  // Every confession has a prebuilt page; any other slug goes to the index (reader spec §2).
  { from: '/confessions/*', to: '/confessions', status: 302 },
  { from: '/*', to: '/404.html', status: 404 },
];
