/**
 * Which edition each file of a build belongs to, and what the three editions together use of Cloudflare Pages' file
 * limit (issue 34): 20,000 files per deployment on the free plan, 100,000 on the paid plans (since January 2026).
 * A file under /nl/ or /es/ is that edition's; Pagefind's files name their language (`fragment/nl_….pf_fragment`,
 * `index/es_….pf_index`, `pagefind.nl_….pf_meta`, `wasm.es.pagefind`); the bundled scripts and styles (`_astro/`) and
 * Pagefind's own code serve every edition; everything else is the English edition's.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@lib/i18n/locales.ts';
import { PAGES_LIMITS } from '../static/host-budget.ts';

/** Files per deployment: the free plan's (host-budget.ts) and the paid plans'. */
export const FILE_LIMITS = { free: PAGES_LIMITS.files, paid: 100_000 } as const;

export type FileOwner = Locale | 'shared';

/** The host's configuration files are read by Pages, not uploaded as assets (as host-budget.ts counts). */
const HOST_FILES = new Set(['_redirects', '_headers', '_routes.json']);
const SEARCH_FILE = /^pagefind\/(?:(?:fragment|index|filter)\/|pagefind\.|wasm\.)(en|nl|es)[_.]/;
/** A devotional's own files in an edition: its page folder (page, verse card), its embeddable card and oEmbed response. */
const DEVOTIONAL_FILE = /^(?:(?:nl|es)\/)?(?:devotional\/[^/]+\/|embed\/devotional\/[^/]+\/|oembed\/devotional\/[^/]+$)/;
const DEVOTIONAL_PAGE = /^(?:(nl|es)\/)?devotional\/[^/]+\/index\.html$/;

/** The edition a file (its path in the build, with forward slashes) belongs to; null for the host's own files. */
export function ownerOf(relative: string): FileOwner | null {
  if (HOST_FILES.has(relative)) return null;
  const edition = /^(nl|es)\//.exec(relative)?.[1] as Locale | undefined;
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
  const tally: BuildFiles = { total: 0, shared: 0, editions: { en: empty(), nl: empty(), es: empty() } };
  const fragments: Record<Locale, number> = { en: 0, nl: 0, es: 0 };
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

export interface FileRoom {
  /** Files each English day adds with its translations (all editions' devotional files over the English days). */
  filesPerDay: number;
  /** Days of room left under each plan's limit; negative when the build is already over it. */
  days: Record<keyof typeof FILE_LIMITS, number>;
}

/** How many more days (each with its translations) fit under the free and the paid limit; null before the first day. */
export function fileRoom(files: BuildFiles): FileRoom | null {
  const days = files.editions.en.devotionals;
  if (!days) return null;
  const dayFiles = Object.values(files.editions).reduce((n, e) => n + e.devotionalFiles, 0);
  const filesPerDay = Math.round((dayFiles / days) * 10) / 10;
  const room = (limit: number) => Math.floor((limit - files.total) / filesPerDay);
  return { filesPerDay, days: { free: room(FILE_LIMITS.free), paid: room(FILE_LIMITS.paid) } };
}
