-- A member the leader removed cannot come back with the invite link they kept (issue 46, finding 4). Before this,
-- join_reading_group took any current token, so a removed member rejoined at once with the link they already had.
--
-- private.reading_group_removals   who was removed from which group, and when. Out of the API's reach.
--
-- A link made before a member's removal (private.reading_group_invites.created_at, which Replace link renews) no
-- longer admits that member: reading_group_preview shows them no group and join_reading_group refuses them with the
-- answer of a link that never existed, so the refusal tells them nothing they did not know. Everyone else still joins
-- with it. The leader lets a removed member back by making a new link (Replace link) and sending it to them; joining
-- with it clears their removal. A member who leaves on their own is not recorded and may rejoin with the link.
-- The record goes with the group (cascade) and with the account (cascade through profiles).

create table private.reading_group_removals (
  group_id uuid not null references public.reading_groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  removed_at timestamptz not null default now(),
  primary key (group_id, user_id)
);

comment on table private.reading_group_removals is
  'Members a reading group''s leader removed, and when: invite links made before then no longer admit them.';

create index reading_group_removals_user_idx on private.reading_group_removals (user_id);

-- Not exposed by the API and granted to nobody (only the SECURITY DEFINER helpers below, as its owner, read and
-- write it); RLS on as everywhere.
alter table private.reading_group_removals enable row level security;
revoke all on table private.reading_group_removals from public, anon, authenticated, service_role;

-- Whether the invite made at p_invited may admit p_user to p_group: not when the leader removed them after it was made.
-- Called only by the SECURITY DEFINER functions below, as the owner; no API role executes it.
create or replace function private.reading_group_invite_admits(p_group uuid, p_user uuid, p_invited timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1 from private.reading_group_removals r
     where r.group_id = p_group and r.user_id = p_user and r.removed_at >= p_invited
  )
$$;

revoke all on function private.reading_group_invite_admits(uuid, uuid, timestamptz) from public, anon, authenticated, service_role;

-- As before, and a removed member holding a link made before their removal sees no group, like any dead link.
create or replace function private.reading_group_preview(p_token text)
returns table (name text, member_count integer, sharing_count integer, group_id uuid)
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
    ) then g.id end
  from private.reading_group_invites i
  join public.reading_groups g on g.id = i.group_id
  where i.token = p_token
    and (select auth.uid()) is not null
    and not (select private.is_blocked())
    and private.reading_group_invite_admits(g.id, (select auth.uid()), i.created_at)
$$;

-- As before, and a removed member is refused a link made before their removal with the dead link's own answer.
create or replace function private.join_reading_group(p_token text, p_share boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.reading_group_caller();
  found_group uuid;
  invited timestamptz;
begin
  select i.group_id, i.created_at into found_group, invited from private.reading_group_invites i where i.token = p_token;
  if found_group is not null then
    perform 1 from public.reading_groups g where g.id = found_group for update;
    -- Read under the group's lock: a removal that committed meanwhile counts.
    if not private.reading_group_invite_admits(found_group, me, invited) then
      found_group := null;
    end if;
  end if;
  if found_group is null then
    raise exception 'This invite link does not work: it may have been replaced, or the group has closed joining. Ask the group''s leader for a new link.'
      using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.reading_group_members m where m.group_id = found_group and m.user_id = me) then
    insert into public.reading_group_members (group_id, user_id, shares) values (found_group, me, coalesce(p_share, false));
    -- Back through a link made after the removal: the leader let them in again.
    delete from private.reading_group_removals r where r.group_id = found_group and r.user_id = me;
  end if;
  return found_group;
end
$$;

-- As before, and the removal is recorded, so the links made until now no longer admit the removed member.
create or replace function private.remove_reading_group_member(p_group uuid, p_member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  if p_member = (select auth.uid()) then
    raise exception 'To leave the group yourself, use Leave group.' using errcode = '22023';
  end if;
  delete from public.reading_group_members m where m.group_id = p_group and m.user_id = p_member;
  if not found then
    raise exception 'That reader is not in this group.' using errcode = 'P0002';
  end if;
  insert into private.reading_group_removals (group_id, user_id, removed_at) values (p_group, p_member, pg_catalog.now())
  on conflict (group_id, user_id) do update set removed_at = excluded.removed_at;
end
$$;

-- create or replace keeps each function's privileges; said again so this file states them.
revoke all on function private.reading_group_preview(text) from public, anon;
revoke all on function private.join_reading_group(text, boolean) from public, anon;
revoke all on function private.remove_reading_group_member(uuid, uuid) from public, anon;
grant execute on function private.reading_group_preview(text) to authenticated;
grant execute on function private.join_reading_group(text, boolean) to authenticated;
grant execute on function private.remove_reading_group_member(uuid, uuid) to authenticated;
