-- Functions the policies, views and clients call. The SECURITY DEFINER ones read tables the caller may not see
-- (user_roles, profiles, site_settings), so each has an empty search_path and fully qualified names:
-- nothing a caller puts on their search_path can stand in for a table or operator they use.

-- Whether the signed-in caller is an admin. A blocked admin is not an admin: blocked accounts write nothing.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join public.profiles p on p.id = r.user_id
    where r.user_id = (select auth.uid())
      and r.role = 'admin'
      and not p.is_blocked
  )
$$;

comment on function public.is_admin() is
  'True when the caller has a user_roles row with role admin and is not blocked. Used by every admin policy.';

-- Whether the signed-in caller is blocked. False for anon, who has no profile.
create or replace function public.is_blocked()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_blocked from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;

comment on function public.is_blocked() is
  'True when the caller''s profile is blocked. Every write policy requires it to be false.';

-- Today's date in the site's time zone: the day release gating compares devotional dates with.
create or replace function public.site_today()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (pg_catalog.now() at time zone coalesce(
    (select s.timezone from public.site_settings s where s.id),
    'America/New_York'
  ))::date
$$;

comment on function public.site_today() is
  'The current date in site_settings.timezone. A devotional dated after it is not released.';

-- The release rule in one place, for clients and SQL that want to ask it of a row.
-- The devotionals read policy spells out the same test with site_today() in a sub-select, so Postgres
-- evaluates "today" once per query instead of once per row.
create or replace function public.is_released(status text, date date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status = 'published' and date <= public.site_today()
$$;

comment on function public.is_released(text, date) is
  'A devotional is released when it is published and dated on or before today in the site time zone.';

-- A time zone name Postgres knows (IANA names such as America/New_York, or UTC).
create or replace function public.is_time_zone(name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.name)
$$;

-- Approved feedback with the submitter's full name and nothing else from the profile. Profiles are private
-- (they hold e-mail and the blocked flag), so the public reads testimonials through this function, which runs
-- as its owner and returns only the public columns. A SECURITY DEFINER view would do the same but is what the
-- database linter flags; the view public_testimonials (000500_views) wraps this function with security_invoker.
create or replace function public.approved_testimonials(max_count integer default null)
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
  limit max_count
$$;

comment on function public.approved_testimonials(integer) is
  'Approved feedback, newest first, with the submitter''s full name only (never e-mail). max_count null means all.';
