-- Supabase's Security Advisor: no SECURITY DEFINER function callable by anon or authenticated through the API.
--
-- The policy helpers is_admin(), is_blocked() and site_today() were SECURITY DEFINER functions in public, so anyone
-- could call them through /rest/v1/rpc; 20261126000100_private_helpers made copies in the unexposed schema private.
-- This migration points every policy, trigger function and view at the private copies and then removes what is
-- left exposed:
--   * public.is_admin(), public.is_blocked(): dropped (no client calls them: the console reads user_roles);
--   * public.site_today(): stays, because the site build asks it for "today", but as SECURITY INVOKER: it reads
--     only site_settings, which everyone may read;
--   * public.approved_testimonials(): replaced by private.approved_testimonials(), which only the view
--     public_testimonials calls; clients read testimonials from the view;
--   * public.import_confession(): SECURITY INVOKER and executable by the service role only (the seed and the
--     import-confessions function call it with the service key, which bypasses RLS).
-- Policies are altered in place (ALTER POLICY keeps their names, commands and roles); their expressions are
-- those of 20261125000400_policies with private.* for public.*.

-- Policies -------------------------------------------------------------------------------------------------

alter policy devotionals_select on public.devotionals
  using ((status = 'published' and date <= (select private.site_today())) or (select private.is_admin()));
alter policy devotionals_insert on public.devotionals
  with check ((select private.is_admin()));
alter policy devotionals_update on public.devotionals
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy devotionals_delete on public.devotionals
  using ((select private.is_admin()));
alter policy devotional_tags_insert on public.devotional_tags
  with check ((select private.is_admin()));
alter policy devotional_tags_update on public.devotional_tags
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy devotional_tags_delete on public.devotional_tags
  using ((select private.is_admin()));
alter policy devotional_confession_references_insert on public.devotional_confession_references
  with check ((select private.is_admin()));
alter policy devotional_confession_references_update on public.devotional_confession_references
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy devotional_confession_references_delete on public.devotional_confession_references
  using ((select private.is_admin()));
alter policy tags_insert on public.tags
  with check ((select private.is_admin()));
alter policy tags_update on public.tags
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy tags_delete on public.tags
  using ((select private.is_admin()));
alter policy confessions_insert on public.confessions
  with check ((select private.is_admin()));
alter policy confessions_update on public.confessions
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy confessions_delete on public.confessions
  using ((select private.is_admin()));
alter policy confession_sections_insert on public.confession_sections
  with check ((select private.is_admin()));
alter policy confession_sections_update on public.confession_sections
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy confession_sections_delete on public.confession_sections
  using ((select private.is_admin()));
alter policy profiles_select on public.profiles
  using (id = (select auth.uid()) or (select private.is_admin()));
alter policy profiles_update on public.profiles
  using ((id = (select auth.uid()) and not (select private.is_blocked())) or (select private.is_admin()))
  with check ((id = (select auth.uid()) and not (select private.is_blocked())) or (select private.is_admin()));
alter policy user_roles_select on public.user_roles
  using (user_id = (select auth.uid()) or (select private.is_admin()));
alter policy user_roles_insert on public.user_roles
  with check ((select private.is_admin()));
alter policy user_roles_update on public.user_roles
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy user_roles_delete on public.user_roles
  using ((select private.is_admin()));
alter policy user_preferences_insert on public.user_preferences
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_preferences_update on public.user_preferences
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_preferences_delete on public.user_preferences
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_saved_devotionals_insert on public.user_saved_devotionals
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy user_saved_devotionals_update on public.user_saved_devotionals
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy user_saved_devotionals_delete on public.user_saved_devotionals
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_bookmarked_sections_insert on public.user_bookmarked_sections
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_bookmarked_sections_update on public.user_bookmarked_sections
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_bookmarked_sections_delete on public.user_bookmarked_sections
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy devotional_notes_insert on public.devotional_notes
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy devotional_notes_update on public.devotional_notes
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy devotional_notes_delete on public.devotional_notes
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_reading_goals_insert on public.user_reading_goals
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_reading_goals_update on public.user_reading_goals
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_reading_goals_delete on public.user_reading_goals
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_reading_history_select on public.user_reading_history
  using (user_id = (select auth.uid()) or (select private.is_admin()));
alter policy user_reading_history_insert on public.user_reading_history
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy user_reading_history_update on public.user_reading_history
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check ( user_id = (select auth.uid()) and not (select private.is_blocked()) and exists (select 1 from public.devotionals d where d.id = devotional_id));
alter policy user_reading_history_delete on public.user_reading_history
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));
alter policy user_achievements_select on public.user_achievements
  using (user_id = (select auth.uid()) or (select private.is_admin()));
alter policy user_achievements_insert on public.user_achievements
  with check ((select private.is_admin()));
alter policy user_achievements_update on public.user_achievements
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy user_achievements_delete on public.user_achievements
  using ((select private.is_admin()));
alter policy user_feedback_select on public.user_feedback
  using ( status = 'approved' or user_id = (select auth.uid()) or (select private.is_admin()));
alter policy user_feedback_insert on public.user_feedback
  with check ((user_id = (select auth.uid()) and not (select private.is_blocked())) or (select private.is_admin()));
alter policy user_feedback_update on public.user_feedback
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy user_feedback_delete on public.user_feedback
  using ((select private.is_admin()));
alter policy contact_messages_select on public.contact_messages
  using ((select private.is_admin()));
alter policy contact_messages_insert on public.contact_messages
  with check (not (select private.is_blocked()));
alter policy contact_messages_update on public.contact_messages
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy contact_messages_delete on public.contact_messages
  using ((select private.is_admin()));
alter policy newsletter_subscribers_select on public.newsletter_subscribers
  using ((select private.is_admin()));
alter policy newsletter_subscribers_insert on public.newsletter_subscribers
  with check (not (select private.is_blocked()));
alter policy newsletter_subscribers_update on public.newsletter_subscribers
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
alter policy newsletter_subscribers_delete on public.newsletter_subscribers
  using ((select private.is_admin()));
alter policy site_settings_update on public.site_settings
  using ((select private.is_admin()))
  with check ((select private.is_admin()));


-- Functions that call the helpers --------------------------------------------------------------------------

create or replace function public.is_released(status text, date date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status = 'published' and date <= private.site_today()
$$;

create or replace function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email then
    raise exception 'A profile''s id and e-mail follow the account and cannot be changed here'
      using errcode = '42501';
  end if;
  if new.is_blocked is distinct from old.is_blocked then
    if not private.is_admin() then
      raise exception 'Only an admin can block or unblock a user' using errcode = '42501';
    end if;
    if new.id = (select auth.uid()) and new.is_blocked then
      raise exception 'You cannot block yourself' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create or replace function public.force_feedback_pending()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    new.status := 'pending';
  end if;
  return new;
end
$$;

create or replace function public.import_confession(payload jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  meta jsonb := payload -> 'confession';
  rows jsonb := payload -> 'sections';
  target uuid;
  problem text;
  section_count integer;
begin
  if not ((select private.is_admin()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only administrators can import confessions' using errcode = '42501';
  end if;

  if jsonb_typeof(meta) is distinct from 'object' or coalesce(btrim(meta ->> 'slug'), '') = ''
     or coalesce(btrim(meta ->> 'name'), '') = '' then
    raise exception 'The import needs a confession with a slug and a name' using errcode = '22023';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'The import of % needs a list of sections', meta ->> 'slug' using errcode = '22023';
  end if;

  select e ->> 'url_slug' into problem
  from jsonb_array_elements(rows) e
  group by e ->> 'url_slug'
  having e ->> 'url_slug' is null or count(*) > 1
  limit 1;
  if found then
    raise exception 'The import of % has % sections with url_slug %', meta ->> 'slug',
      case when problem is null then 'unnamed' else 'two' end, coalesce(problem, '(none)')
      using errcode = '22023';
  end if;

  select r.parent_url_slug into problem
  from jsonb_to_recordset(rows) as r (parent_url_slug text)
  where r.parent_url_slug is not null
    and not exists (select 1 from jsonb_array_elements(rows) e where e ->> 'url_slug' = r.parent_url_slug)
  limit 1;
  if found then
    raise exception 'The import of % names a parent section % that is not in the document', meta ->> 'slug', problem
      using errcode = '22023';
  end if;

  insert into public.confessions as c (slug, name, year, description, historical_context)
  values (
    meta ->> 'slug',
    btrim(meta ->> 'name'),
    nullif(meta ->> 'year', '')::integer,
    nullif(btrim(coalesce(meta ->> 'description', '')), ''),
    nullif(btrim(coalesce(meta ->> 'historical_context', '')), '')
  )
  on conflict (slug) do update
    set name = excluded.name,
        year = excluded.year,
        description = excluded.description,
        historical_context = excluded.historical_context
  returning c.id into target;

  delete from public.confession_sections s
  where s.confession_id = target
    and not exists (select 1 from jsonb_array_elements(rows) e where e ->> 'url_slug' = s.url_slug);

  insert into public.confession_sections as s
    (confession_id, section_type, section_number, title, content, scripture_proofs, url_slug)
  select target, r.section_type, r.section_number, nullif(btrim(coalesce(r.title, '')), ''),
         coalesce(r.content, ''), coalesce(r.scripture_proofs, '[]'::jsonb), r.url_slug
  from jsonb_to_recordset(rows) as r (
    url_slug text, section_type text, section_number integer, title text, content text, scripture_proofs jsonb
  )
  on conflict (confession_id, url_slug) do update
    set section_type = excluded.section_type,
        section_number = excluded.section_number,
        title = excluded.title,
        content = excluded.content,
        scripture_proofs = excluded.scripture_proofs
    where (s.section_type, s.section_number, s.title, s.content, s.scripture_proofs)
      is distinct from (excluded.section_type, excluded.section_number, excluded.title, excluded.content, excluded.scripture_proofs);

  -- Parent links by url_slug, now that every section of the document has an id.
  update public.confession_sections s
  set parent_section_id = p.id
  from jsonb_to_recordset(rows) as r (url_slug text, parent_url_slug text)
  left join public.confession_sections p on p.confession_id = target and p.url_slug = r.parent_url_slug
  where s.confession_id = target
    and s.url_slug = r.url_slug
    and s.parent_section_id is distinct from p.id;

  select count(*) into section_count from public.confession_sections s where s.confession_id = target;
  return section_count;
end
$$;

revoke execute on function public.import_confession(jsonb) from public, anon, authenticated;
grant execute on function public.import_confession(jsonb) to service_role;

-- site_today(): the same answer, with the caller's rights -------------------------------------------------

alter function public.site_today() security invoker;

-- Testimonials: the DEFINER function moves behind the view -------------------------------------------------

-- Approved feedback with the submitter's full name and nothing else from the profile (profiles are private).
-- It runs as its owner to read the name; living in private, it cannot be called through the API, only through
-- the view public_testimonials, which exposes exactly these columns.
create or replace function private.approved_testimonials()
returns table (
  id uuid,
  feedback_text text,
  country text,
  rating integer,
  created_at timestamptz,
  full_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.feedback_text, f.country, f.rating, f.created_at, p.full_name
  from public.user_feedback f
  left join public.profiles p on p.id = f.user_id
  where f.status = 'approved'
  order by f.created_at desc, f.id
$$;

comment on function private.approved_testimonials() is
  'Approved feedback, newest first, with the submitter''s full name only (never e-mail). Read through public_testimonials.';

revoke execute on function private.approved_testimonials() from public;
grant execute on function private.approved_testimonials() to anon, authenticated, service_role;

create or replace view public.public_testimonials
with (security_invoker = true)
as
select id, feedback_text, country, rating, created_at, full_name
from private.approved_testimonials();

-- The exposed DEFINER functions go ------------------------------------------------------------------------

drop function public.approved_testimonials(integer);
drop function public.is_admin();
drop function public.is_blocked();
