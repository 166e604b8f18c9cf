/**
 * Loading as a reader on a slow phone meets it, in Chromium: 4× CPU slowdown and a slow-4G network (Lighthouse's
 * "Slow 4G" as DevTools applies it: 562.5 ms latency, 1.4 Mbit/s down, 0.675 Mbit/s up), for the home page and a
 * devotional page, with JavaScript on and off in the same run. Per load: Largest Contentful Paint, Total Blocking
 * Time (long tasks beyond 50 ms after first contentful paint) and the JavaScript bytes transferred before any
 * interaction, for a signed-out reader and, with a session in localStorage, a signed-in one. Figures only.
 */
import type { Browser } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { serveStatic } from '../serve-static.ts';

export interface PaintRun {
  page: 'home' | 'devotional';
  javascript: boolean;
  reader: 'signed-out' | 'signed-in';
  lcpMs: number | null;
  tbtMs: number | null;
  jsBytes: number;
}

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.4 * 1024 * 1024) / 8, uploadThroughput: (0.675 * 1024 * 1024) / 8 };

async function readerSession(apiUrl: string, anonKey: string): Promise<{ key: string; value: string }> {
  const client = createClient<Database>(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const email = `bench.reader.${Date.now()}@example.org`;
  const { data, error } = await client.auth.signUp({ email, password: 'bench-reader-password', options: { data: { full_name: 'Bench Reader' } } });
  if (error || !data.session) throw new Error(`Signing up the bench reader failed: ${error?.message ?? 'no session'}`);
  return { key: `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`, value: JSON.stringify(data.session) };
}

export async function measurePaint(browser: Browser, siteDir: string, api: { url: string; anonKey: string }, devotionalPath: string): Promise<PaintRun[]> {
  const site = await serveStatic({ root: siteDir, port: 0 });
  const session = await readerSession(api.url, api.anonKey);
  const runs: PaintRun[] = [];
  try {
    const cases: Array<Omit<PaintRun, 'lcpMs' | 'tbtMs' | 'jsBytes'>> = [];
    for (const page of ['home', 'devotional'] as const) {
      cases.push(
        { page, javascript: true, reader: 'signed-out' },
        { page, javascript: false, reader: 'signed-out' },
        { page, javascript: true, reader: 'signed-in' },
      );
    }
    for (const run of cases) {
      const context = await browser.newContext({ javaScriptEnabled: run.javascript, viewport: { width: 412, height: 823 } });
      if (run.reader === 'signed-in') {
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [session.key, session.value]);
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      let jsBytes = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number; requestId: string }) => {
        if (scriptRequests.has(event.requestId)) jsBytes += event.encodedDataLength;
      });
      const scriptRequests = new Set<string>();
      cdp.on('Network.responseReceived', (event: { requestId: string; type: string; response: { mimeType: string } }) => {
        if (event.type === 'Script' || /javascript/.test(event.response.mimeType)) scriptRequests.add(event.requestId);
      });
      // LCP from the browser's performance timeline (works with the page's JavaScript off too); TBT from long
      // tasks, read in the page, so only with JavaScript on (off, no page script runs and it is n/a).
      const lcpEvents: number[] = [];
      cdp.on(
        'PerformanceTimeline.timelineEventAdded',
        (event: { event: { type: string; time: number; lcpDetails?: { renderTime?: number; loadTime?: number } } }) => {
          if (event.event.type === 'largest-contentful-paint') lcpEvents.push(event.event.time);
        },
      );
      await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
      const navigationStart = Date.now() / 1000;
      await page.goto(`${site.url}${run.page === 'home' ? '/' : devotionalPath}`, { waitUntil: 'load', timeout: 180_000 });
      await page.waitForTimeout(3000);
      const tbt = run.javascript
        ? await page
            .evaluate(() => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              return new Promise<number>((resolve) => {
                let total = 0;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries()) if (entry.startTime >= fcp) total += Math.max(0, entry.duration - 50);
                }).observe({ type: 'longtask', buffered: true });
                setTimeout(() => resolve(total), 100);
              });
            })
            .catch(() => null)
        : null;
      // The timeline's times are seconds since the epoch; LCP counts from the navigation.
      const lcp = lcpEvents.length ? (lcpEvents[lcpEvents.length - 1] - navigationStart) * 1000 : null;
      const figures = { lcp, tbt };
      runs.push({ ...run, lcpMs: figures.lcp, tbtMs: figures.tbt, jsBytes });
      await context.close();
    }
  } finally {
    await site.close();
  }
  return runs;
}

export function formatPaint(runs: PaintRun[]): string[] {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  return runs.map(
    (r) =>
      `  ${r.page.padEnd(10)} JS ${r.javascript ? 'on ' : 'off'} ${r.reader.padEnd(10)}  LCP ${ms(r.lcpMs).padStart(8)}  TBT ${ms(r.tbtMs).padStart(7)}  JS before interaction ${(r.jsBytes / 1024).toFixed(1)} KB`,
  );
}
