/**
 * "Keep for offline": what the reader asks the site to keep goes into the service worker's kept cache
 * (site/offline/caches.ts), which the worker answers from when the network is gone (docs/offline.md).
 */
import { ACCOUNT_KEPT_CACHE, KEPT_CACHE, isReaderCache } from '../../offline/caches.ts';

import { offlineSupported } from './supported.ts';

export { offlineSupported };

/** Where something kept now goes: a signed-in reader's keeps are the account's and leave with it at sign-out. */
export function keptCacheNow(): string {
  return document.documentElement.getAttribute('data-auth') === 'in' ? ACCOUNT_KEPT_CACHE : KEPT_CACHE;
}

/** Size of a kept copy of `url` (kept signed in or not), or null when it is not kept. */
export async function keptSize(url: string): Promise<number | null> {
  if (!offlineSupported()) return null;
  for (const name of [ACCOUNT_KEPT_CACHE, KEPT_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cached = await (await caches.open(name)).match(url);
    if (cached) return (await cached.blob()).size;
  }
  return null;
}

/** Size the server announces for `url` (HEAD), or null when it does not say. */
export async function remoteSize(url: string): Promise<number | null> {
  const response = await fetch(url, { method: 'HEAD' });
  const length = Number(response.headers.get('content-length'));
  return response.ok && length > 0 ? length : null;
}

/** Downloads `urls` into the kept cache (by default the one for who is reading now); returns the bytes kept. */
export async function keepForOffline(urls: string[], cacheName = keptCacheNow()): Promise<number> {
  const cache = await caches.open(cacheName);
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not keep ${url}: ${response.status}`);
    bytes += (await response.clone().blob()).size;
    await cache.put(url, response);
  }
  return bytes;
}

/** "Clear offline copies": deletes what was kept for the reader (pages, the week, narration, search files). */
export async function clearOfflineCopies(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const names = (await caches.keys()).filter(isReaderCache);
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length;
}
