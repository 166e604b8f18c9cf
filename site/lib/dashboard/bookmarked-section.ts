/**
 * A bookmarked confession section as the dashboard lists it, in the reader's edition: its name in the edition's
 * words ("Vraag 1", "Hoofdstuk 2, Artikel 8", the same terms as the confession pages), the document's own title
 * after it, marked with the document's language where that is not the edition's, the document's name in the
 * edition (public.confession_titles) where it has one, and a link to the section in the reader's edition.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import type { MessageParams } from '@lib/i18n/format.ts';
import { sectionNameIn } from '@lib/confessions/outline-labels.ts';
import { editionHref } from '../i18n/edition-routes.ts';

/** A bookmark as loaded: the section and its document, in the document's own words and language. */
export interface BookmarkedSectionRow {
  id: string;
  urlSlug: string;
  title: string | null;
  confessionSlug: string;
  confessionName: string;
  /** The language of the document's text (public.confessions.language). */
  confessionLanguage: string;
}

export interface BookmarkedSectionLink {
  id: string;
  /** "Vraag 1": the edition's words. */
  name: string;
  /** The section's own title, if any, and its language where it is not the edition's. */
  title: string | null;
  titleLang?: string;
  confessionName: string;
  confessionNameLang?: string;
  href: string;
}

/** The island's translator: keys it was not given show themselves (site/islands/i18n/IslandMessages.tsx). */
export interface SectionWords {
  readonly locale: Locale;
  (key: string, params?: MessageParams): string;
}

/**
 * `editionNames`: the edition's name for each document slug (public.confession_titles), where it has one.
 */
export function bookmarkedSectionLink(row: BookmarkedSectionRow, t: SectionWords, editionNames: ReadonlyMap<string, string>): BookmarkedSectionLink {
  const ownName = editionNames.get(row.confessionSlug);
  const textLang = row.confessionLanguage === t.locale ? undefined : row.confessionLanguage;
  const link: BookmarkedSectionLink = {
    id: row.id,
    name: sectionNameIn(row.urlSlug, t),
    title: row.title,
    confessionName: ownName ?? row.confessionName,
    href: editionHref(t.locale, `/confessions/${row.confessionSlug}/#${row.urlSlug}`),
  };
  if (row.title && textLang) link.titleLang = textLang;
  if (!ownName && textLang) link.confessionNameLang = textLang;
  return link;
}
