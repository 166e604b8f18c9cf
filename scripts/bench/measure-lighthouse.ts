/**
 * Lighthouse's four category scores (performance, accessibility, best practices, SEO) for the home page, a devotional
 * and a confession page, with Lighthouse's default mobile form factor and simulated slow-4G throttling, through its
 * Node API against a Chromium (/usr/bin/chromium, as the browser tests use) that listens on a DevTools port.
 * Performance is a simulation over what the run observed, so a busy machine lowers it; the other three are not timed.
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
}

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
  try {
    for (const [name, pagePath] of [
      ['home', '/'],
      ['devotional', pages.devotional],
      ['confession', pages.confession],
    ] as const) {
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
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${ref.id} ${Math.round(audit.score * 100)}`);
          }
        }
        runs.push({ page: name, path: pagePath, scores, failing, error: result.lhr.runtimeError?.message });
      } catch (error) {
        runs.push({ page: name, path: pagePath, scores, failing: [], error: (error as Error).message.split('\n')[0] });
      }
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
    lines.push(`  ${r.page.padEnd(10)} ${cells} (aim >= ${aim} in each: ${met ? 'met' : 'NOT met'})${r.error ? `; ${r.error}` : ''}`);
    if (!met) for (const f of r.failing.slice(0, 6)) lines.push(`      ${f}`);
  }
  return lines;
}
