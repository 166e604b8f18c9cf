/**
 * Full-text search with Pagefind's index (built by scripts/build-site.ts after astro build), shared by the home
 * page's search section and the search overlay on every page. /pagefind/pagefind.js and its index chunks are
 * fetched on demand, when a reader first focuses a search box, so no page pays for them before that.
 *
 * Pagefind answers from a web worker that starts with the module. Two things keep a query quick at ten years:
 * the worker, its WebAssembly and the language's index metadata are made ready as soon as the box has focus (the
 * module's init() alone only starts them), and each keystroke asks Pagefind to preload the index chunks of the
 * words typed so far, so that when the debounce ends (or the reader presses Enter) the search finds them loaded.
 */
import { escapeHtml } from '@lib/escape.ts';
import { fulltextMessages, resultKindLine, resultsStatus, type FulltextMessages } from '../../lib/search/fulltext-messages.ts';
import { resultPlace, type PagefindResultData } from '../../lib/search/result-place.ts';

interface Pagefind {
  init?: () => Promise<void>;
  /** Loads what a search for the words needs (the WebAssembly and metadata for ''), without searching. */
  preload?: (query: string) => Promise<void>;
  search: (query: string) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
}

const MAX_RESULTS = 8;
const DEBOUNCE_MS = 150;

let pagefind: Promise<Pagefind> | null = null;
function loadPagefind(): Promise<Pagefind> {
  // The index only exists in the built site, so the bundler must not try to resolve it.
  const path = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ path).then(async (module: Pagefind) => {
    await module.init?.();
    // init() starts the worker; an empty preload resolves once it has the WebAssembly and the index metadata.
    await module.preload?.('');
    return module;
  });
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

const langAttr = (lang: string | undefined) => (lang ? ` lang="${escapeHtml(lang)}"` : '');

function resultHtml(result: PagefindResultData, query: string, messages: FulltextMessages, lang: string): string {
  const place = resultPlace(result, query);
  const name = `<span${langAttr(place.pageLang)}>${escapeHtml(place.page)}</span>${place.place ? ` · ${escapeHtml(place.place)}` : ''}`;
  const kind = resultKindLine(messages, lang, result.url, result.meta.date);
  // Pagefind's excerpt is the page's own text, already escaped, with matches wrapped in <mark>.
  return `<li class="rounded-2xl bg-white p-4 ring-1 ring-stone-200 dark:bg-stone-950 dark:ring-stone-800" data-testid="fulltext-result">
<p class="text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300" data-testid="fulltext-result-kind">${escapeHtml(kind)}</p>
<a href="${escapeHtml(place.url)}" class="mt-1 block font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 dark:text-amber-200">${name}</a>
<p class="mt-1 text-sm text-stone-700 dark:text-stone-300 [&_mark]:rounded [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-stone-900" data-testid="fulltext-result-excerpt"${langAttr(place.excerptLang)}>${place.excerpt}</p>
</li>`;
}

let latest = 0;
async function run(query: string, status: HTMLElement, list: HTMLElement, messages: FulltextMessages) {
  const ticket = ++latest;
  if (!query.trim()) {
    status.textContent = '';
    list.innerHTML = '';
    return;
  }
  status.textContent = messages['fulltext.searching'];
  try {
    const search = await (await loadPagefind()).search(query);
    if (ticket !== latest || !search) return; // a newer query superseded this one
    const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (ticket !== latest) return;
    const total = search.results.length;
    const lang = document.documentElement.lang;
    status.textContent = resultsStatus(messages, lang, query, total, Math.min(total, MAX_RESULTS));
    list.innerHTML = data.map((d) => resultHtml(d, query, messages, lang)).join('');
  } catch (error) {
    console.warn('Full-text search failed:', error);
    status.textContent = messages['fulltext.failed'];
    list.innerHTML = '';
  }
}

/** The index chunks of the words typed so far, fetched while the reader is still typing. */
function preload(query: string) {
  if (!query.trim()) return;
  void loadPagefind()
    .then((module) => module.preload?.(query))
    .catch(() => {}); // the search that follows reports a failure
}

export interface FullTextSearchParts {
  input: HTMLInputElement;
  /** Announces "Searching...", the number of matches or a failure (role="status"). */
  status: HTMLElement;
  list: HTMLElement;
}

/** Wires a search box to Pagefind: results as the reader types, and on Enter. */
export function attachFullTextSearch({ input, status, list }: FullTextSearchParts): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The page's edition: its words here, and Pagefind searches the index of the page's <html lang> only.
  const messages = fulltextMessages(input);
  void loadPagefind().catch(() => {});
  // Words typed while this module was still loading.
  if (input.value.trim()) void run(input.value, status, list, messages);
  input.addEventListener('input', () => {
    clearTimeout(timer);
    preload(input.value);
    timer = setTimeout(() => void run(input.value, status, list, messages), DEBOUNCE_MS);
  });
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value, status, list, messages);
  });
}
