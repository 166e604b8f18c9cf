/**
 * Build-time data for the tags in each edition: the home page's tag chips and filters, the tag names on a
 * devotional, and the tag pages (/tags/, /tags/{slug}/). Every tag is named as the edition names it
 * (lib/tags/edition-names.ts); its devotionals are the edition's released ones from its manifest, read with the anon
 * key, so drafts and future days never appear.
 */
import { sortByEditionName, tagInEdition, type EditionTag } from '@lib/tags/edition-names.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import type { ManifestEntry } from '../../lib/search/manifest.ts';
import { buildClient, read } from './api.ts';
import { devotionalManifest } from './manifest.ts';

export type { EditionTag } from '@lib/tags/edition-names.ts';

interface TagWithNames {
  slug: string;
  name: string;
  tag_names: { language: string; name: string }[];
}

let everyTag: Promise<TagWithNames[]> | undefined;

/** Every tag with its names in the translated editions, read once per build. */
function tagsWithNames(): Promise<TagWithNames[]> {
  everyTag ??= (async () => {
    const client = buildClient();
    if (!client) return [];
    return read('tags', () => client.from('tags').select('slug, name, tag_names(language, name)').order('slug'));
  })();
  return everyTag;
}

/** Every tag as the edition names it, in the edition's alphabetical order (the search offers the first ten). */
export async function editionTags(locale: Locale = 'en'): Promise<EditionTag[]> {
  const tags = await tagsWithNames();
  return sortByEditionName(
    tags.map((tag) => tagInEdition(tag, tag.tag_names, locale)),
    locale,
  );
}

export interface TagPage {
  tag: EditionTag;
  /** The edition's released devotionals with the tag, newest first. */
  devotionals: ManifestEntry[];
}

/** One page per tag in the edition, with its released devotionals there (none: the page says so). */
export async function tagPages(locale: Locale = 'en'): Promise<TagPage[]> {
  const [tags, { devotionals }] = await Promise.all([editionTags(locale), devotionalManifest(locale)]);
  // The manifest is newest first already.
  return tags.map((tag) => ({ tag, devotionals: devotionals.filter((d) => d.tags.includes(tag.slug)) }));
}
