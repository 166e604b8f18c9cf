-- Explicit grants, per object and per role, exactly as docs/grants.md decides.
--
-- Since 30 October 2026 hosted Supabase gives a new object in `public` no grant for anon, authenticated or
-- service_role (and PostgreSQL still gives EXECUTE on a new function to PUBLIC). 20261125000600_grants.sql
-- assumed the old default, which granted everything and revoked a little. Here every object first loses every
-- privilege the API roles and PUBLIC hold, then gets only its row of the matrix, so a database made under the
-- old default and one made under the new reach the same end state. Objects are named one by one (no
-- "all tables in schema"), so a later migration's own grants are never undone by this one.

-- 1. Nothing for anybody ----------------------------------------------------------------------------------

revoke all on table
  public.admin_users,
  public.confession_sections,
  public.confessions,
  public.contact_messages,
  public.devotional_confession_references,
  public.devotional_notes,
  public.devotional_tags,
  public.devotionals,
  public.newsletter_deliveries,
  public.newsletter_digests,
  public.newsletter_subscribers,
  public.profiles,
  public.public_testimonials,
  public.reading_goal_progress,
  public.seed_runs,
  public.site_builds,
  public.site_settings,
  public.tags,
  public.tags_with_usage,
  public.user_achievements,
  public.user_bookmarked_sections,
  public.user_feedback,
  public.user_preferences,
  public.user_reading_goals,
  public.user_reading_history,
  public.user_roles,
  public.user_saved_devotionals
from public, anon, authenticated, service_role;

-- Identity sequences: an insert through the identity column needs no grant on its sequence.
revoke all on sequence
  public.newsletter_digests_id_seq,
  public.seed_runs_id_seq,
  public.site_builds_id_seq
from public, anon, authenticated, service_role;

revoke all on function
  public.admin_panel_stats(),
  public.check_site_time_zone(),
  public.count_confession_sections(),
  public.default_section_url_slug(),
  public.force_feedback_pending(),
  public.guard_own_admin_role(),
  public.guard_profile_update(),
  public.handle_new_user(),
  public.handle_user_email_change(),
  public.import_confession(jsonb),
  public.is_released(text, date),
  public.is_time_zone(text),
  public.my_reading_stats(),
  public.normalize_contact_message(),
  public.normalize_newsletter_email(),
  public.refresh_confession_total_sections(),
  public.replace_confession_sections(uuid, jsonb),
  public.save_devotional(jsonb, uuid[], jsonb, timestamptz),
  public.set_updated_at(),
  public.site_today(),
  public.update_confession_sections(uuid, jsonb)
from public, anon, authenticated, service_role;

-- 2. Public content: everyone reads (RLS keeps unreleased devotionals to admins); admins write ---------------

grant select on table
  public.confession_sections,
  public.confessions,
  public.devotional_confession_references,
  public.devotional_tags,
  public.devotionals,
  public.tags,
  public.site_settings,
  public.public_testimonials,
  public.tags_with_usage
to anon, authenticated, service_role;

grant insert, update, delete on table
  public.confession_sections,
  public.confessions,
  public.devotional_confession_references,
  public.devotional_tags,
  public.devotionals,
  public.tags
to authenticated, service_role;

-- The one site_settings row: the admin edits it; nobody inserts or deletes it through the API but the
-- back office (the seed writes it on a first install).
grant update on table public.site_settings to authenticated;
grant insert, update, delete on table public.site_settings to service_role;

-- 3. Readers' own data: the policies keep each row to its owner (and admins where they say so) --------------

grant select, insert, update, delete on table
  public.devotional_notes,
  public.user_achievements,
  public.user_bookmarked_sections,
  public.user_feedback,
  public.user_preferences,
  public.user_reading_goals,
  public.user_reading_history,
  public.user_roles,
  public.user_saved_devotionals
to authenticated, service_role;

grant select on table public.reading_goal_progress to authenticated, service_role;

-- Profiles are made by the sign-up trigger. A user changes their name and avatar; is_blocked is granted so
-- admins can block through PATCH, and guard_profile_update() refuses it from anyone else.
grant select, update (full_name, avatar_url, is_blocked) on table public.profiles to authenticated;
grant select, insert, update, delete on table public.profiles to service_role;

-- 4. Admin-only records: admins read them in the console; the functions and the seed write them ------------

grant select on table
  public.admin_users,
  public.newsletter_deliveries,
  public.newsletter_digests,
  public.seed_runs,
  public.site_builds
to authenticated;
grant select on table public.admin_users to service_role;
grant select, insert, update, delete on table
  public.newsletter_deliveries,
  public.newsletter_digests,
  public.seed_runs,
  public.site_builds
to service_role;

-- 5. Subscribers: no direct insert for anyone on the site. The `newsletter` function (service role) is the
-- only way in, so no answer tells a subscribed address from a new one; admins read, edit and delete.
grant select, update, delete on table public.newsletter_subscribers to authenticated;
grant select, insert, update, delete on table public.newsletter_subscribers to service_role;

-- 6. Contact messages: the form's three stored fields and nothing else; id, created_at and read_at are the
-- server's. Admins read, mark read and delete (20261128000110_contact_message_limits.sql adds the checks).
grant insert (name, email, message) on table public.contact_messages to anon, authenticated;
grant select, update (read_at), delete on table public.contact_messages to authenticated;
grant select, insert, update, delete on table public.contact_messages to service_role;

-- 7. Functions: only the RPCs each role calls. Trigger functions get nothing (a trigger fires without EXECUTE).

-- The site asks the API for the site's "today"; the build, the seed and the tests too.
grant execute on function public.site_today() to anon, authenticated, service_role;
-- Called by the site_settings time zone trigger as the caller, so whoever updates site_settings needs it.
grant execute on function public.is_time_zone(text) to authenticated, service_role;
-- Admin RPCs: each checks private.is_admin() itself and refuses everyone else.
grant execute on function
  public.admin_panel_stats(),
  public.replace_confession_sections(uuid, jsonb),
  public.save_devotional(jsonb, uuid[], jsonb, timestamptz),
  public.update_confession_sections(uuid, jsonb)
to authenticated;
-- A reader's own reading statistics.
grant execute on function public.my_reading_stats() to authenticated;
-- The import-confessions function (service role) loads a whole confession in one transaction.
grant execute on function public.import_confession(jsonb) to service_role;
