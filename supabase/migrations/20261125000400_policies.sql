-- Row-level security: the only security boundary of a static site. Per table,
-- one policy per action. auth.uid(), is_admin(), is_blocked() and site_today() are wrapped in sub-selects so
-- Postgres evaluates them once per statement, not once per row.
--
-- Shared rules:
--   * the public (anon and signed-in) reads released devotionals, their tags and references, tags, confessions,
--     sections, approved feedback and the site settings;
--   * a signed-in user reads and writes only their own private rows; a blocked user still reads (what the public
--     reads, and their own rows) but every write policy requires `not is_blocked()`;
--   * admins (is_admin(), false for a blocked admin) read and write what the admin spec manages;
--   * service_role bypasses RLS.
-- Private reader data (notes, saved devotionals, bookmarked sections, preferences, goals) is not readable by
-- admins: no admin screen shows it. Reading history is (the admin panel sums reading time of all users), and so
-- are achievements, which only admins and the service role write.

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.user_preferences enable row level security;
alter table public.confessions enable row level security;
alter table public.confession_sections enable row level security;
alter table public.devotionals enable row level security;
alter table public.tags enable row level security;
alter table public.devotional_tags enable row level security;
alter table public.devotional_confession_references enable row level security;
alter table public.user_saved_devotionals enable row level security;
alter table public.user_bookmarked_sections enable row level security;
alter table public.devotional_notes enable row level security;
alter table public.user_reading_history enable row level security;
alter table public.user_reading_goals enable row level security;
alter table public.user_achievements enable row level security;
alter table public.user_feedback enable row level security;
alter table public.contact_messages enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.site_settings enable row level security;

-- Devotionals: release gating ---------------------------------------------------------------------------

-- Published and dated today or earlier in the site time zone (public.is_released, written out so "today" is
-- computed once). Tomorrow's devotional cannot be fetched before tomorrow by anyone but an admin.
create policy devotionals_select on public.devotionals for select to anon, authenticated
  using (
    (status = 'published' and date <= (select public.site_today()))
    or (select public.is_admin())
  );
create policy devotionals_insert on public.devotionals for insert to authenticated
  with check ((select public.is_admin()));
create policy devotionals_update on public.devotionals for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy devotionals_delete on public.devotionals for delete to authenticated
  using ((select public.is_admin()));

-- A devotional's tag links and confession references are visible exactly when the devotional is: the
-- sub-select on devotionals is itself filtered by devotionals_select, so nothing about an unreleased
-- devotional leaks through them.
create policy devotional_tags_select on public.devotional_tags for select to anon, authenticated
  using (exists (select 1 from public.devotionals d where d.id = devotional_id));
create policy devotional_tags_insert on public.devotional_tags for insert to authenticated
  with check ((select public.is_admin()));
create policy devotional_tags_update on public.devotional_tags for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy devotional_tags_delete on public.devotional_tags for delete to authenticated
  using ((select public.is_admin()));

create policy devotional_confession_references_select on public.devotional_confession_references
  for select to anon, authenticated
  using (exists (select 1 from public.devotionals d where d.id = devotional_id));
create policy devotional_confession_references_insert on public.devotional_confession_references
  for insert to authenticated
  with check ((select public.is_admin()));
create policy devotional_confession_references_update on public.devotional_confession_references
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy devotional_confession_references_delete on public.devotional_confession_references
  for delete to authenticated
  using ((select public.is_admin()));

-- Reference data everyone reads, admins write: tags, confessions, sections ------------------------------

create policy tags_select on public.tags for select to anon, authenticated using (true);
create policy tags_insert on public.tags for insert to authenticated with check ((select public.is_admin()));
create policy tags_update on public.tags for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy tags_delete on public.tags for delete to authenticated using ((select public.is_admin()));

create policy confessions_select on public.confessions for select to anon, authenticated using (true);
create policy confessions_insert on public.confessions for insert to authenticated
  with check ((select public.is_admin()));
create policy confessions_update on public.confessions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy confessions_delete on public.confessions for delete to authenticated
  using ((select public.is_admin()));

create policy confession_sections_select on public.confession_sections for select to anon, authenticated
  using (true);
create policy confession_sections_insert on public.confession_sections for insert to authenticated
  with check ((select public.is_admin()));
create policy confession_sections_update on public.confession_sections for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy confession_sections_delete on public.confession_sections for delete to authenticated
  using ((select public.is_admin()));

-- Accounts --------------------------------------------------------------------------------------------

-- Own profile or, for admins, every profile. Never public: it holds the e-mail and the blocked flag
-- (testimonials get the name through approved_testimonials()).
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
-- Which columns may change is decided by column grants (000600_grants) and guard_profile_update().
create policy profiles_update on public.profiles for update to authenticated
  using ((id = (select auth.uid()) and not (select public.is_blocked())) or (select public.is_admin()))
  with check ((id = (select auth.uid()) and not (select public.is_blocked())) or (select public.is_admin()));
-- Profiles are created by the sign-up trigger and removed with the account; no API role inserts or deletes
-- them (no insert or delete policy).

create policy user_roles_select on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_roles_insert on public.user_roles for insert to authenticated
  with check ((select public.is_admin()));
create policy user_roles_update on public.user_roles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy user_roles_delete on public.user_roles for delete to authenticated
  using ((select public.is_admin()));

-- Private reader data: the owner only --------------------------------------------------------------------
-- Rows that point at a devotional (saved, notes, history) may only point at one the writer can see, so a
-- write cannot be used to probe for unreleased devotionals.

create policy user_preferences_select on public.user_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_preferences_insert on public.user_preferences for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_preferences_update on public.user_preferences for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_preferences_delete on public.user_preferences for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

create policy user_saved_devotionals_select on public.user_saved_devotionals for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_saved_devotionals_insert on public.user_saved_devotionals for insert to authenticated
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy user_saved_devotionals_update on public.user_saved_devotionals for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy user_saved_devotionals_delete on public.user_saved_devotionals for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

create policy user_bookmarked_sections_select on public.user_bookmarked_sections for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_bookmarked_sections_insert on public.user_bookmarked_sections for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_bookmarked_sections_update on public.user_bookmarked_sections for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_bookmarked_sections_delete on public.user_bookmarked_sections for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

create policy devotional_notes_select on public.devotional_notes for select to authenticated
  using (user_id = (select auth.uid()));
create policy devotional_notes_insert on public.devotional_notes for insert to authenticated
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy devotional_notes_update on public.devotional_notes for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy devotional_notes_delete on public.devotional_notes for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

create policy user_reading_goals_select on public.user_reading_goals for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_reading_goals_insert on public.user_reading_goals for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_reading_goals_update on public.user_reading_goals for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select public.is_blocked()));
create policy user_reading_goals_delete on public.user_reading_goals for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

-- Reading history: the owner writes; the owner and admins read.
create policy user_reading_history_select on public.user_reading_history for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_reading_history_insert on public.user_reading_history for insert to authenticated
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy user_reading_history_update on public.user_reading_history for update to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()))
  with check (
    user_id = (select auth.uid()) and not (select public.is_blocked())
    and exists (select 1 from public.devotionals d where d.id = devotional_id)
  );
create policy user_reading_history_delete on public.user_reading_history for delete to authenticated
  using (user_id = (select auth.uid()) and not (select public.is_blocked()));

-- Achievements are earned, not claimed: the owner reads them; admins (and the service role) write them.
create policy user_achievements_select on public.user_achievements for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_achievements_insert on public.user_achievements for insert to authenticated
  with check ((select public.is_admin()));
create policy user_achievements_update on public.user_achievements for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy user_achievements_delete on public.user_achievements for delete to authenticated
  using ((select public.is_admin()));

-- Feedback ----------------------------------------------------------------------------------------------

-- Approved feedback is public (without any profile data; see approved_testimonials()); the submitter reads
-- their own, admins read all.
create policy user_feedback_select on public.user_feedback for select to anon, authenticated
  using (
    status = 'approved'
    or user_id = (select auth.uid())
    or (select public.is_admin())
  );
-- A signed-in, unblocked user submits feedback as themselves; force_feedback_pending() makes it pending.
create policy user_feedback_insert on public.user_feedback for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and not (select public.is_blocked()))
    or (select public.is_admin())
  );
-- Moderation (approve, reject, delete) is the admin's alone.
create policy user_feedback_update on public.user_feedback for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy user_feedback_delete on public.user_feedback for delete to authenticated
  using ((select public.is_admin()));

-- Public forms: anyone writes, admins read --------------------------------------------------------------

create policy contact_messages_select on public.contact_messages for select to authenticated
  using ((select public.is_admin()));
create policy contact_messages_insert on public.contact_messages for insert to anon, authenticated
  with check (not (select public.is_blocked()));
create policy contact_messages_update on public.contact_messages for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy contact_messages_delete on public.contact_messages for delete to authenticated
  using ((select public.is_admin()));

create policy newsletter_subscribers_select on public.newsletter_subscribers for select to authenticated
  using ((select public.is_admin()));
create policy newsletter_subscribers_insert on public.newsletter_subscribers for insert to anon, authenticated
  with check (not (select public.is_blocked()));
create policy newsletter_subscribers_update on public.newsletter_subscribers for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy newsletter_subscribers_delete on public.newsletter_subscribers for delete to authenticated
  using ((select public.is_admin()));

-- Site settings: one row everyone reads (the build and the site need the time zone and donation links) ----

create policy site_settings_select on public.site_settings for select to anon, authenticated using (true);
create policy site_settings_update on public.site_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
-- No insert or delete policy: the single row is created by 000100_tables and stays.
