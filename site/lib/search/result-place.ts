/**
 * Where a full-text result leads and what it is called. A confession is one long page: Pagefind cuts it into
 * sub-results at every question, article or chapter (an element with an id and a `data-pagefind-title`, its name
 * in the edition's words: "Vraag 102") and at headings with an id (the historical context). The result links to
 * the place where the words match most and is named by it — "Heidelbergse Catechismus · Vraag 102" — so a label
 * never names one part of a page while its snippet quotes another.
 *
 * A document without a text in the edition's language shows its English text: the page tells Pagefind the
 * language of each of its parts in its metadata (`textLang`, `contextLang`, `descriptionLang`, `nameLang`, set
 * only where a part is not in the edition's language), so a snippet or a name in English is marked English.
 */
import { splitLocalePath } from '@lib/i18n/paths.ts';

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** The element's `data-pagefind-title`: on this site, only on a document's own sections. */
  title?: string;
  location: number;
}
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** A result ready to show: its link, name (page and place), snippet, and the languages of each where not the page's. */
export interface ResultPlace {
  url: string;
  /** The page's name: a devotional's or document's title. */
  page: string;
  /** The language of `page` where it is not the edition's (an untranslated document's English name). */
  pageLang?: string;
  /** The place inside the page, in the edition's words ("Vraag 102", "Historische achtergrond"), if any. */
  place?: string;
  /** Pagefind's snippet: the page's own text, escaped, with the matched words in <mark>. */
  excerpt: string;
  excerptLang?: string;
}

const marks = (excerpt: string) => excerpt.split('<mark>').length - 1;

/** The id of the historical context's heading on a confession page (site/components/confessions/ConfessionHeader.astro). */
export const HISTORICAL_CONTEXT_ID = 'historical-context-heading';

/** The language of a snippet from `sub` (undefined: the edition's own). */
function excerptLang(meta: PagefindResultData['meta'], sub: PagefindSubResult | null): string | undefined {
  if (!sub?.anchor) return meta.descriptionLang;
  if (sub.anchor.title) return meta.textLang;
  if (sub.anchor.id === HISTORICAL_CONTEXT_ID) return meta.contextLang;
  return undefined;
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

/** More matched words wins; on a tie a document's own section beats the page's opening, which only describes it. */
function better(top: PagefindSubResult | null, candidate: PagefindSubResult): boolean {
  if (!top) return true;
  const [a, b] = [marks(candidate.excerpt), marks(top.excerpt)];
  return a > b || (a === b && !top.anchor && Boolean(candidate.anchor?.title));
}

/**
 * The place in a result where the words match most (ties go to the earlier place): a section of the page, or the
 * page's opening (its name and description), which Pagefind gives as a sub-result without an anchor. A devotional is
 * named by its title alone (its date is on the line above it); a document by its name and the place, "Vraag 102".
 */
export function resultPlace(data: PagefindResultData): ResultPlace {
  const page = data.meta.title ?? data.url;
  const pageLang = data.meta.nameLang;
  const best = (data.sub_results ?? []).reduce<PagefindSubResult | null>((top, s) => (better(top, s) ? s : top), null);
  if (!best || marks(best.excerpt) === 0) return defined({ url: data.url, page, pageLang, excerpt: data.excerpt, excerptLang: excerptLang(data.meta, null) });
  const inDocument = splitLocalePath(data.url).path.startsWith('/confessions/');
  const place = inDocument && best.anchor && best.title && best.title !== page ? best.title : undefined;
  return defined({ url: best.url, page, pageLang, place, excerpt: best.excerpt, excerptLang: excerptLang(data.meta, best.anchor ? best : null) });
}
