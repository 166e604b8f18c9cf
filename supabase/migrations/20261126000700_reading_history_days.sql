-- Reading history: one row per reader, devotional and site-time-zone day.
--
-- The site records a reading when the reader has met the reading rule (README, "Reading history"); the database
-- makes the record trustworthy whatever a client sends: completed_at is the server's clock for the API roles (a
-- reader cannot backdate readings to fake a streak or an achievement), read_on is the day of completed_at in the
-- site's time zone, and a second record of the same devotional on the same day is dropped silently, so a page
-- that is opened twice in a day, or a retry after a network error, never counts twice.

create or replace function private.site_day(at timestamptz)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (at at time zone coalesce(
    (select s.timezone from public.site_settings s where s.id),
    'America/New_York'
  ))::date
$$;

comment on function private.site_day(timestamptz) is
  'The date of a moment in site_settings.timezone: the day a reading counts for.';

revoke execute on function private.site_day(timestamptz) from public;
grant execute on function private.site_day(timestamptz) to authenticated, service_role;

alter table public.user_reading_history add column read_on date;
update public.user_reading_history set read_on = private.site_day(completed_at) where read_on is null;

-- Rows written before this migration may repeat a devotional on one day; keep the earliest of each.
delete from public.user_reading_history h
using public.user_reading_history k
where h.user_id = k.user_id and h.devotional_id = k.devotional_id and h.read_on = k.read_on
  and (h.completed_at, h.id) > (k.completed_at, k.id);

alter table public.user_reading_history alter column read_on set not null;
-- A day has 86400 seconds; anything more is a client error, not a reading.
alter table public.user_reading_history
  add constraint user_reading_history_reading_time_max check (reading_time_seconds <= 86400);

create unique index user_reading_history_one_per_day_idx
  on public.user_reading_history (user_id, devotional_id, read_on);
create index user_reading_history_user_day_idx on public.user_reading_history (user_id, read_on);

-- Not SECURITY DEFINER: it asks current_user who is writing, and it must see only what the writer sees.
create or replace function private.prepare_reading_history()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.completed_at := pg_catalog.now();
    else
      -- The day a reading happened is history: an update may change the seconds, never the moment.
      new.completed_at := old.completed_at;
      new.user_id := old.user_id;
    end if;
  end if;
  new.read_on := private.site_day(new.completed_at);
  if tg_op = 'INSERT' and exists (
    select 1 from public.user_reading_history h
    where h.user_id = new.user_id and h.devotional_id = new.devotional_id and h.read_on = new.read_on
  ) then
    return null; -- already recorded today: nothing to add
  end if;
  return new;
end
$$;

revoke execute on function private.prepare_reading_history() from public, anon, authenticated;

create trigger user_reading_history_prepare before insert or update on public.user_reading_history
  for each row execute function private.prepare_reading_history();

comment on column public.user_reading_history.read_on is
  'The day of completed_at in the site time zone; one row per user, devotional and day.';
