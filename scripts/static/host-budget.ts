/**
 * Cloudflare Pages' limits for one deployment, checked by every build so that a build that could not be deployed
 * fails here, with the file or the count named, instead of halfway through `wrangler pages deploy`:
 * 20,000 files on the free plan, 25 MiB per file, 2,000 static and 100 dynamic redirect rules, 100 header rules.
 * The console's narration voice data (espeak-ng, about 22.9 MiB) is the largest file and the reason the per-file
 * limit is close.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseHeaders } from './headers.ts';
import { isDynamic, parseRedirects } from './redirects.ts';

export const PAGES_LIMITS = {
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  headerRules: 100,
} as const;

/** The host's configuration files are read by Pages, not uploaded as assets. */
const HOST_FILES = new Set(['_redirects', '_headers', '_routes.json']);

export interface HostBudget {
  files: number;
  largest: { file: string; bytes: number };
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** What a build uses of the limits. */
export async function measureHostBudget(outDir: string): Promise<HostBudget> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  let files = 0;
  let largest = { file: '', bytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(outDir, full).split(path.sep).join('/');
    if (HOST_FILES.has(relative)) continue;
    files++;
    const { size } = await stat(full);
    if (size > largest.bytes) largest = { file: relative, bytes: size };
  }
  const read = (name: string) => readFile(path.join(outDir, name), 'utf8').catch(() => '');
  const redirects = parseRedirects(await read('_redirects'));
  const dynamicRedirects = redirects.filter(isDynamic).length;
  return {
    files,
    largest,
    staticRedirects: redirects.length - dynamicRedirects,
    dynamicRedirects,
    headerRules: parseHeaders(await read('_headers')).length,
  };
}

/** Every limit the budget exceeds, as a sentence that names the file or the count; empty when it fits. */
export function overBudget(budget: HostBudget, limits = PAGES_LIMITS): string[] {
  const problems: string[] = [];
  if (budget.files > limits.files) {
    problems.push(`the build has ${budget.files} files, more than Cloudflare Pages' ${limits.files} per deployment (free plan)`);
  }
  if (budget.largest.bytes > limits.fileBytes) {
    problems.push(`${budget.largest.file} is ${mib(budget.largest.bytes)}, more than Cloudflare Pages' ${mib(limits.fileBytes)} per file`);
  }
  if (budget.staticRedirects > limits.staticRedirects)
    problems.push(`_redirects has ${budget.staticRedirects} static rules, more than ${limits.staticRedirects}`);
  if (budget.dynamicRedirects > limits.dynamicRedirects)
    problems.push(`_redirects has ${budget.dynamicRedirects} dynamic rules, more than ${limits.dynamicRedirects}`);
  if (budget.headerRules > limits.headerRules) problems.push(`_headers has ${budget.headerRules} rules, more than ${limits.headerRules}`);
  return problems;
}

export function describeBudget(budget: HostBudget, limits = PAGES_LIMITS): string {
  return `Host budget (Cloudflare Pages): ${budget.files} of ${limits.files} files; largest ${budget.largest.file} ${mib(budget.largest.bytes)} of ${mib(limits.fileBytes)}.`;
}

/** Measures a build and throws when Cloudflare Pages would refuse it. */
export async function checkHostBudget(outDir: string): Promise<HostBudget> {
  const budget = await measureHostBudget(outDir);
  const problems = overBudget(budget);
  if (problems.length) throw new Error(`This build cannot be deployed: ${problems.join('; ')}.`);
  return budget;
}
