/**
 * Cloudflare Pages' limits for one deployment, checked by every build so that a build that could not be deployed
 * fails here, with the file or the count named, instead of halfway through `wrangler pages deploy`:
 * 20,000 files on the free plan, 25 MiB per file, 2,000 static and 100 dynamic redirect rules, 100 header rules, and
 * 2,000 characters a `_headers` line (a longer one is dropped: the Content-Security-Policy, which names every inline
 * script's hash, is the long one).
 * The console's narration voice data (espeak-ng, about 22.9 MiB) is the largest file and the reason the per-file
 * limit is close. The file count grows with the archive: each released day adds its page, its verse card, its
 * search fragment, and the card and oEmbed response other sites embed (five files), so the budget also says how
 * many more days fit, and warns a year ahead. A Dutch or Spanish translation of a day adds the same files under /nl/
 * or /es/, so "a released day" counts every edition's files of that day.
 *
 * Paid plans allow 100,000 files since January 2026 (with `PAGES_WRANGLER_MAJOR_VERSION=4` in the Pages project);
 * `PAGES_FILE_LIMIT=100000` tells the build a site is on one (`pagesLimits`).
 */
import { readFile } from 'node:fs/promises';
import { listBuildFiles, type BuildFile } from './build-files.ts';
import path from 'node:path';
import { parseHeaders } from './headers.ts';
import { TRANSLATED_LOCALES } from '@lib/editions/registry.ts';
import { isDynamic, parseRedirects } from './redirects.ts';

export interface PagesLimits {
  files: number;
  /** Which plan the file limit is ("free plan", "paid plan"), for the messages. */
  plan: string;
  fileBytes: number;
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
  /** Characters in one line of `_headers`, the header's name and indentation included. */
  headerLineChars: number;
}

export const PAGES_LIMITS: PagesLimits = {
  files: 20_000,
  plan: 'free plan',
  fileBytes: 25 * 1024 * 1024,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  headerRules: 100,
  headerLineChars: 2_000,
};

/** The paid plans' file limit: 100,000 since January 2026. */
export const PAID_PLAN_FILES = 100_000;

/** The limits of the site's plan: `PAGES_FILE_LIMIT` (20000 or 100000) names it; anything else is refused. */
export function pagesLimits(env: { PAGES_FILE_LIMIT?: string } = process.env): PagesLimits {
  const value = env.PAGES_FILE_LIMIT?.trim();
  if (!value) return PAGES_LIMITS;
  const files = Number(value);
  if (files === PAGES_LIMITS.files) return PAGES_LIMITS;
  if (files === PAID_PLAN_FILES) return { ...PAGES_LIMITS, files, plan: 'paid plan' };
  throw new Error(`PAGES_FILE_LIMIT is ${PAGES_LIMITS.files} (Cloudflare Pages' free plan) or ${PAID_PLAN_FILES} (a paid plan), not ${value}`);
}

/** The host's configuration files are read by Pages, not uploaded as assets. */
const HOST_FILES = new Set(['_redirects', '_headers', '_routes.json']);

export interface HostBudget {
  files: number;
  /** The HTML pages among them (the figure site_builds records). */
  pages: number;
  /** Released days (the English devotional pages), and the files each adds to the build on average, every edition's. */
  devotionals: number;
  filesPerDevotional: number;
  largest: { file: string; bytes: number };
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
  /** The longest line of `_headers` and its length. */
  longestHeaderLine: { header: string; chars: number };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** A devotional's own files, in any edition: its page folder (page, verse card), its embeddable card and its oEmbed response. */
const EDITION_PREFIX = `(?:(?:${TRANSLATED_LOCALES.join('|')})/)?`;
const DEVOTIONAL_FILE = new RegExp(`^${EDITION_PREFIX}(devotional/[^/]+/|embed/devotional/[^/]+/|oembed/devotional/[^/]+$)`);
/** A devotional's page in any edition (its search fragment is one of Pagefind's). */
const DEVOTIONAL_PAGE = new RegExp(`^${EDITION_PREFIX}devotional/[^/]+/index\\.html$`);
/** Pagefind writes one fragment per indexed page, a devotional's among them. */
const SEARCH_FRAGMENT = /^pagefind\/fragment\//;

/** What a build uses of the limits; `listed`: the build's files as listBuildFiles just listed them, if at hand. */
export async function measureHostBudget(outDir: string, listed?: readonly BuildFile[]): Promise<HostBudget> {
  let files = 0;
  let pages = 0;
  let largest = { file: '', bytes: 0 };
  let devotionalFiles = 0;
  let fragments = 0;
  const devotionals = new Set<string>();
  let devotionalPages = 0;
  for (const { relative, size } of listed ?? (await listBuildFiles(outDir))) {
    if (HOST_FILES.has(relative)) continue;
    files++;
    if (relative.endsWith('.html')) pages++;
    if (DEVOTIONAL_FILE.test(relative)) devotionalFiles++;
    if (SEARCH_FRAGMENT.test(relative)) fragments++;
    const page = /^devotional\/([^/]+)\/index\.html$/.exec(relative);
    if (page) devotionals.add(page[1]);
    if (DEVOTIONAL_PAGE.test(relative)) devotionalPages++;
    if (size > largest.bytes) largest = { file: relative, bytes: size };
  }
  const read = (name: string) => readFile(path.join(outDir, name), 'utf8').catch(() => '');
  const redirects = parseRedirects(await read('_redirects'));
  const headers = await read('_headers');
  const dynamicRedirects = redirects.filter(isDynamic).length;
  const perDevotional = devotionals.size ? (devotionalFiles + Math.min(fragments, devotionalPages)) / devotionals.size : 0;
  return {
    files,
    pages,
    devotionals: devotionals.size,
    filesPerDevotional: Math.round(perDevotional * 10) / 10,
    largest,
    staticRedirects: redirects.length - dynamicRedirects,
    dynamicRedirects,
    headerRules: parseHeaders(headers).length,
    longestHeaderLine: longestLine(headers),
  };
}

/** The longest line of a `_headers` file, named by its header ("Content-Security-Policy"). */
function longestLine(headers: string): { header: string; chars: number } {
  let longest = { header: '', chars: 0 };
  for (const line of headers.split('\n')) {
    if (line.length > longest.chars) longest = { header: line.trim().split(':')[0] ?? '', chars: line.length };
  }
  return longest;
}

/** Every limit the budget exceeds, as a sentence that names the file or the count; empty when it fits. */
export function overBudget(budget: HostBudget, limits = PAGES_LIMITS): string[] {
  const problems: string[] = [];
  if (budget.files > limits.files) {
    problems.push(`the build has ${budget.files} files, more than Cloudflare Pages' ${limits.files} per deployment (${limits.plan})`);
  }
  if (budget.largest.bytes > limits.fileBytes) {
    problems.push(`${budget.largest.file} is ${mib(budget.largest.bytes)}, more than Cloudflare Pages' ${mib(limits.fileBytes)} per file`);
  }
  if (budget.staticRedirects > limits.staticRedirects)
    problems.push(`_redirects has ${budget.staticRedirects} static rules, more than ${limits.staticRedirects}`);
  if (budget.dynamicRedirects > limits.dynamicRedirects)
    problems.push(`_redirects has ${budget.dynamicRedirects} dynamic rules, more than ${limits.dynamicRedirects}`);
  if (budget.headerRules > limits.headerRules) problems.push(`_headers has ${budget.headerRules} rules, more than ${limits.headerRules}`);
  if (budget.longestHeaderLine.chars > limits.headerLineChars) {
    const { header, chars } = budget.longestHeaderLine;
    problems.push(`_headers has a ${header} line of ${chars} characters, more than Cloudflare Pages' ${limits.headerLineChars} a line`);
  }
  return problems;
}

/** How many more released days fit under the file limit at the build's files per devotional; null before the first. */
export function daysOfRoom(budget: HostBudget, limits = PAGES_LIMITS): number | null {
  if (!budget.filesPerDevotional) return null;
  return Math.max(0, Math.floor((limits.files - budget.files) / budget.filesPerDevotional));
}

export function describeBudget(budget: HostBudget, limits = PAGES_LIMITS): string {
  const room = daysOfRoom(budget, limits);
  const growth = room === null ? '' : ` Each released day adds ${budget.filesPerDevotional} files: room for about ${room.toLocaleString('en-US')} more days.`;
  return `Host budget (Cloudflare Pages): ${budget.files} of ${limits.files} files; largest ${budget.largest.file} ${mib(budget.largest.bytes)} of ${mib(limits.fileBytes)}.${growth}`;
}

/** A year's warning before the nightly release would make a build Cloudflare Pages refuses. */
export function budgetWarnings(budget: HostBudget, limits = PAGES_LIMITS): string[] {
  const room = daysOfRoom(budget, limits);
  if (room === null || room >= 365) return [];
  return [
    `Cloudflare Pages' limit of ${limits.files} files per deployment (${limits.plan}) is about ${room} released days away (${budget.files} files now, ${budget.filesPerDevotional} more each day): ${
      limits.files < PAID_PLAN_FILES ? "plan for a paid plan's higher limit (PAGES_FILE_LIMIT=100000) or fewer files per day" : 'plan for fewer files per day'
    }.`,
  ];
}

/** Measures a build and throws when Cloudflare Pages would refuse it. */
export async function checkHostBudget(outDir: string, limits = pagesLimits(), listed?: readonly BuildFile[]): Promise<HostBudget> {
  const budget = await measureHostBudget(outDir, listed);
  const problems = overBudget(budget, limits);
  if (problems.length) throw new Error(`This build cannot be deployed: ${problems.join('; ')}.`);
  return budget;
}
