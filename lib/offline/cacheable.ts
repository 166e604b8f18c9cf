import { splitLocalePath } from '../i18n/paths.ts';

/**
 * What the service worker may keep, decided for one request. Pure, so the worker and its tests share it.
 *   never   the console (/admin/), sign-in (/auth), anything about the reader (/dashboard, /settings, the e-mail
 *           links' /newsletter/ pages, whose addresses carry the subscriber's token; /payment-success), the
 *           Supabase API (another origin, or /rest/v1, /auth/v1, /functions/v1 on this one), non-GET requests,
 *           and the cards other sites embed with their oEmbed files (/embed/, /oembed/: a card keeps nothing, even
 *           when /churches/ previews it on the site itself);
 *   asset   build files whose names carry a hash (/_astro/): cache first;
 *   search  Pagefind's files (/pagefind/): cached on first search, cache first (the worker's caches are per build);
 *   page    other same-origin pages and data: network first, the cached copy offline;
 *   media   same-origin or Storage public objects (covers, narration) only when the reader or the week list asks.
 */

export type OfflineRoute = 'never' | 'asset' | 'search' | 'page' | 'media';

const NEVER_PREFIXES = [
  '/admin',
  '/auth',
  '/dashboard',
  '/settings',
  '/preview',
  '/newsletter',
  '/payment-success',
  '/embed',
  '/oembed',
  '/rest/v1/',
  '/auth/v1/',
  '/functions/v1/',
  '/realtime/v1/',
];

function under(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

/** Storage's public object path: covers and narration, the only API paths a reader's cache may hold. */
export function isPublicStorageObject(url: URL): boolean {
  return url.pathname.startsWith('/storage/v1/object/public/');
}

export function offlineRoute(request: { method: string; url: string }, siteOrigin: string): OfflineRoute {
  if (request.method !== 'GET') return 'never';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'never';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'never';
  if (url.origin !== siteOrigin) return isPublicStorageObject(url) ? 'media' : 'never';
  const pathname = decodeURIComponentSafe(url.pathname);
  if (pathname === null) return 'never';
  // Every edition alike: /nl/newsletter/… carries a subscriber's token just as /newsletter/… does.
  const inEdition = splitLocalePath(pathname).path;
  if (NEVER_PREFIXES.some((prefix) => under(pathname, prefix) || under(inEdition, prefix))) return 'never';
  if (isPublicStorageObject(url)) return 'media';
  if (pathname === '/sw.js') return 'never';
  if (pathname.startsWith('/_astro/')) return 'asset';
  if (pathname.startsWith('/pagefind/')) return 'search';
  if (/\.(mp3|m4a|ogg|opus|wav)$/i.test(pathname)) return 'media';
  return 'page';
}

function decodeURIComponentSafe(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return null;
  }
}
