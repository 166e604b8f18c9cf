-- The daily e-mail's schedule: after the nightly release (rebuild-site, asked for at 00:05 site time by
-- 20261128000400_nightly_release_cron.sql), Supabase Cron calls the daily-email function every five minutes
-- between 00:30 and 01:59 site time until the day's e-mail is finished (newsletter_digests.finished_at). The first
-- call sends; a call that is cut off or refused leaves the rest to the next one (the function claims each
-- subscriber once per day, so none is sent the day twice). 00:30 leaves the build time to put the day's page online before the e-mail links to it.
--
-- As for the nightly release, only the pure decision function is created where pg_cron and pg_net are missing
-- (supabase/local, plain PostgreSQL; npm start sends the e-mail after its own nightly build). On hosted Supabase
-- the call reads two Vault secrets:
--   project_url   https://<project-ref>.supabase.co (the nightly release's)
--   cron_secret   the functions' CRON_SECRET (at least 24 characters), sent as x-cron-secret
-- and while either is missing does nothing but raise a notice. See README "Production".

-- The local date whose daily e-mail is due at `moment` in `site_zone`, or null outside 00:30–01:59 local time.
create or replace function private.daily_email_due(moment timestamptz, site_zone text)
returns date
language sql
stable
set search_path = ''
as $$
  select case
    when (moment at time zone site_zone)::time >= time '00:30' and (moment at time zone site_zone)::time < time '02:00'
    then (moment at time zone site_zone)::date
  end
$$;

revoke all on function private.daily_email_due(timestamptz, text) from public;

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or coalesce(current_setting('shared_preload_libraries', true), '') not like '%pg_cron%' then
    raise notice 'pg_cron or pg_net is not available: the daily e-mail is not scheduled in this database.';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

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
    -- Only after the day's release was asked for: the e-mail links to the day's page.
    if due is null
       or to_regclass('private.nightly_release_calls') is null
       or not exists (select 1 from private.nightly_release_calls c where c.local_date = due)
       or exists (select 1 from public.newsletter_digests d where d.edition = 'daily' and d.week_end = due and d.finished_at is not null) then
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

  perform cron.schedule('rd-daily-email', '*/5 * * * *', 'select private.call_daily_email()');
end
$migration$;
