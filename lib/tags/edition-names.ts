/**
 * What an edition calls a tag: its name in the edition's language (public.tag_names) where the console or the seed
 * gave one, else its English name (public.tags.name), which keeps its language so the page marks it lang="en" and a
 * screen reader reads it as English. The slug is the English one in every edition: a tag's page is
 * /nl/tags/covenant/, so its address survives a rename and every edition's page of one tag shares it.
 */

/** A tag as public.tags holds it: the English name and the slug. */
export interface TagRow {
  slug: string;
  name: string;
}

/** A row of public.tag_names: the tag's name in one language. */
export interface TagNameRow {
  language: string;
  name: string;
}

export interface EditionTag {
  slug: string;
  /** The name the edition shows. */
  name: string;
  /** The language `name` is written in: the edition's, or 'en' where the tag has no name in it yet. */
  language: string;
}

/** The tag as the `locale` edition names it. */
export function tagInEdition(tag: TagRow, names: readonly TagNameRow[], locale: string): EditionTag {
  const own = locale === 'en' ? undefined : names.find((row) => row.language === locale && row.name.trim());
  return own ? { slug: tag.slug, name: own.name.trim(), language: locale } : { slug: tag.slug, name: tag.name, language: 'en' };
}

/** The tags in the edition's alphabetical order of their names there ("Aanbidding" first in Dutch). */
export function sortByEditionName<T extends { name: string }>(tags: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...tags].sort((a, b) => collator.compare(a.name, b.name));
}

/** A tag page's path inside an edition's site (before the edition's prefix): /tags/{slug}/. */
export function tagPagePath(slug: string): string {
  return `/tags/${slug}/`;
}
