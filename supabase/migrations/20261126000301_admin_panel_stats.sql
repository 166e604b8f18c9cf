-- The admin panel's figures in one call: stat cards (devotionals, users, total reading time, pending feedback,
-- confessions), devotionals read per day over the last 30 days, and the next 14 days' schedule.
-- SECURITY INVOKER: every count runs under the caller's row-level security, which lets admins read all reading
-- history, profiles, feedback and devotionals (drafts and future ones included). The admin check first makes a
-- non-admin's call fail clearly instead of returning their own partial figures.
-- Days are calendar days in the site's time zone, the same "today" that release gating uses.

create or replace function public.admin_panel_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (select private.site_today());
  zone text := coalesce((select s.timezone from public.site_settings s where s.id), 'America/New_York');
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

comment on function public.admin_panel_stats() is
  'Admin panel figures (counts, reading time, reads per day, 14-day schedule) under the caller''s RLS; admins only.';

revoke execute on function public.admin_panel_stats() from public, anon;
grant execute on function public.admin_panel_stats() to authenticated;
