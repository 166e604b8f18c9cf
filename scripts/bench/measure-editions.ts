/**
 * The three editions' figures on one build: each edition's files and pages (edition-files.ts), the pages in
 * its search index, its page weights (home, a devotional, an archive month, a confession: measure-bytes.ts under the
 * edition's prefix) and, in Chromium, full-text search on its home in its own words (measure-search.ts).
 */
import type { PublishMeasurement } from './measure-publish.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { daysOfRoom, measureHostBudget, PAGES_LIMITS, pagesLimits, PAID_PLAN_FILES, type HostBudget } from '../static/host-budget.ts';
import { countBuildFiles, type BuildFiles, type EditionFiles } from './edition-files.ts';
import type { EditionsLoad } from './insert-archive.ts';
import type { BuildMeasurement } from './measure-build.ts';
import { measurePageTypes, type PageTypeBytes } from './measure-bytes.ts';
import { FULL_TEXT_TERMS_BY_EDITION, measureFullText, type FullTextMeasurement } from './measure-search.ts';

/** The page types weighed in each edition. */
export const EDITION_PAGE_TYPES = ['home', 'devotional', 'month', 'confession'] as const;

export interface EditionFigures {
  locale: Locale;
  files: EditionFiles;
  /** Pages in the edition's Pagefind index (pagefind-entry.json), null when it cannot be read. */
  indexed: number | null;
  pages: PageTypeBytes[];
  /** Page types with no page in this edition. */
  missing: string[];
  search?: FullTextMeasurement;
}

export interface EditionsResult {
  label: string;
  /** English synthetic days that got their translations, and the time to write them. */
  load?: EditionsLoad;
  /** The same database before the archive's translations (the seed's sample translations are there). */
  baseline?: { build: BuildMeasurement; files: BuildFiles };
  build?: BuildMeasurement;
  files?: BuildFiles;
  /** The whole build against Cloudflare Pages' limits (a day's files counted in every edition). */
  host?: HostBudget;
  /** Days of room under the free plan's 20,000 files and a paid plan's 100,000 (0 when over). */
  room?: { free: number | null; paid: number | null };
  editions: EditionFigures[];
  /**
   * An English devotional published after the three-edition build: publish → served through the real path, the
   * rebuild incremental from that build's cache (measure-publish.ts); or why it was not measured.
   */
  publish?: PublishMeasurement | { error: string };
  error?: string;
}

/** Pages in each language's search index. */
function indexedByLanguage(outDir: string): Partial<Record<string, number>> {
  try {
    const entry = JSON.parse(readFileSync(path.join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages?: Record<string, { page_count?: number }>;
    };
    return Object.fromEntries(Object.entries(entry.languages ?? {}).map(([language, l]) => [language, l.page_count ?? 0]));
  } catch {
    return {};
  }
}

/** Measures every edition of the build in `outDir`; search only when a browser is given. */
export async function measureEditions(
  outDir: string,
  browser: Browser | null,
  log: (line: string) => void = () => {},
): Promise<Pick<EditionsResult, 'files' | 'host' | 'room' | 'editions'>> {
  const files = await countBuildFiles(outDir);
  const host = await measureHostBudget(outDir);
  const room = { free: daysOfRoom(host, PAGES_LIMITS), paid: daysOfRoom(host, pagesLimits({ PAGES_FILE_LIMIT: String(PAID_PLAN_FILES) })) };
  const indexed = indexedByLanguage(outDir);
  const editions: EditionFigures[] = [];
  // Untimed: the browser's first page pays for its own start-up, which would be counted against the first edition.
  if (browser) await measureFullText(browser, outDir, '/', ['grace']);
  for (const locale of LOCALES) {
    const { types, missing } = await measurePageTypes(outDir, { edition: locale === 'en' ? undefined : locale, keys: EDITION_PAGE_TYPES });
    const figures: EditionFigures = { locale, files: files.editions[locale], indexed: indexed[locale] ?? null, pages: types, missing };
    if (browser) {
      log(`  full-text search on /${locale === 'en' ? '' : `${locale}/`} in Chromium...`);
      figures.search = await measureFullText(browser, outDir, locale === 'en' ? '/' : `/${locale}/`, FULL_TEXT_TERMS_BY_EDITION[locale]);
    }
    editions.push(figures);
  }
  return { files, host, room, editions };
}
