/**
 * JavaScript before interaction as Chromium meets it: the home page and a devotional page opened on a phone-sized
 * screen by a signed-out reader, every response of type script recorded (files, module preloads, imports) until the
 * page has loaded and the network has been idle, plus the page's inline scripts; counted gzip by ./script-bytes.ts.
 * Nothing is clicked, typed or scrolled, so islands that wait for an interaction stay unloaded.
 * /practice is measured after interaction instead: its island loads with the page, and the learner then
 * adds this week's first suggestion, so whatever that loads is counted too (the on-demand voice is not: nothing
 * presses Listen). Its aim is AIMS.practiceJsBytes.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { serveStatic } from '../serve-static.ts';
import { countScriptBytes, type ScriptBytes } from './script-bytes.ts';

export interface LoadedJs extends ScriptBytes {
  page: 'home' | 'devotional' | 'practice';
  path: string;
}

export async function measureLoadedJs(browser: Browser, siteDir: string, devotionalPath: string): Promise<LoadedJs[]> {
  const site = await serveStatic({ root: siteDir, port: 0 });
  const results: LoadedJs[] = [];
  try {
    for (const [name, pagePath] of [
      ['home', '/'],
      ['devotional', devotionalPath],
      ['practice', '/practice/'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; body: Buffer } | null>[] = [];
      page.on('response', (response: Response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        );
      });
      await page.goto(`${site.url}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
      // requestIdleCallback work (client:idle islands) gets its chance too.
      await page.waitForTimeout(1500);
      if (name === 'practice') await practise(page);
      const inline = await page.$$eval('script:not([src])', (scripts) => scripts.map((s) => ({ type: s.getAttribute('type'), text: s.textContent ?? '' })));
      const files = (await Promise.all(bodies)).filter((f): f is { url: string; body: Buffer } => f !== null);
      results.push({ page: name, path: pagePath, ...countScriptBytes(files, inline) });
      await context.close();
    }
  } finally {
    await site.close();
  }
  return results;
}

/** A learner's first use of /practice: add this week's first suggestion, then let what it loads arrive. */
async function practise(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: /^Add / }).first();
  await add.click({ timeout: 30_000 }).catch(() => {});
  // A fixed wait: what an Add loads (item files, no further code) arrives within moments, and an idle network did not
  // always come on this page in trials.
  await page.waitForTimeout(3000);
}

export function formatLoadedJs(runs: LoadedJs[], aim: number, practiceAim = aim): string[] {
  return runs.map((r) => {
    const pageAim = r.page === 'practice' ? practiceAim : aim;
    const largest = [...r.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    const names = largest.map((s) => `${s.source.replace(/^https?:\/\/[^/]+/, '').replace(/^.*\//, '')} ${(s.gzip / 1024).toFixed(1)}`).join(', ');
    return `  ${r.page.padEnd(10)} ${(r.total / 1024).toFixed(1)} KB in ${r.scripts.length} scripts (aim <= ${pageAim / 1024} KB: ${r.total <= pageAim ? 'met' : 'NOT met'}); largest: ${names}`;
  });
}
