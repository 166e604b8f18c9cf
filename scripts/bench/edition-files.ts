/**
 * Which edition each file of a build belongs to, for the pages and files each edition adds; what they use
 * together of Cloudflare Pages' file limit is scripts/static/host-budget.ts's measure. A file under /nl/ or /es/ is
 * that edition's; Pagefind's files name their language (`fragment/nl_….pf_fragment`,
 * `index/es_….pf_index`, `pagefind.nl_….pf_meta`, `wasm.es.pagefind`); the bundled scripts and styles (`_astro/`) and
 * Pagefind's own code serve every edition; everything else is the English edition's.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lib/i18n/locales.ts';

export type FileOwner = Locale | 'shared';

/** The host's configuration files are read by Pages, not uploaded as assets (as host-budget.ts counts). */
const HOST_FILES = new Set(['_redirects', '_headers', '_routes.json']);
const ANY_EDITION = LOCALES.join('|');
const TRANSLATED = LOCALES.filter((code) => code !== DEFAULT_LOCALE).join('|');
const SEARCH_FILE = new RegExp(`^pagefind/(?:(?:fragment|index|filter)/|pagefind\\.|wasm\\.)(${ANY_EDITION})[_.]`);
/** A devotional's own files in an edition: its page folder (page, verse card), its embeddable card and oEmbed response. */
const DEVOTIONAL_FILE = new RegExp(`^(?:(?:${TRANSLATED})/)?(?:devotional/[^/]+/|embed/devotional/[^/]+/|oembed/devotional/[^/]+$)`);
const DEVOTIONAL_PAGE = new RegExp(`^(?:(${TRANSLATED})/)?devotional/[^/]+/index\\.html$`);

/** The edition a file (its path in the build, with forward slashes) belongs to; null for the host's own files. */
export function ownerOf(relative: string): FileOwner | null {
  if (HOST_FILES.has(relative)) return null;
  const edition = new RegExp(`^(${TRANSLATED})/`).exec(relative)?.[1] as Locale | undefined;
  if (edition) return edition;
  const search = SEARCH_FILE.exec(relative)?.[1] as Locale | undefined;
  if (search) return search;
  if (relative.startsWith('_astro/') || relative.startsWith('pagefind/')) return 'shared';
  return 'en';
}

export interface EditionFiles {
  /** Files the edition owns (its pages, data, cards, feeds and its search index). */
  files: number;
  /** .html files among them. */
  html: number;
  /** Devotional pages, and the files they bring (page folder, card, oEmbed, search fragment). */
  devotionals: number;
  devotionalFiles: number;
}

export interface BuildFiles {
  total: number;
  shared: number;
  editions: Record<Locale, EditionFiles>;
}

/** Tallies a build's files (their relative paths) by edition. */
export function tallyFiles(paths: Iterable<string>): BuildFiles {
  const empty = (): EditionFiles => ({ files: 0, html: 0, devotionals: 0, devotionalFiles: 0 });
  const tally: BuildFiles = { total: 0, shared: 0, editions: Object.fromEntries(LOCALES.map((locale) => [locale, empty()])) as Record<Locale, EditionFiles> };
  const fragments = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const relative of paths) {
    const owner = ownerOf(relative);
    if (!owner) continue;
    tally.total++;
    if (owner === 'shared') {
      tally.shared++;
      continue;
    }
    const edition = tally.editions[owner];
    edition.files++;
    if (relative.endsWith('.html')) edition.html++;
    if (DEVOTIONAL_FILE.test(relative)) edition.devotionalFiles++;
    if (DEVOTIONAL_PAGE.test(relative)) edition.devotionals++;
    if (relative.startsWith(`pagefind/fragment/${owner}_`)) fragments[owner]++;
  }
  // Pagefind writes one fragment per indexed page, a devotional's among them.
  for (const locale of Object.keys(fragments) as Locale[]) {
    const edition = tally.editions[locale];
    edition.devotionalFiles += Math.min(fragments[locale], edition.devotionals);
  }
  return tally;
}

/** Every file of a build, tallied by edition. */
export async function countBuildFiles(outDir: string): Promise<BuildFiles> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return tallyFiles(entries.filter((e) => e.isFile()).map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')));
}
