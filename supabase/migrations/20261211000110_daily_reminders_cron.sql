-- The daily reminders' schedule: Supabase Cron calls the daily-reminders function every five minutes, all day, while
-- any reader has push reminders on. Each call sends to the readers whose hour has come (and the evening streak
-- nudges) and claims each once per day, so a call that is cut off or retried never sends anyone the day twice; a
-- reader's hour is read in their own time zone, so no site-time window would do.
--
-- As the daily e-mail's (20261130000210_daily_email_cron.sql): one job, created only where pg_cron and pg_net are
-- available (hosted Supabase); supabase/local and plain PostgreSQL get nothing, and npm start calls the function
-- itself. The call reads the same two Vault secrets, project_url and cron_secret, and while either is missing does
-- nothing but raise a notice. The function reads its VAPID keys from its own secrets (docs/deploy.md).

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or coalesce(current_setting('shared_preload_libraries', true), '') not like '%pg_cron%' then
    raise notice 'pg_cron or pg_net is not available: the daily reminders are not scheduled in this database.';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

  create or replace function private.call_daily_reminders()
  returns void
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  declare
    project_url text;
    cron_secret text;
  begin
    -- Nobody to remind: no call at all.
    if not exists (select 1 from public.reminder_settings r where r.enabled and r.by_push) then
      return;
    end if;
    if to_regclass('vault.decrypted_secrets') is not null then
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into cron_secret using 'cron_secret';
    end if;
    if project_url is null or cron_secret is null then
      raise notice 'Daily reminders not requested: set the Vault secrets project_url and cron_secret (README "Production").';
      return;
    end if;
    perform net.http_post(
      url := rtrim(project_url, '/') || '/functions/v1/daily-reminders',
      body := '{}'::jsonb,
      headers := jsonb_build_object('Content-Type', 'application/json', 'x-cron-secret', cron_secret),
      timeout_milliseconds := 150000
    );
  end;
  $fn$;
  revoke all on function private.call_daily_reminders() from public;

  perform cron.schedule('rd-daily-reminders', '*/5 * * * *', 'select private.call_daily_reminders()');
end
$migration$;
