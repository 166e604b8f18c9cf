-- The admin console's user list (/admin/users): each profile with its admin flag, in one read model so the list
-- can sort, filter and count by "admin" like any other column. It runs with the caller's rights
-- (security_invoker) over profiles and user_roles, whose policies already let an admin read every row; the
-- is_admin() condition makes it explicitly an admin's view, so a plain user sees nothing at all through it.
-- Promote, demote, block and unblock write the tables themselves (user_roles, profiles.is_blocked), where the
-- policies and the account guards (000300_triggers) decide.

create view public.admin_users
with (security_invoker = true)
as
select
  p.id,
  p.email,
  p.full_name,
  p.is_blocked,
  exists (select 1 from public.user_roles r where r.user_id = p.id and r.role = 'admin') as is_admin,
  p.created_at,
  -- What the list's search box matches: e-mail and full name, lowercased, in one column.
  pg_catalog.lower(concat_ws(' ', p.email, p.full_name)) as search
from public.profiles p
where (select private.is_admin());

comment on view public.admin_users is
  'Admin-only: profiles with is_admin (a user_roles row with role admin) and a lowercased search column.';

revoke all on public.admin_users from anon;
revoke insert, update, delete, truncate, references, trigger on public.admin_users from authenticated;
grant select on public.admin_users to authenticated;
