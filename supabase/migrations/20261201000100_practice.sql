-- Memory and catechism practice (issue 22): a signed-in reader's progress, their family learners, the days they
-- practised, and the achievements mastery earns.
--
-- practice_learners   a reader's family learners (a name and an age band, no logins), at most six.
-- practice_progress   one row per reader, learner and item: the spaced-repetition state of lib/practice (snake_case
--                     ProgressRecord). learner_id null is the reader themself. A learner's rows can only sit under
--                     the reader who owns that learner (a composite foreign key, whoever writes).
-- practice_days       the site-time-zone days on which a learner graded at least one recall: the practice streak.
--                     Written by a trigger, never by a client.
--
-- The client syncs with sync_practice(jsonb), which keeps the newer review of each item on either side (the device's
-- or the account's) and is all-or-nothing: one invalid record refuses the whole call. Direct writes through the API
-- meet the same CHECK constraints and policies. The dashboard reads my_practice_summary().
--
-- Mastered means an interval over 21 days (lib/practice/scheduler.ts, MASTERED_AFTER_DAYS).

create table public.practice_learners (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 40 and char_length(name) <= 40),
  age_band text not null check (age_band in ('under-6', '6-9', '10-13', 'teen', 'adult')),
  created_at timestamptz not null default now(),
  -- The target of the progress and days tables' (learner_id, user_id) foreign keys.
  unique (id, user_id)
);

create index practice_learners_user_idx on public.practice_learners (user_id, created_at);

comment on table public.practice_learners is
  'A reader''s family learners for memory practice (issue 22): a name and an age band, no logins; at most six per reader.';

create table public.practice_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  learner_id uuid,
  -- The pattern of lib/practice/item-key.ts (ITEM_KEY_PATTERN): verse:<devotional uuid> or confession:<slug>:<section>.
  item_key text not null check (
    char_length(item_key) <= 200
    and item_key ~ '^(verse:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|confession:[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*)$'
  ),
  added_at timestamptz not null,
  due_at timestamptz not null,
  interval_days numeric not null check (interval_days >= 0 and interval_days <= 36500),
  box integer not null check (box between 0 and 100),
  reps integer not null check (reps between 0 and 1000000),
  lapses integer not null check (lapses between 0 and 1000000),
  last_grade text check (last_grade in ('again', 'hard', 'good', 'easy')),
  last_reviewed_at timestamptz,
  mastered_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint practice_progress_one_per_item unique nulls not distinct (user_id, learner_id, item_key),
  constraint practice_progress_learner_of_reader foreign key (learner_id, user_id)
    references public.practice_learners (id, user_id) on delete cascade
);

comment on table public.practice_progress is
  'Memory practice progress (issue 22): one row per reader, learner (null = the reader) and item; mastered when interval_days > 21.';

-- Deleting a learner cascades through this index.
create index practice_progress_learner_idx on public.practice_progress (learner_id, user_id);

create trigger practice_progress_set_updated_at before update on public.practice_progress
  for each row execute function public.set_updated_at();

create table public.practice_days (
  user_id uuid not null references auth.users (id) on delete cascade,
  learner_id uuid,
  practised_on date not null,
  constraint practice_days_one_per_day unique nulls not distinct (user_id, learner_id, practised_on),
  constraint practice_days_learner_of_reader foreign key (learner_id, user_id)
    references public.practice_learners (id, user_id) on delete cascade
);

create index practice_days_learner_idx on public.practice_days (learner_id, user_id);

comment on table public.practice_days is
  'The site-time-zone days on which a reader or learner graded a recall (the practice streak); written by a trigger.';

-- ---------------------------------------------------------------------------------------------------------------
-- Row-level security: a reader sees and writes only their own rows, and only with their own learners; a blocked
-- reader reads and writes nothing new. anon has no grant at all.

alter table public.practice_learners enable row level security;
alter table public.practice_progress enable row level security;
alter table public.practice_days enable row level security;

create policy practice_learners_select on public.practice_learners for select to authenticated
  using (user_id = (select auth.uid()));
create policy practice_learners_insert on public.practice_learners for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
create policy practice_learners_update on public.practice_learners for update to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
create policy practice_learners_delete on public.practice_learners for delete to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));

create policy practice_progress_select on public.practice_progress for select to authenticated
  using (user_id = (select auth.uid()));
create policy practice_progress_insert on public.practice_progress for insert to authenticated
  with check (
    user_id = (select auth.uid()) and not (select private.is_blocked())
    and (learner_id is null or exists (
      select 1 from public.practice_learners l where l.id = learner_id and l.user_id = (select auth.uid())
    ))
  );
create policy practice_progress_update on public.practice_progress for update to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
create policy practice_progress_delete on public.practice_progress for delete to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));

create policy practice_days_select on public.practice_days for select to authenticated
  using (user_id = (select auth.uid()));

-- user_id is the default (auth.uid()) and never changes; item and learner of a progress row never change either.
grant select, insert (name, age_band), update (name, age_band), delete on table public.practice_learners to authenticated;
grant select, insert, update, delete on table public.practice_learners to service_role;
grant select,
  insert (learner_id, item_key, added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at),
  update (added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at),
  delete
  on table public.practice_progress to authenticated;
grant select, insert, update, delete on table public.practice_progress to service_role;
grant select on table public.practice_days to authenticated;
grant select, insert, update, delete on table public.practice_days to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- At most six learners per reader. The advisory lock makes two concurrent inserts for one reader take turns, so
-- neither can miss the other's row.

create or replace function private.limit_practice_learners()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('practice_learners:' || new.user_id::text, 0));
  if (select count(*) from public.practice_learners l where l.user_id = new.user_id) >= 6 then
    raise exception 'A reader can have at most six learners: remove one before adding another.'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger practice_learners_limit before insert on public.practice_learners
  for each row execute function private.limit_practice_learners();

-- ---------------------------------------------------------------------------------------------------------------
-- The days practised. A review counts for the site-time-zone day of its last_reviewed_at (a review made offline
-- and synced later counts for the day it was made), but never for a day after the site's today: a device whose
-- clock runs ahead cannot practise tomorrow.

create or replace function private.record_practice_day()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.practice_days (user_id, learner_id, practised_on)
  values (new.user_id, new.learner_id, least(private.site_day(new.last_reviewed_at), private.site_today()))
  on conflict on constraint practice_days_one_per_day do nothing;
  return null;
end
$$;

create trigger practice_progress_record_day after insert or update of last_reviewed_at on public.practice_progress
  for each row when (new.last_reviewed_at is not null) execute function private.record_practice_day();

-- The current practice streak of one reader or learner: consecutive practised days ending today, or yesterday
-- when nothing is practised yet today (as the reading streak, 20261126000702). Invoker's rights: it reads
-- practice_days through the caller's policy.
create or replace function private.practice_streak(p_user uuid, p_learner uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  with days as (
    select d.practised_on from public.practice_days d
    where d.user_id = p_user and d.learner_id is not distinct from p_learner
  ),
  anchor as (
    select case
      when exists (select 1 from days where practised_on = private.site_today()) then private.site_today()
      when exists (select 1 from days where practised_on = private.site_today() - 1) then private.site_today() - 1
    end as day
  ),
  ranked as (
    select d.practised_on, row_number() over (order by d.practised_on desc) as rn
    from days d, anchor a
    where a.day is not null and d.practised_on <= a.day
  )
  select count(*)::integer from ranked r, anchor a where r.practised_on = a.day - (r.rn - 1)::integer
$$;

revoke execute on function private.practice_streak(uuid, uuid) from public;
grant execute on function private.practice_streak(uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Achievements for the reader's own progress (learner_id null), awarded once each (private.award_achievement):
--   Hidden in the Heart   star     the first item mastered
--   Ten by Heart          award    10 items mastered
--   A Lord's Day by Heart calendar every question of one Heidelberg Lord's Day mastered
--   Man's Chief End       trophy   Westminster Shorter Catechism questions 1-10 mastered

-- The Heidelberg Catechism's Lord's Day of a question (1-129), as lib/lords-days.ts divides them; null outside.
create or replace function private.heidelberg_lords_day(p_question integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_question between 1 and 129 then (
    select max(d.n)::integer
    from unnest(array[
      1, 3, 6, 9, 12, 16, 20, 24, 26, 27, 29, 31, 33, 35, 37, 40, 45, 46, 50, 53, 54, 57, 59, 62, 65, 69, 72, 75, 78, 80,
      83, 86, 88, 92, 96, 99, 101, 103, 104, 105, 108, 110, 112, 113, 116, 120, 122, 123, 124, 125, 126, 127
    ]) with ordinality as d(first_question, n)
    where d.first_question <= p_question
  ) end
$$;

revoke execute on function private.heidelberg_lords_day(integer) from public;
grant execute on function private.heidelberg_lords_day(integer) to authenticated, service_role;

create or replace function private.award_practice_achievements(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mastered_count integer;
begin
  select count(*) into mastered_count
  from public.practice_progress p
  where p.user_id = p_user and p.learner_id is null and p.interval_days > 21;

  if mastered_count >= 1 then
    perform private.award_achievement(p_user, 'Hidden in the Heart', 'Mastered your first verse or answer by heart.', 'star');
  end if;
  if mastered_count >= 10 then
    perform private.award_achievement(p_user, 'Ten by Heart', 'Mastered 10 verses or answers by heart.', 'award');
  end if;
  if exists (
    select 1
    from (
      select private.heidelberg_lords_day(substring(p.item_key from '^confession:heidelberg-catechism:question-([0-9]{1,3})$')::integer) as lords_day,
             count(*) as questions
      from public.practice_progress p
      where p.user_id = p_user and p.learner_id is null and p.interval_days > 21
        and p.item_key ~ '^confession:heidelberg-catechism:question-[0-9]{1,3}$'
      group by 1
    ) m
    join (
      select private.heidelberg_lords_day(q) as lords_day, count(*) as questions
      from generate_series(1, 129) q
      group by 1
    ) d on d.lords_day = m.lords_day and d.questions = m.questions
  ) then
    perform private.award_achievement(p_user, 'A Lord''s Day by Heart', 'Mastered every question of a Lord''s Day of the Heidelberg Catechism.', 'calendar');
  end if;
  if (
    select count(*) from public.practice_progress p
    where p.user_id = p_user and p.learner_id is null and p.interval_days > 21
      and p.item_key in (
        select 'confession:westminster-shorter-catechism:question-' || q from generate_series(1, 10) q
      )
  ) = 10 then
    perform private.award_achievement(p_user, 'Man''s Chief End', 'Mastered questions 1 to 10 of the Westminster Shorter Catechism.', 'trophy');
  end if;
end
$$;

create or replace function private.on_practice_progress_saved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.award_practice_achievements(new.user_id);
  return null;
end
$$;

revoke execute on function
  private.limit_practice_learners(),
  private.record_practice_day(),
  private.award_practice_achievements(uuid),
  private.on_practice_progress_saved()
from public, anon, authenticated;

create trigger practice_progress_award after insert or update on public.practice_progress
  for each row when (new.learner_id is null and new.interval_days > 21)
  execute function private.on_practice_progress_saved();

-- ---------------------------------------------------------------------------------------------------------------
-- sync_practice: the client's one write. Each record is checked first (a clear error names the record and field,
-- and the whole call changes nothing), then inserted, or replaces the stored row only when its last_reviewed_at is
-- later. Returns every progress row of the caller, so the client can adopt the account's newer reviews.

create or replace function private.practice_timestamp(p_record jsonb, p_field text, p_index integer, p_nullable boolean)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  value jsonb := p_record -> p_field;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    if p_nullable then return null; end if;
    raise exception 'Practice record %: % is required.', p_index, p_field using errcode = '22023';
  end if;
  if jsonb_typeof(value) <> 'string' or (value #>> '{}') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:?[0-9]{2})$' then
    raise exception 'Practice record %: % must be an ISO timestamp such as 2026-12-01T08:00:00Z.', p_index, p_field
      using errcode = '22023';
  end if;
  begin
    return (value #>> '{}')::timestamptz;
  exception when others then
    raise exception 'Practice record %: % must be an ISO timestamp such as 2026-12-01T08:00:00Z.', p_index, p_field
      using errcode = '22023';
  end;
end
$$;

create or replace function private.practice_integer(p_record jsonb, p_field text, p_index integer, p_max integer)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  value jsonb := p_record -> p_field;
  amount numeric;
begin
  if value is not null and jsonb_typeof(value) = 'number' then
    amount := (value #>> '{}')::numeric;
    if amount = trunc(amount) and amount between 0 and p_max then
      return amount::integer;
    end if;
  end if;
  raise exception 'Practice record %: % must be a whole number from 0 to %.', p_index, p_field, p_max
    using errcode = '22023';
end
$$;

revoke execute on function
  private.practice_timestamp(jsonb, text, integer, boolean),
  private.practice_integer(jsonb, text, integer, integer)
from public;
grant execute on function
  private.practice_timestamp(jsonb, text, integer, boolean),
  private.practice_integer(jsonb, text, integer, integer)
to authenticated;

create or replace function public.sync_practice(p_records jsonb)
returns setof public.practice_progress
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  rec jsonb;
  idx integer := 0;
  v_learner uuid;
  v_key text;
  v_interval numeric;
  v_grade text;
  checked jsonb := '[]'::jsonb;
begin
  if me is null then
    raise exception 'Sign in to keep practice progress in your account.' using errcode = '42501';
  end if;
  if p_records is null or jsonb_typeof(p_records) <> 'array' then
    raise exception 'p_records must be an array of practice records.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_records) > 10000 then
    raise exception 'At most 10000 practice records can be synced at once.' using errcode = '22023';
  end if;

  -- First check every record, so a bad one refuses the call before anything is written.
  for rec in select value from jsonb_array_elements(p_records) loop
    idx := idx + 1;
    if jsonb_typeof(rec) <> 'object' then
      raise exception 'Practice record %: must be an object.', idx using errcode = '22023';
    end if;

    if rec -> 'learner_id' is null or jsonb_typeof(rec -> 'learner_id') = 'null' then
      v_learner := null;
    elsif jsonb_typeof(rec -> 'learner_id') <> 'string'
       or (rec ->> 'learner_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Practice record %: learner_id must be null (yourself) or a learner''s id.', idx using errcode = '22023';
    else
      v_learner := (rec ->> 'learner_id')::uuid;
      if not exists (select 1 from public.practice_learners l where l.id = v_learner and l.user_id = me) then
        raise exception 'Practice record %: learner % is not one of your learners.', idx, v_learner using errcode = '22023';
      end if;
    end if;

    v_key := case when jsonb_typeof(rec -> 'item_key') = 'string' then rec ->> 'item_key' end;
    if v_key is null or char_length(v_key) > 200
       or v_key !~ '^(verse:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|confession:[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*)$' then
      raise exception 'Practice record %: item_key must be verse:<devotional id> or confession:<slug>:<section>.', idx
        using errcode = '22023';
    end if;

    v_interval := case when jsonb_typeof(rec -> 'interval_days') = 'number' then (rec ->> 'interval_days')::numeric end;
    if v_interval is null or v_interval < 0 or v_interval > 36500 then
      raise exception 'Practice record %: interval_days must be a number of days from 0 to 36500.', idx using errcode = '22023';
    end if;

    if rec -> 'last_grade' is null or jsonb_typeof(rec -> 'last_grade') = 'null' then
      v_grade := null;
    elsif jsonb_typeof(rec -> 'last_grade') = 'string' and rec ->> 'last_grade' in ('again', 'hard', 'good', 'easy') then
      v_grade := rec ->> 'last_grade';
    else
      raise exception 'Practice record %: last_grade must be null, again, hard, good or easy.', idx using errcode = '22023';
    end if;

    checked := checked || jsonb_build_array(jsonb_build_object(
      'learner_id', v_learner,
      'item_key', v_key,
      'added_at', private.practice_timestamp(rec, 'added_at', idx, false),
      'due_at', private.practice_timestamp(rec, 'due_at', idx, false),
      'interval_days', v_interval,
      'box', private.practice_integer(rec, 'box', idx, 100),
      'reps', private.practice_integer(rec, 'reps', idx, 1000000),
      'lapses', private.practice_integer(rec, 'lapses', idx, 1000000),
      'last_grade', v_grade,
      'last_reviewed_at', private.practice_timestamp(rec, 'last_reviewed_at', idx, true),
      'mastered_at', private.practice_timestamp(rec, 'mastered_at', idx, true)
    ));
  end loop;

  -- One record at a time, so the same item twice in one call keeps the later review too.
  for rec in select value from jsonb_array_elements(checked) loop
    insert into public.practice_progress as p
      (learner_id, item_key, added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at)
    values (
      (rec ->> 'learner_id')::uuid, rec ->> 'item_key', (rec ->> 'added_at')::timestamptz, (rec ->> 'due_at')::timestamptz,
      (rec ->> 'interval_days')::numeric, (rec ->> 'box')::integer, (rec ->> 'reps')::integer, (rec ->> 'lapses')::integer,
      rec ->> 'last_grade', (rec ->> 'last_reviewed_at')::timestamptz, (rec ->> 'mastered_at')::timestamptz
    )
    on conflict on constraint practice_progress_one_per_item do update set
      added_at = excluded.added_at,
      due_at = excluded.due_at,
      interval_days = excluded.interval_days,
      box = excluded.box,
      reps = excluded.reps,
      lapses = excluded.lapses,
      last_grade = excluded.last_grade,
      last_reviewed_at = excluded.last_reviewed_at,
      mastered_at = excluded.mastered_at
    where excluded.last_reviewed_at is not null
      and (p.last_reviewed_at is null or excluded.last_reviewed_at > p.last_reviewed_at);
  end loop;

  return query
    select p.* from public.practice_progress p
    where p.user_id = me
    order by p.learner_id nulls first, p.item_key;
end
$$;

revoke execute on function public.sync_practice(jsonb) from public, anon;
grant execute on function public.sync_practice(jsonb) to authenticated;

comment on function public.sync_practice(jsonb) is
  'Saves the caller''s practice records (snake_case ProgressRecords), keeping the newer review of each item; all or nothing. Returns all the caller''s rows.';

-- ---------------------------------------------------------------------------------------------------------------
-- The dashboard's figures: one row for the reader (learner_id and name null), then one per learner, oldest first.

create or replace function public.my_practice_summary()
returns table (
  learner_id uuid, name text, age_band text, due_count integer, mastered_count integer, item_count integer, streak integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  learners as (
    select null::uuid as learner_id, null::text as name, null::text as age_band, '-infinity'::timestamptz as created_at
    from me where me.id is not null
    union all
    select l.id, l.name, l.age_band, l.created_at from public.practice_learners l, me where l.user_id = me.id
  )
  select
    w.learner_id,
    w.name,
    w.age_band,
    coalesce(c.due_count, 0)::integer,
    coalesce(c.mastered_count, 0)::integer,
    coalesce(c.item_count, 0)::integer,
    private.practice_streak((select id from me), w.learner_id)
  from learners w
  left join lateral (
    select
      count(*) filter (where p.due_at <= pg_catalog.now()) as due_count,
      count(*) filter (where p.interval_days > 21) as mastered_count,
      count(*) as item_count
    from public.practice_progress p, me
    where p.user_id = me.id and p.learner_id is not distinct from w.learner_id
  ) c on true
  order by w.created_at, w.name
$$;

revoke execute on function public.my_practice_summary() from public, anon;
grant execute on function public.my_practice_summary() to authenticated;

comment on function public.my_practice_summary() is
  'The caller''s practice figures: one row for themself (learner_id null) and one per learner: due, mastered (interval over 21 days), items, streak (site time zone).';
