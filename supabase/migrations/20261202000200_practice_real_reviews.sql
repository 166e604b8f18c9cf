-- Practice progress holds only what real reviews can produce (issue 31, item B).
--
-- Until now the database stored whatever the client claimed: one sync_practice call with forty records of
-- interval_days 36500, each reviewed a day earlier than the last, gave forty mastered items, a forty-day streak and
-- the mastery achievements. A record is the state the scheduler (lib/practice/scheduler.ts, docs/practice.md) leaves
-- after a learner's last review; that state is now checked against the scheduler's own rules:
--
--   * no time lies in the future, beyond five minutes of clock skew; nothing is reviewed before it was added;
--   * the box is one of the eight Leitner boxes, and the last grade can leave an item there (Again: box 0; Hard and
--     Good: box 1 on; Easy: box 2 on); the interval is at most what that grade gives in that box;
--   * the box is reachable in the reviews counted (at most two boxes a review, from box 0);
--   * the time between adding and the last review is at least the shortest run of waits that reaches the box before
--     the last review: an item is graded only when due, so Good from box 4 needs 17 days since it was added
--     (Easy to box 2, 3 days; Easy to box 4, 14 days), and mastery (an interval over 21 days) at least 8;
--   * mastered_at, once set, lies between those 8 days and the last review.
--
-- A record is judged on its own, not as a step from the stored row: a device that was offline sends the result of
-- several reviews at once, and two devices may each have reviewed from an older state. So queued reviews synced days
-- later are accepted, in any order; as before, one no later than the stored review changes nothing.
--
-- The checks run in a trigger, so the direct table writes the API allows meet them too, and sync_practice names the
-- record at fault and refuses the whole call (22023), as it does for a malformed record.
--
-- The streak: a review credits its own day only while that day is today or yesterday (site time zone; yesterday, so
-- a review made before midnight and sent after it still counts). An older review is kept but earns no day: the
-- database cannot tell it from an invented one, and crediting it let one call claim a streak of any length.

-- The scheduler's tables, by box 0-7: the interval Good and Easy give, the one Hard gives (half, at least a day), the
-- fewest reviews that reach the box, and the fewest days from the first review until the item in the box is due.
create or replace function private.practice_record_problem(
  p_added_at timestamptz,
  p_interval_days numeric,
  p_box integer,
  p_reps integer,
  p_lapses integer,
  p_last_grade text,
  p_last_reviewed_at timestamptz,
  p_mastered_at timestamptz
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  box_interval constant integer[] := array[0, 1, 3, 7, 14, 30, 60, 120];
  hard_interval constant integer[] := array[0, 1, 2, 4, 7, 15, 30, 60];
  reviews_to_reach constant integer[] := array[0, 1, 1, 2, 2, 3, 3, 4];
  days_until_due constant integer[] := array[0, 1, 3, 8, 17, 38, 77, 158];
  skew constant interval := interval '5 minutes';
  latest timestamptz := pg_catalog.now() + skew;
  max_interval integer;
  box_before integer;
  min_days integer;
begin
  if p_added_at > latest then
    return 'added_at is in the future: check the date and time of this device.';
  end if;
  if p_last_reviewed_at > latest then
    return 'last_reviewed_at is in the future: check the date and time of this device.';
  end if;
  if p_box not between 0 and 7 then
    return 'box must be a Leitner box from 0 to 7.';
  end if;
  if p_lapses > p_reps then
    return 'lapses cannot exceed reps: every Again is a review.';
  end if;

  if p_last_reviewed_at is null or p_last_grade is null then
    if p_last_reviewed_at is not null or p_last_grade is not null then
      return 'last_grade and last_reviewed_at are set together, by a review, or both null.';
    end if;
    if p_box <> 0 or p_interval_days <> 0 or p_reps <> 0 or p_lapses <> 0 or p_mastered_at is not null then
      return 'an item never reviewed is in box 0 with interval_days 0, reps 0, lapses 0 and no mastered_at.';
    end if;
    return null;
  end if;

  if p_last_reviewed_at < p_added_at - skew then
    return 'last_reviewed_at is before added_at: an item is reviewed only after it is added.';
  end if;

  case p_last_grade
    when 'again' then
      if p_box <> 0 then return 'an item graded again goes back to box 0.'; end if;
      max_interval := 0;
      box_before := null;
    when 'hard' then
      if p_box < 1 then return 'an item graded hard is in box 1 or later.'; end if;
      max_interval := hard_interval[p_box + 1];
      box_before := case when p_box = 1 then 0 else p_box end;
    when 'good' then
      if p_box < 1 then return 'an item graded good is in box 1 or later.'; end if;
      max_interval := box_interval[p_box + 1];
      box_before := p_box - 1;
    when 'easy' then
      if p_box < 2 then return 'an item graded easy is in box 2 or later.'; end if;
      max_interval := box_interval[p_box + 1];
      box_before := p_box - 2;
    else
      return 'last_grade must be null, again, hard, good or easy.';
  end case;

  if p_interval_days > max_interval then
    return pg_catalog.format('interval_days %s is more than %s gives in box %s (%s days).',
      p_interval_days, p_last_grade, p_box, max_interval);
  end if;
  if p_reps < greatest(1, reviews_to_reach[p_box + 1]) then
    return pg_catalog.format('box %s takes at least %s reviews, not %s.', p_box, reviews_to_reach[p_box + 1], p_reps);
  end if;
  min_days := coalesce(days_until_due[box_before + 1], 0);
  if p_last_reviewed_at < p_added_at + pg_catalog.make_interval(days => min_days) - skew then
    return pg_catalog.format('box %s after %s takes at least %s days from added_at to last_reviewed_at.',
      p_box, p_last_grade, min_days);
  end if;

  if p_mastered_at is not null then
    -- Mastery comes from a review out of box 3 or later: three reviews and at least 8 days after adding.
    if p_reps < 3 or p_mastered_at > p_last_reviewed_at
       or p_mastered_at < p_added_at + pg_catalog.make_interval(days => days_until_due[4]) - skew then
      return 'mastered_at must lie between 8 days after added_at and last_reviewed_at, after at least 3 reviews.';
    end if;
  end if;
  return null;
end
$$;

comment on function private.practice_record_problem(timestamptz, numeric, integer, integer, integer, text, timestamptz, timestamptz) is
  'Why a practice record is not a state the scheduler (lib/practice/scheduler.ts) can leave after a real review; null when it is.';

revoke execute on function
  private.practice_record_problem(timestamptz, numeric, integer, integer, integer, text, timestamptz, timestamptz)
from public;
grant execute on function
  private.practice_record_problem(timestamptz, numeric, integer, integer, integer, text, timestamptz, timestamptz)
to authenticated, service_role;

-- Every write to practice_progress, through sync_practice or straight through the API. A review is never dated
-- before the row's stored one: sync_practice leaves such a record out; a direct update is refused.
create or replace function private.check_practice_progress()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  problem := private.practice_record_problem(
    new.added_at, new.interval_days, new.box, new.reps, new.lapses, new.last_grade, new.last_reviewed_at, new.mastered_at
  );
  if problem is null and tg_op = 'UPDATE' and old.last_reviewed_at is not null
     and (new.last_reviewed_at is null or new.last_reviewed_at < old.last_reviewed_at) then
    problem := 'last_reviewed_at is before the item''s last review.';
  end if;
  if problem is not null then
    raise exception 'Practice progress for %: %', new.item_key, problem using errcode = '23514';
  end if;
  return new;
end
$$;

revoke execute on function private.check_practice_progress() from public, anon, authenticated;

create trigger practice_progress_real_review before insert or update on public.practice_progress
  for each row execute function private.check_practice_progress();

-- The days practised: a review's own site day, when that is today or yesterday (see above).
create or replace function private.record_practice_day()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  practised date := least(private.site_day(new.last_reviewed_at), private.site_today());
begin
  if practised >= private.site_today() - 1 then
    insert into public.practice_days (user_id, learner_id, practised_on)
    values (new.user_id, new.learner_id, practised)
    on conflict on constraint practice_days_one_per_day do nothing;
  end if;
  return null;
end
$$;

-- sync_practice as in 20261201000100, with each record also checked by private.practice_record_problem in the
-- first pass, so the error names the record and nothing is written.
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
  v_checked jsonb;
  v_problem text;
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

    v_checked := jsonb_build_object(
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
    );
    v_problem := private.practice_record_problem(
      (v_checked ->> 'added_at')::timestamptz, v_interval, (v_checked ->> 'box')::integer, (v_checked ->> 'reps')::integer,
      (v_checked ->> 'lapses')::integer, v_grade, (v_checked ->> 'last_reviewed_at')::timestamptz,
      (v_checked ->> 'mastered_at')::timestamptz
    );
    if v_problem is not null then
      raise exception 'Practice record %: %', idx, v_problem using errcode = '22023';
    end if;
    checked := checked || jsonb_build_array(v_checked);
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
