/**
 * The full-text search's words in the page's edition. The page hands its own messages to the browser in
 * a `data-fulltext-messages` attribute (messagesWithPrefix(locale, 'fulltext.')), so no catalogue travels to the
 * browser; without one the English module is used, as on the pages that predate the editions.
 */
import { fulltext as english } from '@lib/i18n/catalogues/en/fulltext.ts';
import { isLocale, INTL_LOCALES } from '@lib/i18n/locales.ts';
import { splitLocalePath } from '@lib/i18n/paths.ts';

export type FulltextMessages = Record<keyof typeof english, string>;

// lib/i18n/messages.ts's `format`, repeated: that module imports every catalogue, which must not reach the browser.
function format(message: string, params: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The messages an element (or its nearest ancestor) carries, else English. */
export function fulltextMessages(element: Element): FulltextMessages {
  const json = element.closest<HTMLElement>('[data-fulltext-messages]')?.dataset.fulltextMessages;
  if (!json) return english;
  try {
    return { ...english, ...(JSON.parse(json) as Partial<FulltextMessages>) };
  } catch {
    return english;
  }
}

/** The status line after a search: no match, or how many pages match and how many are shown. */
export function resultsStatus(messages: FulltextMessages, lang: string, query: string, total: number, shown: number): string {
  const q = query.trim();
  if (total === 0) return format(messages['fulltext.none'], { query: q });
  const intl = isLocale(lang) ? INTL_LOCALES[lang] : lang || 'en-US';
  const count = new Intl.NumberFormat(intl).format(total);
  const form = new Intl.PluralRules(intl).select(total) === 'one' ? 'fulltext.matches.one' : 'fulltext.matches.other';
  const more = total > shown ? format(messages['fulltext.showingFirst'], { max: new Intl.NumberFormat(intl).format(shown) }) : '';
  return `${format(messages[form], { count, query: q })}${more}.`;
}

/** What a result is, by its address in any edition: "/nl/devotional/…" is a devotional. */
export function resultKind(messages: FulltextMessages, url: string): string {
  const { path } = splitLocalePath(url);
  if (path.startsWith('/devotional/')) return messages['fulltext.kind.devotional'];
  if (path.startsWith('/confessions/')) return messages['fulltext.kind.confession'];
  return messages['fulltext.kind.page'];
}

/**
 * The line over a result: what it is, and for a devotional its day in the edition's words
 * ("Overdenking · 2 december 2026"), so two devotionals with like titles are told apart.
 */
export function resultKindLine(messages: FulltextMessages, lang: string, url: string, date: string | undefined): string {
  const kind = resultKind(messages, url);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return kind;
  const intl = isLocale(lang) ? INTL_LOCALES[lang] : lang || 'en-US';
  const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return `${kind} · ${day}`;
}
