-- One time zone: site_settings.timezone alone says what "today" is.
--
-- The functions that compute the site's day fell back to a zone literal when the settings row was missing, so a
-- second, hidden default could decide releases. The row is written by the first migration and no API role may
-- insert or delete it; if it is ever missing, "today" is null and nothing is released (the gate fails closed),
-- and `npm run doctor` reports the incomplete settings. The default zone for a first install lives in one place,
-- lib/time-zone/schema.ts, which the seed writes from SITE_TIMEZONE.
-- CREATE OR REPLACE keeps each function's owner and grants.

create or replace function private.site_today()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (pg_catalog.now() at time zone (select s.timezone from public.site_settings s where s.id))::date
$$;

-- Called by the site build (SECURITY INVOKER since 20261126000210: it reads only site_settings).
create or replace function public.site_today()
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select (pg_catalog.now() at time zone (select s.timezone from public.site_settings s where s.id))::date
$$;

create or replace function private.site_day(at timestamptz)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (at at time zone (select s.timezone from public.site_settings s where s.id))::date
$$;

create or replace function public.check_site_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.timezone is null or not public.is_time_zone(new.timezone) then
    raise exception 'Unknown time zone "%": use an IANA time zone name, such as Europe/London or Pacific/Auckland', new.timezone
      using errcode = '23514';
  end if;
  return new;
end
$$;

create or replace function public.admin_panel_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (select private.site_today());
  zone text := (select s.timezone from public.site_settings s where s.id);
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'today', today,
    'devotionals', (select count(*) from public.devotionals),
    'published', (select count(*) from public.devotionals d where d.status = 'published'),
    'users', (select count(*) from public.profiles),
    'reading_seconds', (select coalesce(sum(h.reading_time_seconds), 0) from public.user_reading_history h),
    'pending_feedback', (select count(*) from public.user_feedback f where f.status = 'pending'),
    'confessions', (select count(*) from public.confessions),
    'reads_per_day', (
      select jsonb_agg(jsonb_build_object('date', g.day::date, 'reads', coalesce(c.reads, 0)) order by g.day)
      from generate_series((today - 29)::timestamp, today::timestamp, interval '1 day') as g(day)
      left join (
        select (h.completed_at at time zone zone)::date as day, count(*) as reads
        from public.user_reading_history h
        where h.completed_at >= ((today - 29)::timestamp at time zone zone)
        group by 1
      ) c on c.day = g.day::date
    ),
    'schedule', (
      select jsonb_agg(
        jsonb_build_object(
          'date', g.day::date,
          'devotionals', coalesce((
            select jsonb_agg(jsonb_build_object('id', v.id, 'title', v.title, 'status', v.status)
                             order by v.status desc, v.title)
            from public.devotionals v
            where v.date = g.day::date
          ), '[]'::jsonb)
        )
        order by g.day
      )
      from generate_series(today::timestamp, (today + 13)::timestamp, interval '1 day') as g(day)
    )
  );
end;
$$;
