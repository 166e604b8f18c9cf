/**
 * "Keep for offline": what the reader asks the site to keep goes into the service worker's kept cache
 * (site/offline/caches.ts), which the worker answers from when the network is gone (docs/offline.md).
 */
import { KEPT_CACHE, isReaderCache } from '../../offline/caches.ts';

export const offlineSupported = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

/** Size of a kept copy of `url`, or null when it is not kept. */
export async function keptSize(url: string): Promise<number | null> {
  if (!offlineSupported()) return null;
  const cached = await (await caches.open(KEPT_CACHE)).match(url);
  return cached ? (await cached.blob()).size : null;
}

/** Size the server announces for `url` (HEAD), or null when it does not say. */
export async function remoteSize(url: string): Promise<number | null> {
  const response = await fetch(url, { method: 'HEAD' });
  const length = Number(response.headers.get('content-length'));
  return response.ok && length > 0 ? length : null;
}

/** Downloads `urls` into the kept cache; returns the bytes kept. */
export async function keepForOffline(urls: string[]): Promise<number> {
  const cache = await caches.open(KEPT_CACHE);
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
