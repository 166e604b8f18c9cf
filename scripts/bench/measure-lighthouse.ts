/**
 * Lighthouse's four category scores (performance, accessibility, best practices, SEO) for the home page, a devotional
 * and a confession page, with Lighthouse's default mobile form factor and simulated slow-4G throttling, through its
 * Node API against a Chromium (/usr/bin/chromium, as the browser tests use) that listens on a DevTools port.
 * Performance is a simulation over what the run observed, so a busy machine lowers it; each page is run RUNS_PER_PAGE
 * times and the median performance run reported, with the audits that cost points and the longest tasks.
 */
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { serveStatic } from '../serve-static.ts';
import { chromiumPath } from './measure-search.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseRun {
  page: 'home' | 'devotional' | 'confession';
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number | null>;
  /** The audits under 1 that weigh in a category under 100, so a low score says why. */
  failing: string[];
  error?: string;
  /** Lighthouse's measure of the machine's speed during the run (its docs: under 1000 is a slow machine, which lowers performance). */
  benchmarkIndex?: number;
  /** Every run's performance score; the figures above are the median run's. */
  performanceRuns?: (number | null)[];
}

/** Lighthouse runs each page this many times; the median performance run is reported. */
export const RUNS_PER_PAGE = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function measureLighthouse(siteDir: string, pages: { devotional: string; confession: string }): Promise<LighthouseRun[]> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
    ],
  });
  const site = await serveStatic({ root: siteDir, port: 0 });
  const runs: LighthouseRun[] = [];
  const once = async (page: LighthouseRun['page'], pagePath: string): Promise<LighthouseRun> => {
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, null])) as LighthouseRun['scores'];
    try {
      const result = await lighthouse(`${site.url}${pagePath}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
      if (!result) throw new Error('Lighthouse returned no result');
      const failing: string[] = [];
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const c = result.lhr.categories[category];
        scores[category] = c?.score === null || c?.score === undefined ? null : Math.round(c.score * 100);
        for (const ref of c?.auditRefs ?? []) {
          const audit = result.lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.push(`${category}: ${ref.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
      // Where blocking time comes from: the longest main-thread tasks Lighthouse saw, and what ran them.
      const longTasks = (result.lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
      for (const task of longTasks.slice(0, 3)) failing.push(`long task ${Math.round(task.duration ?? 0)} ms: ${task.url ?? 'unattributed'}`);
      return { page, path: pagePath, scores, failing, benchmarkIndex: result.lhr.environment.benchmarkIndex, error: result.lhr.runtimeError?.message };
    } catch (error) {
      return { page, path: pagePath, scores, failing: [], error: (error as Error).message.split('\n')[0] };
    }
  };
  try {
    for (const [name, pagePath] of [
      ['home', '/'],
      ['devotional', pages.devotional],
      ['confession', pages.confession],
    ] as const) {
      // Performance varies from run to run (Lighthouse's own advice is the median of several); the other three do not.
      const tries: LighthouseRun[] = [];
      for (let i = 0; i < RUNS_PER_PAGE; i++) tries.push(await once(name, pagePath));
      const scored = tries.filter((t) => t.scores.performance !== null).sort((x, y) => x.scores.performance! - y.scores.performance!);
      const median = scored.length ? scored[Math.floor((scored.length - 1) / 2)] : tries[0];
      runs.push({ ...median, performanceRuns: tries.map((t) => t.scores.performance) });
    }
  } finally {
    await site.close();
    await browser.close();
  }
  return runs;
}

export function formatLighthouse(runs: LighthouseRun[], aim: number): string[] {
  const lines: string[] = [];
  for (const r of runs) {
    const cells = LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${r.scores[c] ?? 'n/a'}`).join(', ');
    const met = LIGHTHOUSE_CATEGORIES.every((c) => (r.scores[c] ?? 0) >= aim);
    const spread = r.performanceRuns && r.performanceRuns.length > 1 ? ` [performance runs: ${r.performanceRuns.map((p) => p ?? 'n/a').join(', ')}]` : '';
    const machine = r.benchmarkIndex === undefined ? '' : ` [benchmarkIndex ${Math.round(r.benchmarkIndex)}]`;
    lines.push(`  ${r.page.padEnd(10)} ${cells}${spread}${machine} (aim >= ${aim} in each: ${met ? 'met' : 'NOT met'})${r.error ? `; ${r.error}` : ''}`);
    if (!met) for (const f of r.failing.slice(0, 9)) lines.push(`      ${f}`);
  }
  return lines;
}
