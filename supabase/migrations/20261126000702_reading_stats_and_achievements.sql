-- Reading statistics and achievements, computed by the database.
--
-- Streak: consecutive site-time-zone days with at least one reading, counted back from today,
-- where the latest reading may be today or yesterday (a reader who has not read yet today keeps yesterday's
-- streak until the day is over).
--
-- Achievements are earned, never claimed: readers cannot write user_achievements (policies allow admins only),
-- and these triggers award them when the qualifying row is written. Each is awarded once (unique per user and
-- name). The rules:
--   First Steps          book      the first devotional read
--   Faithful Reader      star      10 different devotionals read
--   Devoted Reader       trophy    50 different devotionals read
--   Week of Devotion     flame     a 7-day reading streak
--   Month of Devotion    calendar  a 30-day reading streak
--   Reflective Heart     book      the first personal note saved
--   Goal Achieved        award     a reading goal reaches 100 percent

-- The longest run of consecutive reading days a user has ever had (gaps and islands over distinct days).
create or replace function private.longest_reading_streak(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(run), 0)::integer
  from (
    select count(*) as run
    from (
      select d.read_on, d.read_on - (row_number() over (order by d.read_on))::integer as island
      from (select distinct h.read_on from public.user_reading_history h where h.user_id = p_user) d
    ) days
    group by days.island
  ) runs
$$;

-- The current streak: the run ending today, or yesterday when nothing is read yet today.
create or replace function private.current_reading_streak(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  with days as (
    select distinct h.read_on from public.user_reading_history h where h.user_id = p_user
  ),
  anchor as (
    select case
      when exists (select 1 from days where read_on = private.site_today()) then private.site_today()
      when exists (select 1 from days where read_on = private.site_today() - 1) then private.site_today() - 1
    end as day
  ),
  ranked as (
    select d.read_on, row_number() over (order by d.read_on desc) as rn
    from days d, anchor a
    where a.day is not null and d.read_on <= a.day
  )
  select count(*)::integer from ranked r, anchor a where r.read_on = a.day - (r.rn - 1)::integer
$$;

revoke execute on function private.longest_reading_streak(uuid), private.current_reading_streak(uuid) from public;
grant execute on function private.longest_reading_streak(uuid), private.current_reading_streak(uuid) to service_role;

-- The signed-in reader's own figures for the dashboard: distinct devotionals read, total reading seconds, current
-- and longest streak. Only ever about the caller (auth.uid()); anon gets zeros.
-- The caller's own streaks: SECURITY DEFINER (they read the history table as its owner) but in schema private, so
-- the API does not expose them, and tied to auth.uid(), so nobody can ask for another reader's streak.
create or replace function private.my_reading_streaks(out current_streak integer, out longest_streak integer)
language sql
stable
security definer
set search_path = ''
as $$
  select private.current_reading_streak((select auth.uid())), private.longest_reading_streak((select auth.uid()))
$$;

revoke execute on function private.my_reading_streaks() from public;
grant execute on function private.my_reading_streaks() to authenticated, service_role;

-- SECURITY INVOKER: the counts read the caller's history through its RLS policy, and the streaks come from the
-- private helper above, so no SECURITY DEFINER function is callable through /rest/v1/rpc (Security Advisor).
create or replace function public.my_reading_stats()
returns table (devotionals_read integer, reading_seconds bigint, current_streak integer, longest_streak integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select count(distinct h.devotional_id)::integer from public.user_reading_history h where h.user_id = (select auth.uid())),
    (select coalesce(sum(h.reading_time_seconds), 0)::bigint from public.user_reading_history h where h.user_id = (select auth.uid())),
    s.current_streak,
    s.longest_streak
  from private.my_reading_streaks() s
$$;

revoke execute on function public.my_reading_stats() from public, anon;
grant execute on function public.my_reading_stats() to authenticated, service_role;

comment on function public.my_reading_stats() is
  'The caller''s devotionals read (distinct), reading seconds, current streak (days, site time zone) and longest streak.';

create or replace function private.award_achievement(p_user uuid, p_name text, p_description text, p_icon text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.user_achievements (user_id, achievement_name, achievement_description, icon_name)
  values (p_user, p_name, p_description, p_icon)
  on conflict (user_id, achievement_name) do nothing
$$;

-- Evaluates every reading rule for one user; awarding is idempotent, so it may run after any write.
create or replace function private.award_reading_achievements(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  read_count integer;
  longest integer;
begin
  select count(distinct h.devotional_id) into read_count from public.user_reading_history h where h.user_id = p_user;
  longest := private.longest_reading_streak(p_user);
  if read_count >= 1 then
    perform private.award_achievement(p_user, 'First Steps', 'Read your first devotional.', 'book');
  end if;
  if read_count >= 10 then
    perform private.award_achievement(p_user, 'Faithful Reader', 'Read 10 devotionals.', 'star');
  end if;
  if read_count >= 50 then
    perform private.award_achievement(p_user, 'Devoted Reader', 'Read 50 devotionals.', 'trophy');
  end if;
  if longest >= 7 then
    perform private.award_achievement(p_user, 'Week of Devotion', 'Read on 7 days in a row.', 'flame');
  end if;
  if longest >= 30 then
    perform private.award_achievement(p_user, 'Month of Devotion', 'Read on 30 days in a row.', 'calendar');
  end if;
  if exists (select 1 from public.reading_goal_progress g where g.user_id = p_user and g.completed) then
    perform private.award_achievement(p_user, 'Goal Achieved', 'Reached 100% of a reading goal.', 'award');
  end if;
end
$$;

create or replace function private.on_reading_recorded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.award_reading_achievements(new.user_id);
  return null;
end
$$;

create or replace function private.on_note_saved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.award_achievement(new.user_id, 'Reflective Heart', 'Saved your first personal note.', 'book');
  return null;
end
$$;

revoke execute on function
  private.award_achievement(uuid, text, text, text),
  private.award_reading_achievements(uuid),
  private.on_reading_recorded(),
  private.on_note_saved()
from public, anon, authenticated;

create trigger user_reading_history_award after insert on public.user_reading_history
  for each row execute function private.on_reading_recorded();
-- A goal may be complete the moment it is made (today's readings already count).
create trigger user_reading_goals_award after insert on public.user_reading_goals
  for each row execute function private.on_reading_recorded();
create trigger devotional_notes_award after insert on public.devotional_notes
  for each row execute function private.on_note_saved();
