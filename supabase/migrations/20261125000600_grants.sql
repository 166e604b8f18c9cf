-- Table and function privileges. Supabase grants every public table to anon, authenticated and service_role
-- by default and lets RLS decide; here the API roles lose what they never need, so a policy slip cannot
-- expose it and a denied request fails loudly (42501) instead of quietly returning nothing.

-- TRUNCATE is not subject to row-level security; REFERENCES and TRIGGER are schema-level powers.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;

-- Signed-out visitors own nothing: no access at all to accounts and private reader data.
revoke all on
  public.profiles,
  public.user_roles,
  public.user_preferences,
  public.user_saved_devotionals,
  public.user_bookmarked_sections,
  public.devotional_notes,
  public.user_reading_history,
  public.user_reading_goals,
  public.user_achievements
from anon;

-- Public content: signed-out visitors read it and write nothing.
revoke insert, update, delete on
  public.devotionals,
  public.tags,
  public.devotional_tags,
  public.devotional_confession_references,
  public.confessions,
  public.confession_sections,
  public.user_feedback,
  public.site_settings
from anon;

-- Contact form and newsletter: signed-out visitors submit and nothing else.
revoke select, update, delete on public.contact_messages, public.newsletter_subscribers from anon;

-- Profiles: created by the sign-up trigger, e-mail copied from the account. Through the API a user changes only
-- their name and avatar; is_blocked is granted so admins can block through PATCH, and guard_profile_update()
-- rejects it from anyone else.
revoke insert, update, delete on public.profiles from authenticated;
grant update (full_name, avatar_url, is_blocked) on public.profiles to authenticated;

-- The single site_settings row is only ever updated.
revoke insert, delete on public.site_settings from authenticated;

-- Views are read models: nobody writes through them.
revoke insert, update, delete on public.tags_with_usage, public.public_testimonials from anon, authenticated;

-- Functions: Postgres grants EXECUTE to PUBLIC by default. Trigger functions are not API calls.
revoke execute on function
  public.set_updated_at(),
  public.handle_new_user(),
  public.handle_user_email_change(),
  public.guard_profile_update(),
  public.guard_own_admin_role(),
  public.force_feedback_pending(),
  public.count_confession_sections(),
  public.refresh_confession_total_sections(),
  public.default_section_url_slug(),
  public.normalize_contact_message(),
  public.normalize_newsletter_email(),
  public.check_site_time_zone()
from public, anon, authenticated;

-- Helpers the policies evaluate as the caller, and the testimonials RPC: callable by every API role.
revoke execute on function
  public.is_admin(),
  public.is_blocked(),
  public.site_today(),
  public.is_released(text, date),
  public.is_time_zone(text),
  public.approved_testimonials(integer)
from public;
grant execute on function
  public.is_admin(),
  public.is_blocked(),
  public.site_today(),
  public.is_released(text, date),
  public.is_time_zone(text),
  public.approved_testimonials(integer)
to anon, authenticated, service_role;
