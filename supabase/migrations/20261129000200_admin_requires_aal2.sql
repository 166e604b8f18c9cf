-- Admin rights need the second factor (issue 18): private.is_admin() is true only when the caller's session has
-- passed a TOTP challenge (the access token's `aal` claim is aal2), so a stolen admin password alone edits nothing.
-- Every admin policy, storage rule and admin RPC asks private.is_admin(), so this one definition covers them all.
-- The service role has no user and bypasses row-level security, so it is unaffected; readers' own rights never
-- asked is_admin() and are unaffected too. An admin at aal1 keeps a reader's rights (their own profile, notes,
-- their own user_roles rows, so the console can tell them apart from a reader and ask for the code).
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1
      from public.user_roles r
      join public.profiles p on p.id = r.user_id
      where r.user_id = (select auth.uid())
        and r.role = 'admin'
        and not p.is_blocked
    )
$$;

comment on function private.is_admin() is
  'True when the caller has a user_roles row with role admin, is not blocked, and signed in with a second factor (aal2). Used by every admin policy.';
