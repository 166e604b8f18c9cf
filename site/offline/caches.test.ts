import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_KEPT_CACHE,
  ASSETS_CACHE,
  isReaderCache,
  isStaleCache,
  KEPT_CACHE,
  PAGES_CACHE,
  SIGN_OUT_CACHES,
  searchCache,
  shellCache,
  weekCache,
} from './caches.ts';

describe('service worker caches', () => {
  it('deletes on activation only the per-build caches of other builds', () => {
    expect(isStaleCache(shellCache('old'), 'new')).toBe(true);
    expect(isStaleCache(weekCache('old'), 'new')).toBe(true);
    expect(isStaleCache(searchCache('old'), 'new')).toBe(true);
    expect(isStaleCache(shellCache('new'), 'new')).toBe(false);
    expect(isStaleCache(PAGES_CACHE, 'new')).toBe(false);
    expect(isStaleCache(KEPT_CACHE, 'new')).toBe(false);
    expect(isStaleCache(ACCOUNT_KEPT_CACHE, 'new')).toBe(false);
    expect(isStaleCache(ASSETS_CACHE, 'new')).toBe(false);
    expect(isStaleCache('someone-else', 'new')).toBe(false);
  });

  it('"Clear offline copies" empties what was kept for the reader, not the shell', () => {
    expect([PAGES_CACHE, KEPT_CACHE, ACCOUNT_KEPT_CACHE, weekCache('v'), searchCache('v')].every(isReaderCache)).toBe(true);
    expect(isReaderCache(shellCache('v'))).toBe(false);
    expect(isReaderCache(ASSETS_CACHE)).toBe(false);
    expect(isReaderCache('other')).toBe(false);
  });

  it("sign-out deletes the reader's keeps and opened pages, not a visitor's keeps or what every visitor shares", () => {
    expect(SIGN_OUT_CACHES).toEqual([ACCOUNT_KEPT_CACHE, PAGES_CACHE]);
    for (const shared of [KEPT_CACHE, ASSETS_CACHE, shellCache('v'), weekCache('v'), searchCache('v')]) expect(SIGN_OUT_CACHES).not.toContain(shared);
  });
});
