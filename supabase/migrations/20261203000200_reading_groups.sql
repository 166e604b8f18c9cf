-- Reading together (issue 32): a signed-in reader starts a group, shares its invite link, and the members see which
-- days of this week each member who chose to share read. Nothing else of a member's reading is shown: no titles,
-- notes, bookmarks or practice, only the site-time-zone days of user_reading_history.read_on.
--
-- reading_groups          a group: its name. Readable by its members only.
-- reading_group_members   who is in which group, as leader or member, and whether they share their reading days
--                         with it. Readable by the group's members only.
-- private.reading_group_invites
--                         a group's invite token (32 random bytes, hex), out of the API's reach: only the leader
--                         reads it, through group_invite(). No row means joining is closed.
--
-- Every write goes through the RPCs below (SECURITY DEFINER helpers in private, invoker wrappers in public), so the
-- API roles get SELECT only. Whoever is not in a group learns nothing of it: the policies hide its rows, the read
-- RPCs answer with no rows, and the actions answer a group they are not in exactly as one that does not exist.
-- A blocked reader sees no group and can do nothing.
--
-- Rules the database keeps, whoever writes:
--   at most 50 members in a group, and a reader in at most 20 groups;
--   one leader per group; when the leader goes (leaves, is deleted with their account), the longest-standing member
--   (earliest joined_at) leads; when the last member goes, the group and its invite are deleted.

create table public.reading_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 60 and char_length(name) <= 60),
  created_at timestamptz not null default now()
);

comment on table public.reading_groups is
  'A reading group (issue 32): members see which days of the week each sharing member read. Members only.';

create table public.reading_group_members (
  group_id uuid not null references public.reading_groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('leader', 'member')),
  -- Whether this member's reading days (this week's read_on dates, nothing else) are shown to the group.
  shares boolean not null default false,
  joined_at timestamptz not null default clock_timestamp(),
  primary key (group_id, user_id)
);

comment on table public.reading_group_members is
  'Who is in a reading group, as leader or member, and whether they share their reading days with it.';

create unique index reading_group_members_one_leader on public.reading_group_members (group_id) where role = 'leader';
create index reading_group_members_user_idx on public.reading_group_members (user_id, joined_at);

create table private.reading_group_invites (
  group_id uuid primary key references public.reading_groups (id) on delete cascade,
  token text not null unique check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

-- Not exposed by the API and granted to nobody; RLS on as everywhere.
alter table private.reading_group_invites enable row level security;

-- ---------------------------------------------------------------------------------------------------------------
-- Who may see what. The members table's policy asks which groups the caller is in; asking it of the members table
-- itself under RLS would recurse, so the helper reads it with its owner's rights.

create or replace function private.my_reading_group_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.group_id
  from public.reading_group_members m
  where m.user_id = (select auth.uid())
    and not (select private.is_blocked())
$$;

revoke all on function private.my_reading_group_ids() from public, anon;
grant execute on function private.my_reading_group_ids() to authenticated;

alter table public.reading_groups enable row level security;
alter table public.reading_group_members enable row level security;

create policy reading_groups_select on public.reading_groups for select to authenticated
  using (id in (select private.my_reading_group_ids()));
create policy reading_group_members_select on public.reading_group_members for select to authenticated
  using (group_id in (select private.my_reading_group_ids()));

grant select on table public.reading_groups to authenticated;
grant select, insert, update, delete on table public.reading_groups to service_role;
grant select on table public.reading_group_members to authenticated;
grant select, insert, update, delete on table public.reading_group_members to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The rules on membership, for every writer (the RPCs, the service role, an account's deletion).

-- A group has at most 50 members; a reader is in at most 20 groups. The group's row is locked first so that two
-- readers joining at once take turns, and the reader's advisory lock does the same for one reader's groups.
create or replace function private.limit_reading_group_members()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.reading_groups g where g.id = new.group_id for update;
  if (select count(*) from public.reading_group_members m where m.group_id = new.group_id) >= 50 then
    raise exception 'This group is full: a group has at most 50 members.' using errcode = '23514';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('reading_group_members:' || new.user_id::text, 0));
  if (select count(*) from public.reading_group_members m where m.user_id = new.user_id) >= 20 then
    raise exception 'You are in 20 groups already: leave one before joining or starting another.' using errcode = '23514';
  end if;
  return new;
end
$$;

revoke all on function private.limit_reading_group_members() from public;

create trigger reading_group_members_limit before insert on public.reading_group_members
  for each row execute function private.limit_reading_group_members();

-- After a member goes: an empty group is deleted (its invite with it); a group left without a leader is led by its
-- longest-standing member. Joined at the same instant, the lower id leads, so the choice never depends on the plan.
create or replace function private.settle_reading_group()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.reading_groups g where g.id = old.group_id for update;
  if not exists (select 1 from public.reading_group_members m where m.group_id = old.group_id) then
    delete from public.reading_groups g where g.id = old.group_id;
  elsif not exists (select 1 from public.reading_group_members m where m.group_id = old.group_id and m.role = 'leader') then
    update public.reading_group_members m
       set role = 'leader'
     where m.group_id = old.group_id
       and m.user_id = (
         select n.user_id from public.reading_group_members n
         where n.group_id = old.group_id
         order by n.joined_at, n.user_id
         limit 1
       );
  end if;
  return null;
end
$$;

revoke all on function private.settle_reading_group() from public;

create trigger reading_group_members_settle after delete on public.reading_group_members
  for each row execute function private.settle_reading_group();

-- ---------------------------------------------------------------------------------------------------------------
-- Helpers of the RPCs.

-- 32 random bytes as 64 hex digits. pgcrypto is not assumed (supabase/local has none), so the bytes come from
-- gen_random_uuid(), which draws on the server's strong random source: of a version 4 UUID's 32 hex digits, 30 are
-- wholly random (the 13th is the version, 4, and the 17th holds the variant), so three UUIDs give the 64 digits.
create or replace function private.new_reading_group_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.left(pg_catalog.string_agg(pg_catalog.substr(h, 1, 12) || pg_catalog.substr(h, 14, 3) || pg_catalog.substr(h, 18), ''), 64)
  from (select pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', '') as h from pg_catalog.generate_series(1, 3)) u
$$;

revoke all on function private.new_reading_group_token() from public, anon;
grant execute on function private.new_reading_group_token() to authenticated;

-- The signed-in caller; refused when signed out or blocked.
create or replace function private.reading_group_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  if (select private.is_blocked()) then
    raise exception 'Your account has been blocked. Please contact support.' using errcode = '42501';
  end if;
  return me;
end
$$;

revoke all on function private.reading_group_caller() from public, anon;
grant execute on function private.reading_group_caller() to authenticated;

-- Locks the group for a change of its membership and returns the caller's role in it. A group that does not exist
-- and a group the caller is not in get the same answer, so an action tells an outsider nothing; and an outsider
-- never takes the lock, so they cannot hold up the members' changes. The role is read again under the lock, since
-- the caller may have been removed in between.
create or replace function private.lock_my_reading_group(p_group uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.reading_group_caller();
  my_role text;
begin
  if exists (select 1 from public.reading_group_members m where m.group_id = p_group and m.user_id = me) then
    perform 1 from public.reading_groups g where g.id = p_group for update;
    select m.role into my_role from public.reading_group_members m where m.group_id = p_group and m.user_id = me;
  end if;
  if my_role is null then
    raise exception 'This group is not one of yours.' using errcode = 'P0002';
  end if;
  return my_role;
end
$$;

revoke all on function private.lock_my_reading_group(uuid) from public, anon;
grant execute on function private.lock_my_reading_group(uuid) to authenticated;

create or replace function private.lock_my_reading_group_as_leader(p_group uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.lock_my_reading_group(p_group) <> 'leader' then
    raise exception 'Only the group''s leader can do this.' using errcode = '42501';
  end if;
end
$$;

revoke all on function private.lock_my_reading_group_as_leader(uuid) from public, anon;
grant execute on function private.lock_my_reading_group_as_leader(uuid) to authenticated;

-- What the group sees of a member: the name on their profile.
create or replace function private.reading_group_display_name(p_full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.btrim(p_full_name), ''), 'Unnamed reader')
$$;

revoke all on function private.reading_group_display_name(text) from public, anon;
grant execute on function private.reading_group_display_name(text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Starting, joining and leaving.

create or replace function private.create_reading_group(p_name text, p_share boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.reading_group_caller();
  clean text := pg_catalog.btrim(p_name);
  made uuid;
begin
  if clean is null or char_length(clean) not between 1 and 60 or clean ~ '[[:cntrl:]]' then
    raise exception 'Give the group a name of 1 to 60 characters.' using errcode = '22023';
  end if;
  insert into public.reading_groups (name) values (clean) returning id into made;
  insert into public.reading_group_members (group_id, user_id, role, shares) values (made, me, 'leader', coalesce(p_share, false));
  insert into private.reading_group_invites (group_id, token) values (made, private.new_reading_group_token());
  return made;
end
$$;

-- What a reader holding an invite sees before joining: the name, how many members and how many of them share their
-- reading days, and the group's id only when the caller is in it already. An unknown, replaced or closed token,
-- like a malformed one, gives no row: the same answer, found through the same unique index.
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
$$;

create or replace function private.join_reading_group(p_token text, p_share boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.reading_group_caller();
  found_group uuid;
begin
  select i.group_id into found_group from private.reading_group_invites i where i.token = p_token;
  if found_group is null then
    raise exception 'This invite link does not work: it may have been replaced, or the group has closed joining. Ask the group''s leader for a new link.'
      using errcode = 'P0002';
  end if;
  perform 1 from public.reading_groups g where g.id = found_group for update;
  if not exists (select 1 from public.reading_group_members m where m.group_id = found_group and m.user_id = me) then
    insert into public.reading_group_members (group_id, user_id, shares) values (found_group, me, coalesce(p_share, false));
  end if;
  return found_group;
end
$$;

-- A leader who leaves passes leadership to the longest-standing member (the settle trigger); the last member's
-- leaving deletes the group.
create or replace function private.leave_reading_group(p_group uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group(p_group);
  delete from public.reading_group_members m where m.group_id = p_group and m.user_id = (select auth.uid());
end
$$;

create or replace function private.set_reading_group_sharing(p_group uuid, p_shares boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_shares is null then
    raise exception 'Choose whether to share your reading days.' using errcode = '22023';
  end if;
  perform private.lock_my_reading_group(p_group);
  update public.reading_group_members m
     set shares = p_shares
   where m.group_id = p_group and m.user_id = (select auth.uid());
  return p_shares;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The leader's actions.

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
end
$$;

create or replace function private.pass_reading_group_leadership(p_group uuid, p_member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  if p_member = (select auth.uid()) then
    return;
  end if;
  if not exists (select 1 from public.reading_group_members m where m.group_id = p_group and m.user_id = p_member) then
    raise exception 'That reader is not in this group.' using errcode = 'P0002';
  end if;
  -- One leader at a time (reading_group_members_one_leader): step down first.
  update public.reading_group_members m set role = 'member' where m.group_id = p_group and m.user_id = (select auth.uid());
  update public.reading_group_members m set role = 'leader' where m.group_id = p_group and m.user_id = p_member;
end
$$;

-- The invite token, or null when joining is closed.
create or replace function private.reading_group_invite(p_group uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  return (select i.token from private.reading_group_invites i where i.group_id = p_group);
end
$$;

-- A new token (opening joining if it was closed); the old link stops working at once.
create or replace function private.replace_reading_group_invite(p_group uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  fresh text := private.new_reading_group_token();
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  insert into private.reading_group_invites (group_id, token) values (p_group, fresh)
  on conflict (group_id) do update set token = excluded.token, created_at = pg_catalog.now();
  return fresh;
end
$$;

create or replace function private.close_reading_group_invite(p_group uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  delete from private.reading_group_invites i where i.group_id = p_group;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- What members see. A caller not in the group (or blocked) gets no rows.

create or replace function private.reading_group_roster(p_group uuid)
returns table (user_id uuid, display_name text, role text, shares boolean, joined_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, private.reading_group_display_name(p.full_name), m.role, m.shares, m.joined_at
  from public.reading_group_members m
  join public.profiles p on p.id = m.user_id
  where m.group_id = p_group
    and p_group in (select private.my_reading_group_ids())
  order by m.role = 'leader' desc, m.joined_at, m.user_id
$$;

-- This week (Monday to Sunday in the site's time zone, as lib/groups/iso-week.ts) for each member who shares: the
-- days they read, and nothing else of their reading.
create or replace function private.reading_group_week(p_group uuid)
returns table (user_id uuid, display_name text, read_on date[])
language sql
stable
security definer
set search_path = ''
as $$
  with week as (
    select monday, monday + 6 as sunday
    from (select private.site_today() - (extract(isodow from private.site_today())::integer - 1) as monday) w
  )
  select
    m.user_id,
    private.reading_group_display_name(p.full_name),
    coalesce(
      (select pg_catalog.array_agg(distinct h.read_on order by h.read_on)
       from public.user_reading_history h, week
       where h.user_id = m.user_id and h.read_on between week.monday and week.sunday),
      '{}'::date[]
    )
  from public.reading_group_members m
  join public.profiles p on p.id = m.user_id
  where m.group_id = p_group
    and m.shares
    and p_group in (select private.my_reading_group_ids())
  order by m.joined_at, m.user_id
$$;

-- The caller's groups for /groups/ and the dashboard: their role and choice, how many members and how many of them
-- share, how many sharing members read today, and how many days they read this week together.
create or replace function private.my_reading_groups()
returns table (
  group_id uuid, name text, role text, shares boolean,
  member_count integer, sharing_count integer, read_today integer, days_read_this_week integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with today as (
    select private.site_today() as day,
           private.site_today() - (extract(isodow from private.site_today())::integer - 1) as monday
  ),
  sharing_days as (
    select m.group_id, h.user_id, h.read_on
    from public.reading_group_members m
    join public.user_reading_history h on h.user_id = m.user_id, today
    where m.shares
      and m.group_id in (select private.my_reading_group_ids())
      and h.read_on between today.monday and today.day
    group by m.group_id, h.user_id, h.read_on
  )
  select
    g.id,
    g.name,
    mine.role,
    mine.shares,
    (select count(*)::integer from public.reading_group_members m where m.group_id = g.id),
    (select count(*)::integer from public.reading_group_members m where m.group_id = g.id and m.shares),
    (select count(distinct d.user_id)::integer from sharing_days d, today where d.group_id = g.id and d.read_on = today.day),
    (select count(*)::integer from sharing_days d where d.group_id = g.id)
  from public.reading_group_members mine
  join public.reading_groups g on g.id = mine.group_id
  where mine.user_id = (select auth.uid())
    and not (select private.is_blocked())
  order by g.name, g.id
$$;

revoke all on function private.create_reading_group(text, boolean) from public, anon;
revoke all on function private.reading_group_preview(text) from public, anon;
revoke all on function private.join_reading_group(text, boolean) from public, anon;
revoke all on function private.leave_reading_group(uuid) from public, anon;
revoke all on function private.set_reading_group_sharing(uuid, boolean) from public, anon;
revoke all on function private.remove_reading_group_member(uuid, uuid) from public, anon;
revoke all on function private.pass_reading_group_leadership(uuid, uuid) from public, anon;
revoke all on function private.reading_group_invite(uuid) from public, anon;
revoke all on function private.replace_reading_group_invite(uuid) from public, anon;
revoke all on function private.close_reading_group_invite(uuid) from public, anon;
revoke all on function private.reading_group_roster(uuid) from public, anon;
revoke all on function private.reading_group_week(uuid) from public, anon;
revoke all on function private.my_reading_groups() from public, anon;
grant execute on function private.create_reading_group(text, boolean) to authenticated;
grant execute on function private.reading_group_preview(text) to authenticated;
grant execute on function private.join_reading_group(text, boolean) to authenticated;
grant execute on function private.leave_reading_group(uuid) to authenticated;
grant execute on function private.set_reading_group_sharing(uuid, boolean) to authenticated;
grant execute on function private.remove_reading_group_member(uuid, uuid) to authenticated;
grant execute on function private.pass_reading_group_leadership(uuid, uuid) to authenticated;
grant execute on function private.reading_group_invite(uuid) to authenticated;
grant execute on function private.replace_reading_group_invite(uuid) to authenticated;
grant execute on function private.close_reading_group_invite(uuid) to authenticated;
grant execute on function private.reading_group_roster(uuid) to authenticated;
grant execute on function private.reading_group_week(uuid) to authenticated;
grant execute on function private.my_reading_groups() to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The API: invoker wrappers in public, callable by signed-in readers only (docs/grants.md).

create or replace function public.create_reading_group(p_name text, p_share boolean default false)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.create_reading_group(p_name, p_share)
$$;

create or replace function public.reading_group_preview(p_token text)
returns table (name text, member_count integer, sharing_count integer, group_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.reading_group_preview(p_token)
$$;

create or replace function public.join_reading_group(p_token text, p_share boolean default false)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.join_reading_group(p_token, p_share)
$$;

create or replace function public.leave_reading_group(p_group uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.leave_reading_group(p_group)
$$;

create or replace function public.set_reading_group_sharing(p_group uuid, p_shares boolean)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.set_reading_group_sharing(p_group, p_shares)
$$;

create or replace function public.remove_reading_group_member(p_group uuid, p_member uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.remove_reading_group_member(p_group, p_member)
$$;

create or replace function public.pass_reading_group_leadership(p_group uuid, p_member uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.pass_reading_group_leadership(p_group, p_member)
$$;

create or replace function public.reading_group_invite(p_group uuid)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.reading_group_invite(p_group)
$$;

create or replace function public.replace_reading_group_invite(p_group uuid)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.replace_reading_group_invite(p_group)
$$;

create or replace function public.close_reading_group_invite(p_group uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.close_reading_group_invite(p_group)
$$;

create or replace function public.reading_group_roster(p_group uuid)
returns table (user_id uuid, display_name text, role text, shares boolean, joined_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.reading_group_roster(p_group)
$$;

create or replace function public.reading_group_week(p_group uuid)
returns table (user_id uuid, display_name text, read_on date[])
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.reading_group_week(p_group)
$$;

create or replace function public.my_reading_groups()
returns table (
  group_id uuid, name text, role text, shares boolean,
  member_count integer, sharing_count integer, read_today integer, days_read_this_week integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.my_reading_groups()
$$;

comment on function public.create_reading_group(text, boolean) is
  'Starts a reading group with the caller as its leader and an invite link; returns its id.';
comment on function public.reading_group_preview(text) is
  'A group''s name, member count and sharing count for an invite token; no row for an unknown, replaced or closed one.';
comment on function public.join_reading_group(text, boolean) is
  'Joins the group of an invite token (at most 50 members); returns its id.';
comment on function public.leave_reading_group(uuid) is
  'Leaves a group: a leader''s leadership passes to the longest-standing member; the last member''s leaving deletes it.';
comment on function public.set_reading_group_sharing(uuid, boolean) is
  'Whether the caller shows this group which days of the week they read.';
comment on function public.remove_reading_group_member(uuid, uuid) is 'The leader removes a member.';
comment on function public.pass_reading_group_leadership(uuid, uuid) is 'The leader makes another member the leader.';
comment on function public.reading_group_invite(uuid) is 'The leader''s invite token, null when joining is closed.';
comment on function public.replace_reading_group_invite(uuid) is 'The leader replaces the invite token; the old link stops working.';
comment on function public.close_reading_group_invite(uuid) is 'The leader closes joining: no invite link works until a new one is made.';
comment on function public.reading_group_roster(uuid) is 'A group''s members (name, role, sharing), for its members only.';
comment on function public.reading_group_week(uuid) is
  'For each member who shares: the days of this week (site time zone) they read. For the group''s members only.';
comment on function public.my_reading_groups() is
  'The caller''s groups with member and sharing counts, sharing members who read today, and days read this week.';

revoke all on function public.create_reading_group(text, boolean) from public, anon, service_role;
revoke all on function public.reading_group_preview(text) from public, anon, service_role;
revoke all on function public.join_reading_group(text, boolean) from public, anon, service_role;
revoke all on function public.leave_reading_group(uuid) from public, anon, service_role;
revoke all on function public.set_reading_group_sharing(uuid, boolean) from public, anon, service_role;
revoke all on function public.remove_reading_group_member(uuid, uuid) from public, anon, service_role;
revoke all on function public.pass_reading_group_leadership(uuid, uuid) from public, anon, service_role;
revoke all on function public.reading_group_invite(uuid) from public, anon, service_role;
revoke all on function public.replace_reading_group_invite(uuid) from public, anon, service_role;
revoke all on function public.close_reading_group_invite(uuid) from public, anon, service_role;
revoke all on function public.reading_group_roster(uuid) from public, anon, service_role;
revoke all on function public.reading_group_week(uuid) from public, anon, service_role;
revoke all on function public.my_reading_groups() from public, anon, service_role;
grant execute on function public.create_reading_group(text, boolean) to authenticated;
grant execute on function public.reading_group_preview(text) to authenticated;
grant execute on function public.join_reading_group(text, boolean) to authenticated;
grant execute on function public.leave_reading_group(uuid) to authenticated;
grant execute on function public.set_reading_group_sharing(uuid, boolean) to authenticated;
grant execute on function public.remove_reading_group_member(uuid, uuid) to authenticated;
grant execute on function public.pass_reading_group_leadership(uuid, uuid) to authenticated;
grant execute on function public.reading_group_invite(uuid) to authenticated;
grant execute on function public.replace_reading_group_invite(uuid) to authenticated;
grant execute on function public.close_reading_group_invite(uuid) to authenticated;
grant execute on function public.reading_group_roster(uuid) to authenticated;
grant execute on function public.reading_group_week(uuid) to authenticated;
grant execute on function public.my_reading_groups() to authenticated;
