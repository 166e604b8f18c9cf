/**
 * The rows the console reads and the columns it selects for them, declared here below the screens: the providers
 * answer these types and the screens show them. Column types come from lib/database.types.ts; what the database
 * only states as a CHECK constraint (a status's values) is named here.
 */
import type { Json, Tables } from '@lib/database.types.ts';

export const CONFESSION_COLUMNS = 'id, slug, name, year, description, historical_context, total_sections';

export type Confession = Pick<Tables<'confessions'>, 'id' | 'slug' | 'name' | 'year' | 'description' | 'historical_context' | 'total_sections'>;

export const SECTION_COLUMNS = 'id, confession_id, section_type, section_number, title, content, scripture_proofs, parent_section_id, url_slug';

/**
 * A confession section. Its scripture_proofs are reference strings, or objects with a reference field: an array
 * by the column's CHECK constraint, which the generated `Json` cannot say.
 */
export type Section = Pick<
  Tables<'confession_sections'>,
  'id' | 'confession_id' | 'section_type' | 'section_number' | 'title' | 'content' | 'parent_section_id' | 'url_slug'
> & { scripture_proofs: Json[] };

/** What the import of one standard document answers (the import-confessions function's result for it). */
export interface ImportResult {
  slug: string;
  success: boolean;
  sectionsImported: number;
  itemsImported?: number;
  error: string | null;
}

/** user_feedback.status (a CHECK constraint). */
export type FeedbackStatus = 'pending' | 'approved' | 'rejected';

export const FEEDBACK_COLUMNS = ['id', 'feedback_text', 'country', 'rating', 'status', 'created_at', 'profiles(full_name,email)'];

/** A user_feedback row with the submitter's name and e-mail embedded from profiles. */
export type FeedbackRow = Pick<Tables<'user_feedback'>, 'id' | 'feedback_text' | 'country' | 'rating' | 'created_at'> & {
  status: FeedbackStatus;
  /** null once the reader deleted their account (the feedback stays, without a name). */
  profiles: Pick<Tables<'profiles'>, 'full_name' | 'email'> | null;
};

export const SITE_SETTINGS_COLUMNS = 'site_name, contact_email, timezone, donation_links';

export type StoredSiteSettings = Pick<Tables<'site_settings'>, 'site_name' | 'contact_email' | 'timezone' | 'donation_links'>;
