-- A reading group's conversation: members post a short reflection, question or prayer request on the week's
-- devotionals, as a friend's note in the margin of the week (docs/features/groups.md, "Conversation").
--
-- reading_group_posts   one post: its kind, its plain text (at most 1,000 characters, line breaks kept), the week it
--                       belongs to (Monday, site time zone), optionally one day of that week, and optionally the
--                       guide's discussion question it answers. Readable by the group's members only.
-- reading_group_mutes   a member the leader paused: they read the conversation but cannot post or edit. Seen only by
--                       the leader and the muted member themselves.
--
-- Unlike the membership tables, the API writes posts directly (supabase-js, RLS deciding): the author inserts,
-- edits and deletes their own; the leader deletes anyone's. A trigger keeps the rules with a sentence a person can
-- act on (what PostgreSQL's check constraints would word for a developer): not blank, at most 1,000 characters, a
-- day of this week up to today, not while muted, and at most 5 posts in 5 minutes in a group (SQLSTATE PT429, which
-- PostgREST answers with HTTP 429). The week and time are the database's to set, so a reader cannot backdate a post;
-- the service role (a restore) writes them as given.
--
-- A post belongs to its author's membership (foreign key to reading_group_members, on delete cascade): a member who
-- leaves or is removed takes their posts with them, as does a deleted account (through profiles) and a deleted group.
-- Nobody is left with words in a group they can no longer reach to edit or delete. A pause goes with the membership
-- the same way. No second foreign key to reading_groups or profiles: PostgREST would then see these tables as
-- joining them, and embedding reading_groups from reading_group_members (the data export) would become ambiguous.

create table public.reading_group_posts (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null,
  author_id uuid not null default auth.uid(),
  week_start date not null,
  day date,
  kind text not null check (kind in ('reflection', 'question', 'prayer')),
  body text not null check (char_length(body) between 1 and 1000),
  prompt text check (prompt is null or char_length(prompt) between 1 and 500),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  foreign key (group_id, author_id) references public.reading_group_members (group_id, user_id) on delete cascade,
  check (extract(isodow from week_start) = 1),
  check (day is null or day between week_start and week_start + 6)
);

comment on table public.reading_group_posts is
  'A reading group''s conversation: members'' reflections, questions and prayer requests on the week''s devotionals. Members only.';
comment on column public.reading_group_posts.week_start is 'The Monday (site time zone) of the week the post was written in.';
comment on column public.reading_group_posts.day is 'The day of that week whose devotional the post is about, if any.';
comment on column public.reading_group_posts.prompt is 'The weekly guide''s discussion question the post answers, quoted, if any.';

create index reading_group_posts_week_idx on public.reading_group_posts (group_id, week_start, created_at);
-- The membership's foreign key, and a member's pace of posting in a group.
create index reading_group_posts_member_idx on public.reading_group_posts (group_id, author_id, created_at);
-- A reader's own posts, for their data export.
create index reading_group_posts_author_idx on public.reading_group_posts (author_id);

create table public.reading_group_mutes (
  group_id uuid not null,
  user_id uuid not null,
  muted_at timestamptz not null default now(),
  primary key (group_id, user_id),
  foreign key (group_id, user_id) references public.reading_group_members (group_id, user_id) on delete cascade
);

comment on table public.reading_group_mutes is
  'Members a reading group''s leader paused: they read the conversation but cannot post. Seen by the leader and the member.';

-- ---------------------------------------------------------------------------------------------------------------
-- Who may see and do what.

-- The groups the caller leads (never while blocked), read with the owner's rights as my_reading_group_ids is.
create or replace function private.my_led_reading_group_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.group_id
  from public.reading_group_members m
  where m.user_id = (select auth.uid())
    and m.role = 'leader'
    and not (select private.is_blocked())
$$;

revoke all on function private.my_led_reading_group_ids() from public, anon;
grant execute on function private.my_led_reading_group_ids() to authenticated;

alter table public.reading_group_posts enable row level security;
alter table public.reading_group_mutes enable row level security;

create policy reading_group_posts_select on public.reading_group_posts for select to authenticated
  using (group_id in (select private.my_reading_group_ids()));
create policy reading_group_posts_insert on public.reading_group_posts for insert to authenticated
  with check (author_id = (select auth.uid()) and group_id in (select private.my_reading_group_ids()));
create policy reading_group_posts_update on public.reading_group_posts for update to authenticated
  using (author_id = (select auth.uid()) and group_id in (select private.my_reading_group_ids()))
  with check (author_id = (select auth.uid()) and group_id in (select private.my_reading_group_ids()));
create policy reading_group_posts_delete on public.reading_group_posts for delete to authenticated
  using (
    group_id in (select private.my_reading_group_ids())
    and (author_id = (select auth.uid()) or group_id in (select private.my_led_reading_group_ids()))
  );

create policy reading_group_mutes_select on public.reading_group_mutes for select to authenticated
  using (
    (user_id = (select auth.uid()) and group_id in (select private.my_reading_group_ids()))
    or group_id in (select private.my_led_reading_group_ids())
  );

-- The author names the group, the day, the kind, the words and the quoted question; the rest is the database's.
grant select, delete on table public.reading_group_posts to authenticated;
grant insert (group_id, day, kind, body, prompt) on table public.reading_group_posts to authenticated;
grant update (day, kind, body, prompt) on table public.reading_group_posts to authenticated;
grant select, insert, update, delete on table public.reading_group_posts to service_role;
-- Muting goes through set_reading_group_mute (the leader only).
grant select on table public.reading_group_mutes to authenticated;
grant select, insert, update, delete on table public.reading_group_mutes to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The rules of a post, for every writer.

-- The post's words as kept: Windows line ends made plain, blank space around them trimmed (inside, kept as typed).
create or replace function private.reading_group_post_text(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.replace(p_text, E'\r\n', E'\n'), E'^[[:space:]]+|[[:space:]]+$', '', 'g')
$$;

revoke all on function private.reading_group_post_text(text) from public, anon, authenticated, service_role;

create or replace function private.check_reading_group_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  today date := private.site_today();
begin
  if tg_op = 'INSERT' then
    if me is not null then
      -- A signed-in writer posts as themselves in a group of theirs; anything else is answered as the groups answer
      -- an outsider, before any rule that could tell them about its members. The week and the time are the
      -- database's. The service role (a restore, the operator) writes them as given.
      perform private.reading_group_caller();
      if new.author_id is distinct from me
         or not exists (select 1 from public.reading_group_members m where m.group_id = new.group_id and m.user_id = me) then
        raise exception 'This group is not one of yours.' using errcode = 'P0002';
      end if;
      new.week_start := today - (extract(isodow from today)::integer - 1);
      new.created_at := pg_catalog.now();
      new.edited_at := null;
    elsif new.week_start is null then
      new.week_start := coalesce(new.day, today) - (extract(isodow from coalesce(new.day, today))::integer - 1);
    end if;
  else
    new.id := old.id;
    new.group_id := old.group_id;
    new.author_id := old.author_id;
    new.week_start := old.week_start;
    new.created_at := old.created_at;
  end if;

  new.body := private.reading_group_post_text(new.body);
  if new.body is null or new.body = '' then
    raise exception 'Write something before posting.' using errcode = '22023';
  end if;
  if char_length(new.body) > 1000 then
    raise exception 'A post has at most 1,000 characters.' using errcode = '22023';
  end if;
  if new.kind is null or new.kind not in ('reflection', 'question', 'prayer') then
    raise exception 'Choose whether this is a reflection, a question or a prayer request.' using errcode = '22023';
  end if;
  new.prompt := nullif(private.reading_group_post_text(new.prompt), '');
  if char_length(new.prompt) > 500 then
    raise exception 'The quoted question has at most 500 characters.' using errcode = '22023';
  end if;
  if new.day is not null and (new.day < new.week_start or new.day > new.week_start + 6 or new.day > today) then
    raise exception 'Choose a day of the week up to today.' using errcode = '22023';
  end if;

  if me is null then
    -- The service role: no pause or pace to keep, and no edited mark it did not set.
    return new;
  end if;

  -- A leader is never muted (the mute of a member made leader is lifted), but the test is cheap to keep exact.
  if exists (
    select 1 from public.reading_group_mutes u
    join public.reading_group_members m on m.group_id = u.group_id and m.user_id = u.user_id
    where u.group_id = new.group_id and u.user_id = new.author_id and m.role <> 'leader'
  ) then
    raise exception 'The group''s leader has paused your posting here. You can still read the conversation.' using errcode = '42501';
  end if;

  if tg_op = 'INSERT' then
    -- One member's posts in a group take turns, so two at once cannot both slip under the limit.
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('reading_group_posts:' || new.group_id::text || ':' || new.author_id::text, 0)
    );
    if (
      select count(*) from public.reading_group_posts p
      where p.group_id = new.group_id and p.author_id = new.author_id and p.created_at > pg_catalog.now() - interval '5 minutes'
    ) >= 5 then
      raise exception 'You have posted 5 times in the last 5 minutes. Please wait a few minutes before posting again.'
        using errcode = 'PT429';
    end if;
  elsif new.body is distinct from old.body or new.kind is distinct from old.kind
     or new.day is distinct from old.day or new.prompt is distinct from old.prompt then
    new.edited_at := pg_catalog.now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end
$$;

revoke all on function private.check_reading_group_post() from public;

create trigger reading_group_posts_check before insert or update on public.reading_group_posts
  for each row execute function private.check_reading_group_post();

-- A member made leader (passed on, or following a leader who went) is no longer muted.
create or replace function private.unmute_reading_group_leader()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.reading_group_mutes u where u.group_id = new.group_id and u.user_id = new.user_id;
  return null;
end
$$;

revoke all on function private.unmute_reading_group_leader() from public;

create trigger reading_group_members_unmute_leader after update of role on public.reading_group_members
  for each row when (new.role = 'leader') execute function private.unmute_reading_group_leader();

-- ---------------------------------------------------------------------------------------------------------------
-- The leader mutes and unmutes a member.

create or replace function private.set_reading_group_mute(p_group uuid, p_member uuid, p_muted boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  if p_muted is null then
    raise exception 'Choose whether to pause this member''s posting.' using errcode = '22023';
  end if;
  if p_member = (select auth.uid()) then
    raise exception 'You lead this group: your own posting cannot be paused.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.reading_group_members m where m.group_id = p_group and m.user_id = p_member) then
    raise exception 'That reader is not in this group.' using errcode = 'P0002';
  end if;
  if p_muted then
    insert into public.reading_group_mutes (group_id, user_id) values (p_group, p_member) on conflict do nothing;
  else
    delete from public.reading_group_mutes u where u.group_id = p_group and u.user_id = p_member;
  end if;
  return p_muted;
end
$$;

revoke all on function private.set_reading_group_mute(uuid, uuid, boolean) from public, anon;
grant execute on function private.set_reading_group_mute(uuid, uuid, boolean) to authenticated;

create or replace function public.set_reading_group_mute(p_group uuid, p_member uuid, p_muted boolean)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.set_reading_group_mute(p_group, p_member, p_muted)
$$;

comment on function public.set_reading_group_mute(uuid, uuid, boolean) is
  'The leader pauses (true) or restores (false) a member''s posting in the group''s conversation.';

revoke all on function public.set_reading_group_mute(uuid, uuid, boolean) from public, anon, service_role;
grant execute on function public.set_reading_group_mute(uuid, uuid, boolean) to authenticated;
