/**
 * content/tags.json: the tag vocabulary, upserted by slug, with each tag's name in the translated editions
 * (public.tag_names), so a fresh project's Dutch and Spanish pages name their tags in their own language.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { z } from 'zod';
import { slugify } from '@lib/slug.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';

const tagName = z.string().trim().min(1).max(100);
const editionNames = z.partialRecord(z.enum(TRANSLATED_LOCALES), tagName);

export const tagsSchema = z.array(z.object({ name: tagName, slug: z.string(), names: editionNames.optional() })).superRefine((tags, ctx) => {
  for (const [i, tag] of tags.entries()) {
    if (slugify(tag.name) !== tag.slug) {
      ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `"${tag.slug}" is not the slug of "${tag.name}" (expected "${slugify(tag.name)}")` });
    }
  }
});
export type TagEntry = z.infer<typeof tagsSchema>[number];

/** Upserts the tags and their names in the translated editions; returns slug → id for every tag in the database. */
export async function seedTags(client: SupabaseClient<Database>, tags: TagEntry[]): Promise<Map<string, string>> {
  const { error } = await client.from('tags').upsert(
    tags.map(({ name, slug }) => ({ name, slug })),
    { onConflict: 'slug' },
  );
  if (error) throw new Error(`Saving the tags failed: ${error.message}`);
  const { data, error: readError } = await client.from('tags').select('id, slug');
  if (readError) throw new Error(`Reading the tags back failed: ${readError.message}`);
  const ids = new Map(data.map((t) => [t.slug as string, t.id as string]));
  const names = tags.flatMap((tag) =>
    Object.entries(tag.names ?? {}).map(([language, name]) => ({ tag_id: ids.get(tag.slug)!, language: language as TranslatedLocale, name: name! })),
  );
  if (names.length) {
    const saved = await client.from('tag_names').upsert(names, { onConflict: 'tag_id,language' });
    if (saved.error) throw new Error(`Saving the tags' names in the editions failed: ${saved.error.message}`);
  }
  return ids;
}
