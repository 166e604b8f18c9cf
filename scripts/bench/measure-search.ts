/**
 * Search speed as a reader meets it, in Chromium, on the home page served by the project's static server:
 * - full text, as the site's search box runs it (site/components/search/fulltext-search.ts): Pagefind loaded and
 *   made ready when the box gets focus (`import('/pagefind/pagefind.js')`, `init()`, `preload('')`: the worker,
 *   its WebAssembly and the index metadata), then for each term the words preloaded as they are typed (one
 *   `preload()` per keystroke, untimed: the reader is still typing) and the time from `pagefind.search(term)` to
 *   the first result's data (title, excerpt, URL). The same terms are also timed cold, on a fresh page, with
 *   `search()` straight after `init()` and nothing preloaded: what a script calling Pagefind at once would wait.
 * - structured filter: typing a word into the island's "Search by Title" box until the cards show only
 *   matching titles (the first time includes fetching the manifest's index and newest year, /devotionals/).
 * Timings are taken inside the page with performance.now(), so the automation's round trips do not count.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic } from '../serve-static.ts';

export const FULL_TEXT_TERMS = ['shepherd', 'only comfort', 'covenant', 'providence', 'justified', 'Abraham', 'perseverance', "Lord's Day"] as const;
/** The same kinds of query in each edition's words (the Dutch and Spanish ones occur in the synthetic translations). */
export const FULL_TEXT_TERMS_BY_EDITION = {
  en: FULL_TEXT_TERMS,
  nl: ['herder', 'enige troost', 'verbond', 'voorzienigheid', 'gerechtvaardigd', 'Abraham', 'volharding', 'zondag'],
  es: ['pastor', 'único consuelo', 'pacto', 'providencia', 'justificado', 'Abraham', 'perseverancia', 'día del Señor'],
  pt: ['pastor', 'único consolo', 'aliança', 'providência', 'justificado', 'Abraão', 'perseverança', 'Dia do Senhor'],
} as const;
export const TITLE_FILTER_TERMS = ['grace', 'shepherd', 'covenant', 'kept', 'heart'] as const;

export function chromiumPath(): string | undefined {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) return configured;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export interface QueryTiming {
  term: string;
  /** search() plus the first result's data(): the time to first results. */
  ms: number;
  /** Of which: search() (the matching pages, without their text). */
  searchMs: number;
  /** Of which: the first result's data() (its fragment: title, URL, excerpt). */
  dataMs: number;
  results: number;
  first: string | null;
}

export interface FilterTiming {
  term: string;
  ms: number;
  cards: number;
}

export interface SearchMeasurement {
  /** import(), init() and preload(''): once per visit, when the reader focuses a search box. */
  initMs: number | null;
  /** Each term typed (its words preloaded keystroke by keystroke), then timed to its first result's data. */
  queries: QueryTiming[];
  /** Median of the queries' times; null when full-text search could not run. */
  medianMs: number | null;
  /** The same terms on a fresh page, search() straight after init() with nothing preloaded. */
  cold?: { initMs: number; queries: QueryTiming[]; medianMs: number | null };
  fullTextError?: string;
  filter: { runs: FilterTiming[]; firstMs: number; medianRestMs: number | null } | { error: string };
}

export function median(values: number[] | undefined): number | null {
  if (!values?.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// The in-page code is sent as text: functions compiled by tsx may carry helpers the page does not have.
// `typed`: as the site's search box runs it (ready on focus, each keystroke's words preloaded); else cold.
const fullTextScript = (terms: readonly string[], typed = true) => `(async (terms, typed) => {
  const started = performance.now();
  const pagefind = await import(new URL('/pagefind/pagefind.js', location.href).href);
  if (pagefind.init) await pagefind.init();
  if (typed && pagefind.preload) await pagefind.preload('');
  const initMs = performance.now() - started;
  const queries = [];
  for (const term of terms) {
    if (typed && pagefind.preload) for (let i = 1; i <= term.length; i++) if (term.slice(0, i).trim()) await pagefind.preload(term.slice(0, i));
    const t0 = performance.now();
    const search = await pagefind.search(term);
    const t1 = performance.now();
    const first = search && search.results.length ? await search.results[0].data() : null;
    const t2 = performance.now();
    queries.push({ term, ms: t2 - t0, searchMs: t1 - t0, dataMs: t2 - t1, results: search ? search.results.length : 0, first: first ? first.url : null });
  }
  return { initMs, queries };
})(${JSON.stringify(terms)}, ${typed})`;

const titleFilterScript = (terms: readonly string[]) => `(async (terms) => {
  const waitFor = (check, what) => new Promise((resolve, reject) => {
    if (check()) return resolve(performance.now());
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for ' + what)); }, 20000);
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const input = document.getElementById('filter-title');
  if (!input) return { error: 'the home page has no Search by Title box (#filter-title)' };
  input.scrollIntoView();
  const island = input.closest('astro-island');
  // The island hydrates on interaction (client:interaction): wake it as page code may.
  island?.dispatchEvent(new Event('rd:hydrate'));
  await waitFor(() => !island || !island.hasAttribute('ssr'), 'the search island to hydrate');
  const section = input.closest('[data-testid="devotional-search"]');
  if (!section) return { error: 'the search island has no [data-testid="devotional-search"] section' };
  const setValue = (value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const settled = (term) => () => {
    if (section.dataset.mode !== 'explore' || section.querySelector('[data-testid="search-loading"], [data-testid="search-searching"]')) return false;
    const titles = [...section.querySelectorAll('[data-testid="card-title"]')].map((e) => e.textContent.toLowerCase());
    if (titles.length) return titles.every((t) => t.includes(term.toLowerCase()));
    return Boolean(section.querySelector('[data-testid="empty-state"]'));
  };
  const runs = [];
  for (const term of terms) {
    setValue('');
    await waitFor(() => section.dataset.mode === 'recent', 'the list to clear');
    const t0 = performance.now();
    setValue(term);
    const t1 = await waitFor(settled(term), 'results for ' + term);
    runs.push({ term, ms: t1 - t0, cards: section.querySelectorAll('[data-testid="devotional-card"]').length });
  }
  setValue('');
  return { runs };
})(${JSON.stringify(terms)})`;

export interface FullTextMeasurement {
  initMs: number | null;
  queries: QueryTiming[];
  medianMs: number | null;
  error?: string;
}

/**
 * Full-text search alone on the page at `pagePath` (an edition's home: Pagefind loads the index of the page's
 * `<html lang>`), each term timed to its first result's data.
 */
export async function measureFullText(browser: Browser, outDir: string, pagePath: string, terms: readonly string[]): Promise<FullTextMeasurement> {
  const server = await serveStatic({ root: outDir, port: 0 });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status() ?? 'nothing'}`);
    const fullText = (await page.evaluate(fullTextScript(terms))) as { initMs: number; queries: QueryTiming[] };
    return { initMs: fullText.initMs, queries: fullText.queries, medianMs: median(fullText.queries.map((q) => q.ms)) };
  } catch (error) {
    return { initMs: null, queries: [], medianMs: null, error: `Pagefind could not run on ${pagePath}: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await context.close();
    await server.close();
  }
}

/** The terms searched at once after init(), nothing preloaded, in a context of its own (nothing cached). */
async function coldFullText(browser: Browser, origin: string): Promise<SearchMeasurement['cold']> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const cold = (await page.evaluate(fullTextScript(FULL_TEXT_TERMS, false))) as { initMs: number; queries: QueryTiming[] };
    return { ...cold, medianMs: median(cold.queries.map((q) => q.ms)) };
  } catch {
    return undefined;
  } finally {
    await context.close();
  }
}

/** Serves `outDir`, opens its home page in a fresh context and times both kinds of search. */
export async function measureSearch(browser: Browser, outDir: string): Promise<SearchMeasurement> {
  const server = await serveStatic({ root: outDir, port: 0 });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`The home page answered ${response?.status() ?? 'nothing'}`);

    const result: SearchMeasurement = { initMs: null, queries: [], medianMs: null, filter: { error: 'not measured' } };
    try {
      const fullText = (await page.evaluate(fullTextScript(FULL_TEXT_TERMS))) as { initMs: number; queries: QueryTiming[] };
      result.initMs = fullText.initMs;
      result.queries = fullText.queries;
      result.medianMs = median(fullText.queries.map((q) => q.ms));
    } catch (error) {
      result.fullTextError = `Pagefind could not run: ${(error as Error).message.split('\n')[0]}`;
    }
    result.cold = await coldFullText(browser, server.url);

    // A fresh page, so the filter's first run pays for the manifest as a reader's first filter does.
    const filterPage = await context.newPage();
    await filterPage.goto(`${server.url}/`, { waitUntil: 'load' });
    try {
      const filter = (await filterPage.evaluate(titleFilterScript(TITLE_FILTER_TERMS))) as { runs: FilterTiming[] } | { error: string };
      result.filter =
        'error' in filter ? filter : { runs: filter.runs, firstMs: filter.runs[0].ms, medianRestMs: median(filter.runs.slice(1).map((r) => r.ms)) };
    } catch (error) {
      result.filter = { error: (error as Error).message.split('\n')[0] };
    }
    return result;
  } finally {
    await context.close();
    await server.close();
  }
}
