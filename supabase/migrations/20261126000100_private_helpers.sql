-- Policy helpers in a schema the API does not expose. Policies need to ask "is the caller an admin?",
-- "is the caller blocked?" and "what is today in the site's time zone?" about tables the caller may not read,
-- so the helpers are SECURITY DEFINER; living outside the exposed schemas, they cannot be called through
-- /rest/v1/rpc, which is what Supabase's Security Advisor asks of SECURITY DEFINER functions.
-- New policies and functions use private.is_admin(), private.is_blocked() and private.site_today().

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.is_admin()
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

comment on function private.is_admin() is
  'True when the caller has a user_roles row with role admin and is not blocked. Used by every admin policy.';

create or replace function private.is_blocked()
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

comment on function private.is_blocked() is
  'True when the caller''s profile is blocked. Every write policy requires it to be false.';

create or replace function private.site_today()
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

comment on function private.site_today() is
  'The current date in site_settings.timezone. A devotional dated after it is not released.';

revoke execute on function private.is_admin(), private.is_blocked(), private.site_today() from public;
grant execute on function private.is_admin(), private.is_blocked(), private.site_today()
  to anon, authenticated, service_role;
