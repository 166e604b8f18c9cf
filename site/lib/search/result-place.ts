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

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the snippet has the words searched for side by side, as typed ("enige troost"). */
function hasPhrase(excerpt: string, query: string[]): boolean {
  if (query.length === 0) return false;
  const text = words(excerpt.replace(/<[^>]*>/g, ' '));
  return text.some((_, i) => query.every((word, j) => text[i + j] === word));
}

interface Score {
  phrase: boolean;
  /** How many of the words typed are marked in the snippet as typed. */
  typed: number;
  distinct: number;
  total: number;
}

/** How well a snippet answers the words typed. */
function score(excerpt: string, query: string[]): Score {
  const marked = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((m) => words(m[1]!));
  const found = new Set(marked);
  return { phrase: hasPhrase(excerpt, query), typed: new Set(query.filter((word) => found.has(word))).size, distinct: found.size, total: marked.length };
}

/**
 * A stemmer also marks other words than those typed ("enige" finds "een" too), so the place with the words side by
 * side as typed wins, then the one with more of the typed words themselves; between those, a document's own section
 * beats the page's opening or the historical context, which only describe it; then more different words marked, and
 * more matches.
 */
function better(top: { sub: PagefindSubResult; score: Score } | null, sub: PagefindSubResult, candidate: Score): boolean {
  if (!top) return true;
  const best = top.score;
  if (candidate.total > 0 !== best.total > 0) return candidate.total > 0;
  if (candidate.phrase !== best.phrase) return candidate.phrase;
  if (candidate.typed !== best.typed) return candidate.typed > best.typed;
  const [section, topSection] = [Boolean(sub.anchor?.title), Boolean(top.sub.anchor?.title)];
  if (section !== topSection) return section;
  if (candidate.distinct !== best.distinct) return candidate.distinct > best.distinct;
  return candidate.total > best.total;
}

/**
 * The place in a result that answers `query` best (ties go to the earlier place): a section of the page, or the
 * page's opening (its name and description), which Pagefind gives as a sub-result without an anchor. A devotional is
 * named by its title alone (its date is on the line above it); a document by its name and the place, "Vraag 102".
 */
export function resultPlace(data: PagefindResultData, query = ''): ResultPlace {
  const page = data.meta.title ?? data.url;
  const pageLang = data.meta.nameLang;
  const typed = words(query);
  let top: { sub: PagefindSubResult; score: Score } | null = null;
  for (const sub of data.sub_results ?? []) {
    const candidate = score(sub.excerpt, typed);
    if (better(top, sub, candidate)) top = { sub, score: candidate };
  }
  const best = top?.score.total ? top.sub : null;
  if (!best) return defined({ url: data.url, page, pageLang, excerpt: data.excerpt, excerptLang: excerptLang(data.meta, null) });
  const inDocument = splitLocalePath(data.url).path.startsWith('/confessions/');
  const place = inDocument && best.anchor && best.title && best.title !== page ? best.title : undefined;
  return defined({ url: best.url, page, pageLang, place, excerpt: best.excerpt, excerptLang: excerptLang(data.meta, best.anchor ? best : null) });
}
