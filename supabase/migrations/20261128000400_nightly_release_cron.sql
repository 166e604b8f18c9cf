-- The nightly release without GitHub's schedule (which GitHub disables after 60 days without repository activity,
-- while content changes live here): Supabase Cron calls the rebuild-site function at 00:05 site time
-- (site_settings.timezone, the one source). Cron speaks UTC, and daylight saving moves local midnight, so a job runs
-- every five minutes and the call goes out only in the window after local midnight, once per local day.
--
-- Where pg_cron and pg_net are not available (supabase/local, plain PostgreSQL) only the pure decision function is
-- created and nothing is scheduled. On hosted Supabase the call reads two Supabase Vault secrets:
--   project_url     https://<project-ref>.supabase.co
--   rebuild_secret  the rebuild-site function's REBUILD_SECRET (at least 24 characters)
-- and, while either is missing, does nothing but raise a notice. See README "Production".

-- The local date whose nightly release is due at `moment` in `site_zone`, or null outside the window 00:05–00:59
-- local time.
create or replace function private.nightly_release_due(moment timestamptz, site_zone text)
returns date
language sql
stable
set search_path = ''
as $$
  select case
    when (moment at time zone site_zone)::time >= time '00:05' and (moment at time zone site_zone)::time < time '01:00'
    then (moment at time zone site_zone)::date
  end
$$;

revoke all on function private.nightly_release_due(timestamptz, text) from public;

do $migration$
begin
  -- pg_cron runs only where the server preloads it (hosted Supabase does).
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or coalesce(current_setting('shared_preload_libraries', true), '') not like '%pg_cron%' then
    raise notice 'pg_cron or pg_net is not available: the nightly release is not scheduled in this database.';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

  -- One row per local day whose release was asked for, so a day is called once however often the job runs.
  create table if not exists private.nightly_release_calls (
    local_date date primary key,
    called_at timestamptz not null default now(),
    request_id bigint
  );
  revoke all on table private.nightly_release_calls from public;

  create or replace function private.call_nightly_release()
  returns void
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  declare
    zone text;
    due date;
    project_url text;
    rebuild_secret text;
    request bigint;
  begin
    select s.timezone into zone from public.site_settings s limit 1;
    if zone is null then
      return;
    end if;
    due := private.nightly_release_due(now(), zone);
    if due is null or exists (select 1 from private.nightly_release_calls c where c.local_date = due) then
      return;
    end if;
    if to_regclass('vault.decrypted_secrets') is not null then
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into rebuild_secret using 'rebuild_secret';
    end if;
    if project_url is null or rebuild_secret is null then
      raise notice 'Nightly release not requested: set the Vault secrets project_url and rebuild_secret (README "Production").';
      return;
    end if;
    select net.http_post(
      url := rtrim(project_url, '/') || '/functions/v1/rebuild-site',
      body := jsonb_build_object('trigger', 'schedule', 'reason', 'Nightly release'),
      headers := jsonb_build_object('Content-Type', 'application/json', 'x-rebuild-secret', rebuild_secret),
      timeout_milliseconds := 30000
    ) into request;
    insert into private.nightly_release_calls (local_date, request_id) values (due, request);
  end;
  $fn$;
  revoke all on function private.call_nightly_release() from public;

  perform cron.schedule('rd-nightly-release', '*/5 * * * *', 'select private.call_nightly_release()');
end
$migration$;
