-- Reading goals: the database sets each goal's window and keeps one active goal per type.
--
-- Window: a goal starts on the site-time-zone day it is created and ends 1 day (daily), 7 days
-- (weekly) or 1 month (monthly) later. The window is [start_date, end_date): a daily goal made today counts
-- today's readings only. Progress is the number of reading-history rows whose read_on falls in the window.
--
-- Which goal stays active (the spec leaves it open): the newest. Creating a goal of a type deactivates the
-- reader's other active goals of that type, so the dashboard shows at most one daily, one weekly and one monthly
-- goal, and a reader who changes their mind simply creates the goal they now want.

create or replace function private.goal_end_date(goal_type text, start_date date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case goal_type
    when 'daily' then start_date + 1
    when 'weekly' then start_date + 7
    else (start_date + interval '1 month')::date
  end
$$;

revoke execute on function private.goal_end_date(text, date) from public;
grant execute on function private.goal_end_date(text, date) to authenticated, service_role;

-- Not SECURITY DEFINER: it asks current_user who is writing, and it must see only what the writer sees.
create or replace function private.prepare_reading_goal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.start_date := private.site_today();
      new.is_active := true;
      new.created_at := pg_catalog.now();
    else
      -- A goal's kind and window are fixed once set; a reader may change its target or retire it.
      new.user_id := old.user_id;
      new.goal_type := old.goal_type;
      new.start_date := old.start_date;
      new.created_at := old.created_at;
    end if;
  end if;
  new.end_date := private.goal_end_date(new.goal_type, new.start_date);
  return new;
end
$$;

create or replace function private.retire_older_goals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_reading_goals g
  set is_active = false
  where g.user_id = new.user_id and g.goal_type = new.goal_type and g.id <> new.id and g.is_active;
  return null;
end
$$;

revoke execute on function private.prepare_reading_goal(), private.retire_older_goals() from public, anon, authenticated;

-- end_date is computed; a client need not (and cannot usefully) send it.
alter table public.user_reading_goals alter column end_date set default (current_date + 7);
alter table public.user_reading_goals
  add constraint user_reading_goals_target_max check (target_count <= 1000);

create trigger user_reading_goals_prepare before insert or update on public.user_reading_goals
  for each row execute function private.prepare_reading_goal();
create trigger user_reading_goals_retire_older after insert on public.user_reading_goals
  for each row when (new.is_active) execute function private.retire_older_goals();

-- Goals with their progress, for the dashboard. security_invoker: the reader's own policies decide which goals
-- and which history rows are counted.
create view public.reading_goal_progress
with (security_invoker = true)
as
select
  g.id,
  g.user_id,
  g.goal_type,
  g.target_count,
  g.start_date,
  g.end_date,
  g.is_active,
  g.created_at,
  count(h.id)::integer as progress_count,
  count(h.id) >= g.target_count as completed
from public.user_reading_goals g
left join public.user_reading_history h
  on h.user_id = g.user_id and h.read_on >= g.start_date and h.read_on < g.end_date
group by g.id;

revoke all on public.reading_goal_progress from anon;
revoke insert, update, delete on public.reading_goal_progress from authenticated;
grant select on public.reading_goal_progress to authenticated, service_role;

comment on view public.reading_goal_progress is
  'Each goal with progress_count (history rows with read_on in [start_date, end_date)) and completed (>= target).';
