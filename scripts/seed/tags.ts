/** content/tags.json: the tag vocabulary, upserted by slug. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { z } from 'zod';
import { slugify } from '@lib/slug.ts';

export const tagsSchema = z.array(z.object({ name: z.string().trim().min(1).max(100), slug: z.string() })).superRefine((tags, ctx) => {
  for (const [i, tag] of tags.entries()) {
    if (slugify(tag.name) !== tag.slug) {
      ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `"${tag.slug}" is not the slug of "${tag.name}" (expected "${slugify(tag.name)}")` });
    }
  }
});
export type TagEntry = z.infer<typeof tagsSchema>[number];

/** Upserts the tags; returns slug → id for every tag in the database. */
export async function seedTags(client: SupabaseClient<Database>, tags: TagEntry[]): Promise<Map<string, string>> {
  const { error } = await client.from('tags').upsert(tags, { onConflict: 'slug' });
  if (error) throw new Error(`Saving the tags failed: ${error.message}`);
  const { data, error: readError } = await client.from('tags').select('id, slug');
  if (readError) throw new Error(`Reading the tags back failed: ${readError.message}`);
  return new Map(data.map((t) => [t.slug as string, t.id as string]));
}
