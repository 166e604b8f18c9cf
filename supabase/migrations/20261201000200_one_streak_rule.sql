-- One streak rule for reading and practice.
--
-- The reading streak (20261126000702) and the practice streak (20261201000100) each spelled out the same rule:
-- the run of consecutive site-time-zone days ending today, or yesterday when the day is not over yet and nothing
-- is recorded for it. private.streak_ending holds that rule once; both streaks hand it their days and the site's
-- today, so the dashboard's two numbers cannot drift apart. Their results are unchanged.
--
-- A day after today counts for nothing: it cannot be recorded through the API, but a stored day can lie ahead
-- of the site's today after the site's time zone moves west.

-- Pure: it reads no table and runs with the caller's rights, so it needs no SECURITY DEFINER. Repeated days and
-- nulls in p_days count once and not at all; a null p_today (no site settings) gives 0.
create or replace function private.streak_ending(p_days date[], p_today date)
returns integer
language sql
immutable
set search_path = ''
as $$
  with days as (
    select distinct d.day from unnest(p_days) as d(day) where d.day <= p_today
  ),
  anchor as (
    select max(days.day) as day from days where days.day >= p_today - 1
  ),
  ranked as (
    select days.day, row_number() over (order by days.day desc) as rn from days
  )
  -- Walking back from the anchor, the k-th latest day is anchor - (k - 1) exactly while the run lasts; after the
  -- first gap no later row can match again.
  select count(*)::integer from ranked r, anchor a where r.day = a.day - (r.rn - 1)::integer
$$;

comment on function private.streak_ending(date[], date) is
  'The streak rule: the number of consecutive days in p_days ending at p_today, or at p_today - 1 when p_today is absent; 0 otherwise.';

-- As the other private helpers: not PUBLIC; authenticated runs it inside private.practice_streak (invoker's
-- rights, called by my_practice_summary), service_role may call either streak. anon calls neither.
revoke execute on function private.streak_ending(date[], date) from public;
grant execute on function private.streak_ending(date[], date) to authenticated, service_role;

-- The current reading streak (security and search_path as in 20261126000702; runs as the owner, so the reader
-- needs no grant on the history table or on the helper).
create or replace function private.current_reading_streak(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select private.streak_ending(
    array(select h.read_on from public.user_reading_history h where h.user_id = p_user),
    private.site_today()
  )
$$;

-- The current practice streak of one reader or learner (as in 20261201000100: invoker's rights, so it reads
-- practice_days through the caller's policy).
create or replace function private.practice_streak(p_user uuid, p_learner uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select private.streak_ending(
    array(
      select d.practised_on from public.practice_days d
      where d.user_id = p_user and d.learner_id is not distinct from p_learner
    ),
    private.site_today()
  )
$$;
