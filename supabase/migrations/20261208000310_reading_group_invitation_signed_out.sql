-- An invitation names its group and its leader before the invitee signs in. Before this the preview answered signed-in
-- readers only, so a signed-out invitee met a bare sign-in page that said nothing of the group or who asked them.
--
-- reading_group_preview now also answers a signed-out caller (anon) holding the token, and gives the leader's name
-- (the name on their profile, as the group's own pages show it). Holding the link is what lets anyone, signed in or
-- not, see that much: the 32 random bytes are the secret, the leader sends them to whom they invite, and they can
-- replace or close them at any time. Nothing else changes: an unknown, replaced or closed token gives no row, a
-- removed member holding a link made before their removal still sees no group (20261206000200), a blocked reader sees
-- nothing, and group_id is given only to a caller already in the group, so a signed-out caller never gets it.
--
-- The answer gains a column, which create or replace cannot do: the wrapper and the helper are made again.

drop function public.reading_group_preview(text);
drop function private.reading_group_preview(text);

create function private.reading_group_preview(p_token text)
returns table (name text, member_count integer, sharing_count integer, group_id uuid, leader_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    g.name,
    (select count(*)::integer from public.reading_group_members m where m.group_id = g.id),
    (select count(*)::integer from public.reading_group_members m where m.group_id = g.id and m.shares),
    case when exists (
      select 1 from public.reading_group_members m where m.group_id = g.id and m.user_id = (select auth.uid())
    ) then g.id end,
    (select private.reading_group_display_name(p.full_name)
       from public.reading_group_members m
       join public.profiles p on p.id = m.user_id
      where m.group_id = g.id and m.role = 'leader')
  from private.reading_group_invites i
  join public.reading_groups g on g.id = i.group_id
  where i.token = p_token
    and not (select private.is_blocked())
    and ((select auth.uid()) is null or private.reading_group_invite_admits(g.id, (select auth.uid()), i.created_at))
$$;

revoke all on function private.reading_group_preview(text) from public;
grant execute on function private.reading_group_preview(text) to anon, authenticated;

create function public.reading_group_preview(p_token text)
returns table (name text, member_count integer, sharing_count integer, group_id uuid, leader_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.reading_group_preview(p_token)
$$;

comment on function public.reading_group_preview(text) is
  'For an invite token, signed in or out: the group''s name, its leader''s name, member and sharing counts, and its id for a member; no row for an unknown, replaced or closed one.';

revoke all on function public.reading_group_preview(text) from public, service_role;
grant execute on function public.reading_group_preview(text) to anon, authenticated;
