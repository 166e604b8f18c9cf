-- Blocking a user ends their account's access, not only their writes.
--
-- Blocking is setting profiles.is_blocked (the admin's Users screen; guard_profile_update() lets only an admin do
-- it, never to themselves). Row-level security already refuses a blocked user's writes, but their sessions lived
-- on: they could still sign in, refresh, and read and change their account through /auth/v1/user. Supabase Auth
-- (GoTrue) has its own ban, auth.users.banned_until: a banned account cannot sign in ("User is banned") or refresh.
-- So the database keeps the two in step, on hosted Supabase and locally alike:
--   * blocking bans the account far into the future and deletes its sessions and refresh tokens, so every
--     refresh fails at once and the access token in hand (valid up to an hour, which RLS already limits to
--     reading) cannot be renewed;
--   * unblocking lifts the ban; the user signs in again.
-- The function writes auth tables the API roles cannot touch, so it runs as its owner; it lives in private (not
-- exposed through the API) and only fires as a trigger. Nothing is created in schema auth.

create or replace function private.sync_blocked_user_ban()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_blocked then
    update auth.users
    set banned_until = pg_catalog.now() + interval '100 years', updated_at = pg_catalog.now()
    where id = new.id;
    delete from auth.refresh_tokens where user_id = new.id::text;
    delete from auth.sessions where user_id = new.id;
  else
    update auth.users set banned_until = null, updated_at = pg_catalog.now() where id = new.id;
  end if;
  return null;
end
$$;

comment on function private.sync_blocked_user_ban() is
  'Trigger: profiles.is_blocked bans the auth user (banned_until) and ends their sessions; unblocking lifts the ban.';

revoke execute on function private.sync_blocked_user_ban() from public, anon, authenticated;

create trigger profiles_sync_blocked_ban after update of is_blocked on public.profiles
  for each row when (old.is_blocked is distinct from new.is_blocked)
  execute function private.sync_blocked_user_ban();

-- Accounts blocked before this migration are banned now.
update auth.users u
set banned_until = pg_catalog.now() + interval '100 years'
from public.profiles p
where p.id = u.id and p.is_blocked and (u.banned_until is null or u.banned_until < pg_catalog.now());
delete from auth.refresh_tokens t using public.profiles p where p.is_blocked and t.user_id = p.id::text;
delete from auth.sessions s using public.profiles p where p.is_blocked and s.user_id = p.id;
