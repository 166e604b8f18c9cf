/**
 * Lighthouse's four category scores (performance, accessibility, best practices, SEO) for the home page, a devotional
 * and a confession page, with Lighthouse's default mobile form factor and simulated slow-4G throttling, through its
 * Node API against a Chromium (/usr/bin/chromium, as the browser tests use) that listens on a DevTools port.
 * Performance is a simulation over what the run observed, so a busy machine lowers it; each page is run RUNS_PER_PAGE
 * times and the median performance run reported, with the audits that cost points and the longest tasks.
 * Lighthouse's default 4x CPU slowdown models a mid-tier phone only from a high-end desktop; on a slower host the
 * page is also scored at the slowdown Lighthouse's docs give for that host (cpu-calibration.ts), and both are reported.
 */
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { serveStatic } from '../serve-static.ts';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, hostClass } from './cpu-calibration.ts';
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
  /** Total blocking time in the run, ms (Lighthouse's simulation at the run's CPU slowdown). */
  totalBlockingTimeMs?: number;
  /** Lighthouse's measure of the machine's speed during the run (its docs: under 1000 is a slow machine, which lowers performance). */
  benchmarkIndex?: number;
  /** Every run's performance score; the figures above are the median run's. */
  performanceRuns?: (number | null)[];
  /** Performance at the CPU slowdown calibrated to this machine, when that is not the default 4x. */
  calibrated?: { cpuSlowdown: number; benchmarkIndex: number; performance: number | null; performanceRuns: (number | null)[] };
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
  // Lighthouse's own mobile throttling (slow 4G); a calibrated run changes only the CPU slowdown.
  const { throttling } = await import('lighthouse/core/config/constants.js');
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
  const once = async (page: LighthouseRun['page'], pagePath: string, cpuSlowdown = DEFAULT_CPU_SLOWDOWN): Promise<LighthouseRun> => {
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, null])) as LighthouseRun['scores'];
    const categories = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? [...LIGHTHOUSE_CATEGORIES] : ['performance'];
    try {
      const result = await lighthouse(`${site.url}${pagePath}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...(cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const failing: string[] = [];
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const c = result.lhr.categories[category];
        if (!c) continue;
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
      const totalBlockingTimeMs = result.lhr.audits['total-blocking-time']?.numericValue;
      return {
        page,
        path: pagePath,
        scores,
        failing,
        totalBlockingTimeMs,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        error: result.lhr.runtimeError?.message,
      };
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
      const median = medianRun(tries);
      const run: LighthouseRun = { ...median, performanceRuns: tries.map((t) => t.scores.performance) };
      // The machine as it is when least disturbed: other work lowers the index of a run, and would lower the slowdown.
      const indexes = tries.map((t) => t.benchmarkIndex).filter((i): i is number => i !== undefined);
      const cpuSlowdown = cpuSlowdownFor(indexes.length ? Math.max(...indexes) : Number.NaN);
      if (cpuSlowdown !== DEFAULT_CPU_SLOWDOWN) {
        const calibrated: LighthouseRun[] = [];
        for (let i = 0; i < RUNS_PER_PAGE; i++) calibrated.push(await once(name, pagePath, cpuSlowdown));
        run.calibrated = {
          cpuSlowdown,
          benchmarkIndex: Math.max(...indexes),
          performance: medianRun(calibrated).scores.performance,
          performanceRuns: calibrated.map((t) => t.scores.performance),
        };
      }
      runs.push(run);
    }
  } finally {
    await site.close();
    await browser.close();
  }
  return runs;
}

/** The run with the median performance score (Lighthouse's advice for a noisy metric). */
function medianRun(tries: LighthouseRun[]): LighthouseRun {
  const scored = tries.filter((t) => t.scores.performance !== null).sort((x, y) => x.scores.performance! - y.scores.performance!);
  return scored.length ? scored[Math.floor((scored.length - 1) / 2)] : tries[0];
}

/** The scores the aim is judged on: performance at the slowdown calibrated to the machine when there is one. */
export function judgedScores(run: LighthouseRun): LighthouseRun['scores'] {
  return run.calibrated ? { ...run.scores, performance: run.calibrated.performance } : run.scores;
}

export function formatLighthouse(runs: LighthouseRun[], aim: number): string[] {
  const lines: string[] = [];
  for (const r of runs) {
    const judged = judgedScores(r);
    const cells = LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${judged[c] ?? 'n/a'}`).join(', ');
    const met = LIGHTHOUSE_CATEGORIES.every((c) => (judged[c] ?? 0) >= aim);
    const spread = r.performanceRuns && r.performanceRuns.length > 1 ? ` [performance runs: ${r.performanceRuns.map((p) => p ?? 'n/a').join(', ')}]` : '';
    const machine = r.benchmarkIndex === undefined ? '' : ` [benchmarkIndex ${Math.round(r.benchmarkIndex)}]`;
    const tbt = r.totalBlockingTimeMs === undefined ? '' : ` [TBT ${Math.round(r.totalBlockingTimeMs)} ms at ${DEFAULT_CPU_SLOWDOWN}x]`;
    lines.push(`  ${r.page.padEnd(10)} ${cells}${spread}${tbt}${machine} (aim >= ${aim} in each: ${met ? 'met' : 'NOT met'})${r.error ? `; ${r.error}` : ''}`);
    if (r.calibrated) {
      lines.push(
        `      performance ${r.calibrated.performance ?? 'n/a'} [runs: ${r.calibrated.performanceRuns.map((p) => p ?? 'n/a').join(', ')}] at ${r.calibrated.cpuSlowdown}x CPU slowdown, the slowdown Lighthouse's docs give to model a mid-tier phone on ${hostClass(r.calibrated.benchmarkIndex)}; ${r.scores.performance ?? 'n/a'} at the default ${DEFAULT_CPU_SLOWDOWN}x`,
      );
    }
    if (!met || (r.scores.performance ?? 0) < aim) {
      if (r.calibrated) lines.push(`      where the default ${DEFAULT_CPU_SLOWDOWN}x run lost points:`);
      for (const f of r.failing.slice(0, 9)) lines.push(`      ${f}`);
    }
  }
  return lines;
}
