/**
 * content/testimonials.json: approved feedback shown on the home page. Each testimonial belongs to its own seed
 * account (the public list shows the author's profile name), created through the auth admin API.
 */
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { z } from 'zod';
import { slugify } from '@lib/slug.ts';
import { ensureUser } from './accounts.ts';

export const testimonialSchema = z.object({
  /** First name and initial, "Hannah V.": becomes the author's profile name. */
  name: z.string().trim().min(2).max(100),
  country: z.string().trim().min(2).max(100),
  rating: z.number().int().min(1).max(5).optional(),
  /** How many days before the seed runs it was written (created_at). */
  daysAgo: z.number().int().min(0),
  text: z.string().trim().min(10).max(1000),
});
export const testimonialsSchema = z.array(testimonialSchema);
export type Testimonial = z.infer<typeof testimonialSchema>;

export function testimonialEmail(t: Testimonial): string {
  return `${slugify(t.name)}@testimonials.reformed-devotionals.local`;
}

/** Inserts each testimonial once (an author's identical text is not added twice); returns how many exist. */
export async function seedTestimonials(client: SupabaseClient<Database>, testimonials: Testimonial[], now = new Date()): Promise<number> {
  for (const t of testimonials) {
    const author = await ensureUser(client, {
      email: testimonialEmail(t),
      // Nobody signs in as a testimonial author; the password only has to be unguessable.
      password: randomBytes(24).toString('base64url'),
      fullName: t.name,
    });
    const existing = await client.from('user_feedback').select('id', { count: 'exact', head: true }).eq('user_id', author.id).eq('feedback_text', t.text);
    if (existing.error) throw new Error(`Checking the testimonial of ${t.name} failed: ${existing.error.message}`);
    if ((existing.count ?? 0) > 0) continue;
    const { error } = await client.from('user_feedback').insert({
      user_id: author.id,
      feedback_text: t.text,
      country: t.country,
      rating: t.rating ?? null,
      status: 'approved',
      created_at: new Date(now.getTime() - t.daysAgo * 86_400_000).toISOString(),
    });
    if (error) throw new Error(`Adding the testimonial of ${t.name} failed: ${error.message}`);
  }
  return testimonials.length;
}
