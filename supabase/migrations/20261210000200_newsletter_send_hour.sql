-- The daily e-mail at the hour the reader chooses.
--
-- A daily subscriber may name an hour (0–23) in their own time zone (an IANA name Postgres knows, the browser's
-- when they choose it in Settings). Null, as every existing row has, keeps today's behaviour: the e-mail goes as
-- soon as the day's devotional is released. With an hour, the daily-email function includes the subscriber only
-- once their clock has reached that hour on the e-mail's day (lib/newsletter/send-hour.ts, which also says what
-- happens across a daylight-saving change and for a zone whose hour falls after the site's day ends). The
-- once-a-day claim (newsletter_deliveries) and the release gate are unchanged, so nobody gets a day twice.
--
-- Supabase Cron keeps calling the function after its 00:30–01:59 window while a daily subscriber with an hour has
-- not yet been sent that day's e-mail (private.daily_email_waiting_day below).

alter table public.newsletter_subscribers
  add column send_hour smallint check (send_hour between 0 and 23),
  add column time_zone text,
  add constraint newsletter_subscribers_send_hour_zone check (send_hour is null or time_zone is not null);

comment on column public.newsletter_subscribers.send_hour is
  'The hour (0–23, in time_zone) the daily e-mail may go from; null: as soon as the day is released.';
comment on column public.newsletter_subscribers.time_zone is
  'The subscriber''s IANA time zone, the one send_hour is read in (checked against pg_timezone_names).';

create or replace function public.check_newsletter_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.time_zone is not null and not public.is_time_zone(new.time_zone) then
    raise exception 'Unknown time zone "%": use an IANA name such as Europe/Amsterdam.', new.time_zone
      using errcode = '23514';
  end if;
  return new;
end
$$;

revoke all on function public.check_newsletter_time_zone() from public, anon, authenticated;

create trigger newsletter_subscribers_check_time_zone before insert or update of time_zone on public.newsletter_subscribers
  for each row execute function public.check_newsletter_time_zone();

-- The caller's hour, when their confirmed account address is subscribed (null also when they chose none).
create or replace function private.my_newsletter_send_hour()
returns smallint
language sql
stable
security definer
set search_path = ''
as $$
  select s.send_hour
  from public.newsletter_subscribers s
  join auth.users u on pg_catalog.lower(u.email) = s.email
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
    and s.confirmed_at is not null
    and s.unsubscribed_at is null
$$;

-- Sets the caller's hour (null: as soon as it is out) and time zone; bad input changes nothing.
create or replace function private.set_my_newsletter_send_hour(hour integer, zone text)
returns smallint
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  changed uuid;
begin
  address := private.my_confirmed_newsletter_address();
  if hour is not null and (hour < 0 or hour > 23) then
    raise exception 'Choose an hour from 0 to 23.' using errcode = '22023';
  end if;
  if zone is null or not public.is_time_zone(zone) then
    raise exception 'Unknown time zone: use an IANA name such as Europe/Amsterdam.' using errcode = '22023';
  end if;
  update public.newsletter_subscribers s
     set send_hour = hour::smallint,
         time_zone = zone
   where s.email = address
     and s.confirmed_at is not null
     and s.unsubscribed_at is null
  returning s.id into changed;
  if changed is null then
    raise exception 'Your account''s address is not subscribed to the e-mail.' using errcode = 'P0002';
  end if;
  return hour::smallint;
end
$$;

revoke all on function private.my_newsletter_send_hour() from public, anon;
revoke all on function private.set_my_newsletter_send_hour(integer, text) from public, anon;
grant execute on function private.my_newsletter_send_hour() to authenticated;
grant execute on function private.set_my_newsletter_send_hour(integer, text) to authenticated;

create or replace function public.my_newsletter_send_hour()
returns smallint
language sql
stable
security invoker
set search_path = ''
as $$
  select private.my_newsletter_send_hour()
$$;

create or replace function public.set_my_newsletter_send_hour(hour integer, time_zone text)
returns smallint
language sql
security invoker
set search_path = ''
as $$
  select private.set_my_newsletter_send_hour(hour, time_zone)
$$;

comment on function public.my_newsletter_send_hour() is
  'The hour (0–23, in the caller''s time zone) their daily e-mail goes from; null when none is chosen or they are not subscribed.';
comment on function public.set_my_newsletter_send_hour(integer, text) is
  'Sets the hour (0–23, or null: as soon as it is out) and the IANA time zone of the caller''s daily e-mail; refused when their account address is not subscribed.';

revoke all on function public.my_newsletter_send_hour() from public, anon, service_role;
revoke all on function public.set_my_newsletter_send_hour(integer, text) from public, anon, service_role;
grant execute on function public.my_newsletter_send_hour() to authenticated;
grant execute on function public.set_my_newsletter_send_hour(integer, text) to authenticated;

-- The site-local date at `moment` whose daily e-mail still waits for a subscriber's hour: from 00:30 site time,
-- while a confirmed daily subscriber with an hour has no delivery of that day's e-mail. Null otherwise.
create or replace function private.daily_email_waiting_day(moment timestamptz, site_zone text)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (moment at time zone site_zone)::date
  where (moment at time zone site_zone)::time >= time '00:30'
    and exists (
      select 1
      from public.newsletter_subscribers s
      where s.frequency = 'daily'
        and s.send_hour is not null
        and s.confirmed_at is not null
        and s.unsubscribed_at is null
        and not exists (
          select 1
          from public.newsletter_deliveries d
          join public.newsletter_digests g on g.id = d.digest_id
          where d.subscriber_id = s.id
            and g.edition = 'daily'
            and g.week_end = (moment at time zone site_zone)::date
        )
    )
$$;

revoke all on function private.daily_email_waiting_day(timestamptz, text) from public, anon, authenticated, service_role;

do $migration$
begin
  if to_regprocedure('private.call_daily_email()') is null then
    raise notice 'The daily e-mail is not scheduled in this database: nothing to extend.';
    return;
  end if;

  create or replace function private.call_daily_email()
  returns void
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  declare
    zone text;
    due date;
    project_url text;
    cron_secret text;
  begin
    select s.timezone into zone from public.site_settings s limit 1;
    if zone is null then
      return;
    end if;
    due := private.daily_email_due(now(), zone);
    if due is not null
       and exists (select 1 from public.newsletter_digests d where d.edition = 'daily' and d.week_end = due and d.finished_at is not null) then
      due := null;
    end if;
    -- After the first window, or once the day is finished, only while someone's hour is still to come.
    if due is null then
      due := private.daily_email_waiting_day(now(), zone);
    end if;
    -- Only after the day's release was asked for: the e-mail links to the day's page.
    if due is null
       or to_regclass('private.nightly_release_calls') is null
       or not exists (select 1 from private.nightly_release_calls c where c.local_date = due) then
      return;
    end if;
    if to_regclass('vault.decrypted_secrets') is not null then
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into cron_secret using 'cron_secret';
    end if;
    if project_url is null or cron_secret is null then
      raise notice 'Daily e-mail not requested: set the Vault secrets project_url and cron_secret (README "Production").';
      return;
    end if;
    perform net.http_post(
      url := rtrim(project_url, '/') || '/functions/v1/daily-email',
      body := '{}'::jsonb,
      headers := jsonb_build_object('Content-Type', 'application/json', 'x-cron-secret', cron_secret),
      timeout_milliseconds := 150000
    );
  end;
  $fn$;
  revoke all on function private.call_daily_email() from public;
end
$migration$;
