/**
 * How a build shares the editions among its Astro processes (scripts/static/build-parts.ts): Astro renders pages in
 * one thread, so a machine with more cores renders the editions in as many processes, each a run of the registry's
 * editions. The files no edition owns (the Bibles' JSON, the icons, /embed/resize.js) go with the default edition,
 * whose address they share.
 */
import { splitLocalePath } from '../i18n/paths.ts';
import type { Locale } from './registry.ts';

/** `locales` in `count` runs, in their order, as even as they divide (the first ones one longer). */
export function editionParts(locales: readonly Locale[], count: number): Locale[][] {
  const parts = Math.max(1, Math.min(Math.floor(count), locales.length));
  const size = Math.floor(locales.length / parts);
  const longer = locales.length % parts;
  const result: Locale[][] = [];
  let start = 0;
  for (let i = 0; i < parts; i++) {
    const end = start + size + (i < longer ? 1 : 0);
    result.push(locales.slice(start, end));
    start = end;
  }
  return result;
}

/**
 * Whether the page or file at `pathname` is one of `editions`' (an address without an edition's prefix is the default
 * edition's). @internal: used by site/directives/edition-part.ts, which only astro.config.mjs imports.
 */
export function inEditions(pathname: string, editions: ReadonlySet<Locale>): boolean {
  return editions.has(splitLocalePath(pathname).locale);
}

/** The editions a build process was given (SITE_BUILD_EDITIONS, comma-separated), or null for all. @internal: as inEditions. */
export function editionsFromEnv(value: string | undefined, known: readonly Locale[]): Set<Locale> | null {
  if (!value) return null;
  const listed = value.split(',').map((code) => code.trim());
  const unknown = listed.filter((code) => !known.includes(code as Locale));
  if (unknown.length > 0) throw new Error(`SITE_BUILD_EDITIONS names editions the registry does not have: ${unknown.join(', ')}`);
  return new Set(listed as Locale[]);
}
