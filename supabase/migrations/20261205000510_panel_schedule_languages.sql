-- The panel's schedule names each devotional's language and translation group (issue 34), so the console can say
-- which of a day's English devotionals lack a Dutch or Spanish translation. English first, so the day's line shows
-- the English devotional; otherwise unchanged (20261128000300_one_time_zone). Same signature: the grants stand.
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
            select jsonb_agg(jsonb_build_object('id', v.id, 'title', v.title, 'status', v.status, 'language', v.language,
                                                'translation_group', v.translation_group)
                             order by v.language = 'en' desc, v.status desc, v.title)
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
