/**
 * The service worker (/sw.js), bundled by the build (scripts/static/service-worker.ts) with this build's version
 * and shell list. See docs/offline.md: what is kept, when, and what is never kept.
 */
import { offlineRoute } from '@lib/offline/cacheable.ts';
import type { OfflineWeek } from '@lib/offline/week.ts';
import { weekListPath } from '@lib/offline/week.ts';
import { editionOfWeekList, weekEditions } from '@lib/offline/week-editions.ts';
import { ASSETS_CACHE, CACHE_PREFIX, isStaleCache, OFFLINE_PAGE_PATH, PAGES_CACHE, searchCache, shellCache, weekCache } from './caches.ts';
import { rangeResponse } from '@lib/offline/range.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath, splitLocalePath } from '@lib/i18n/paths.ts';
import { DEFAULT_LOCALE, isLocale } from '@lib/i18n/locales.ts';
import { reminderNotification, sameOriginUrl, type FallbackWords } from '@lib/reminders/shown-notification.ts';
import { offline as offlineEn } from '@lib/i18n/catalogues/en/offline.ts';
import { offline as offlineNl } from '@lib/i18n/catalogues/nl/offline.ts';
import { offline as offlineEs } from '@lib/i18n/catalogues/es/offline.ts';
import { offline as offlinePt } from '@lib/i18n/catalogues/pt/offline.ts';

declare const __RD_VERSION__: string;
declare const __RD_SHELL__: string[];

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface ShownNotification {
  data: unknown;
  close(): void;
}
interface NotificationEvent extends ExtendableEvent {
  notification: ShownNotification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  navigator: { language?: string };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: {
    showNotification(title: string, options: { body: string; lang: string; tag: string; icon: string; data: { url: string } }): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const VERSION = __RD_VERSION__;
const ORIGIN = scope.location.origin;

/**
 * An edition's today and previous six released days (the build's list for that edition), pages and covers; a cover
 * that fails is skipped.
 */
async function keepWeek(locale: Locale): Promise<void> {
  const list = weekListPath(locale);
  const cache = await caches.open(weekCache(VERSION));
  const response = await fetch(list, { cache: 'no-store' });
  if (!response.ok) return;
  await cache.put(list, response.clone());
  const week = (await response.json()) as OfflineWeek;
  await Promise.all(
    week.days.flatMap((day) => [
      cache.add(day.page).catch(() => {}),
      ...(day.cover && offlineRoute({ method: 'GET', url: new URL(day.cover, ORIGIN).href }, ORIGIN) === 'media' ? [cache.add(day.cover).catch(() => {})] : []),
    ]),
  );
}

/** The week lists kept by any build's worker (the previous one's, before it is deleted). */
async function keptWeekLists(): Promise<string[]> {
  const weeks = (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}week-`));
  const lists = await Promise.all(
    weeks.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname).filter((p) => editionOfWeekList(p))),
  );
  return lists.flat();
}

/** The weeks of the editions the reader reads: the open pages' editions and those the previous worker kept. */
async function keepWeeks(): Promise<void> {
  const open = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => new URL(client.url).pathname);
  await Promise.all(weekEditions(open, await keptWeekLists()).map(keepWeek));
}

/** A page of an edition whose week this worker has not kept yet: keep it, once (a reader who turned to Dutch). */
const weeksAsked = new Set<Locale>();
async function keepWeekOfEdition(locale: Locale): Promise<void> {
  if (weeksAsked.has(locale)) return;
  weeksAsked.add(locale);
  if (await (await caches.open(weekCache(VERSION))).match(weekListPath(locale))) return;
  await keepWeek(locale).catch(() => weeksAsked.delete(locale));
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(shellCache(VERSION))).addAll(__RD_SHELL__);
      await keepWeeks();
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleCache(name, VERSION)).map((name) => caches.delete(name)));
      await scope.clients.claim();
    })(),
  );
});

/**
 * Cache first. `ignoreSearch`: Pagefind asks for its entry file with a cache-busting `?ts=…`, so search files are
 * kept and found by path alone (their cache belongs to one build, so the path names one file).
 */
async function cacheFirst(request: Request, cacheName: string, { ignoreSearch = false } = {}): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const url = new URL(request.url);
    if (ignoreSearch) url.search = '';
    await (await caches.open(cacheName)).put(url.href, response.clone());
  }
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !response.redirected) await (await caches.open(PAGES_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await caches.match(request)) ?? (request.mode === 'navigate' ? await caches.match(request, { ignoreSearch: true }) : undefined);
    if (cached) return cached;
    if (request.mode === 'navigate') {
      // The offline page of the edition asked for: a Dutch page falls back to /nl/offline/, in Dutch.
      const edition = splitLocalePath(new URL(request.url).pathname).locale;
      const offline = (await caches.match(localePath(edition, OFFLINE_PAGE_PATH))) ?? (await caches.match(OFFLINE_PAGE_PATH));
      if (offline) return offline;
    }
    throw error;
  }
}

/** Kept narration and week covers from the cache (a byte range when the player asks for one), else the network, unstored. */
async function mediaFromCache(request: Request): Promise<Response> {
  const cached = await caches.match(request.url, { ignoreVary: true });
  if (!cached) return fetch(request);
  const range = request.headers.get('range');
  return range ? rangeResponse(cached, range) : cached;
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (offlineRoute(request, ORIGIN)) {
    case 'never':
      return;
    case 'asset':
      return event.respondWith(cacheFirst(request, ASSETS_CACHE));
    case 'search':
      return event.respondWith(cacheFirst(request, searchCache(VERSION), { ignoreSearch: true }));
    case 'media':
      return event.respondWith(mediaFromCache(request));
    case 'page':
      if (request.mode === 'navigate') event.waitUntil(keepWeekOfEdition(splitLocalePath(new URL(request.url).pathname).locale));
      return event.respondWith(networkFirst(request));
  }
});

/** The generic reminder's words in each edition (a push whose payload cannot be read still shows one). */
const PUSH_WORDS: FallbackWords = {
  en: { title: offlineEn['offline.push.title'], body: offlineEn['offline.push.body'] },
  nl: { title: offlineNl['offline.push.title'], body: offlineNl['offline.push.body'] },
  es: { title: offlineEs['offline.push.title'], body: offlineEs['offline.push.body'] },
  pt: { title: offlinePt['offline.push.title'], body: offlinePt['offline.push.body'] },
};

/** The browser's language when it is an edition's (a payload without one), else English. */
function browserEdition() {
  const language = scope.navigator.language?.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

// A reminder (docs/offline.md). Every push shows a notification, even one whose payload cannot be read: Safari
// revokes the subscription of a site whose pushes show nothing.
scope.addEventListener('push', (event) => {
  let data: string | null = null;
  try {
    data = event.data?.text() ?? null;
  } catch {
    data = null;
  }
  const shown = reminderNotification(data, ORIGIN, browserEdition(), PUSH_WORDS);
  event.waitUntil(
    scope.registration.showNotification(shown.title, {
      body: shown.body,
      lang: shown.lang,
      tag: shown.tag,
      // No badge: Android draws a badge from its alpha alone, and the site has no monochrome one.
      icon: '/icon-192.png',
      data: { url: shown.url },
    }),
  );
});

// Opens the reminder's page: in a window of the site already open (focused and taken there), else a new one.
// The page is today's, which the worker keeps with the week, so it opens offline too.
scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(data?.url, ORIGIN) ?? new URL('/', ORIGIN).href;
  event.waitUntil(
    (async () => {
      const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = open.find((candidate) => new URL(candidate.url).origin === ORIGIN);
      if (client) {
        const focused = await client.focus().catch(() => client);
        if ((await focused.navigate(url).catch(() => null)) !== null) return;
      }
      await scope.clients.openWindow(url);
    })(),
  );
});
