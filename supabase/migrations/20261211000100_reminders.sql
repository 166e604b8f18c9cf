-- The daily reminder: at the hour each reader chooses, by web push to their devices, by e-mail, or both.
--
-- public.reminder_settings    one row per reader: on or off, the hour (0–23 in their IANA time zone; null: as
--                             soon as the day is released), the edition (languages), the channels, the evening
--                             streak nudge, and the days the daily-reminders function last reminded and nudged
--                             them (its once-a-day claims). The owner reads it; it changes only through
--                             set_my_reminders (and the function's claims, as the service role).
-- public.push_subscriptions   a browser's Push API subscription (RFC 8030 endpoint, RFC 8291 keys). Only its owner
--                             reads or deletes it; it is saved only through save_my_push_subscription. A browser
--                             belongs to whoever subscribed on it last, and a reader keeps at most ten (the
--                             oldest go). The function deletes one the push service answers 404 or 410 for.
--
-- The e-mail channel is the daily newsletter itself, not a second e-mail: set_my_reminders with by_email (and
-- enabled) subscribes the reader's confirmed account address to the daily e-mail in one step, as
-- subscribe_me_to_newsletter does, with the reminder's hour, time zone and language; turning it off ends the daily
-- e-mail as the unsubscribe link does. A weekly-digest subscriber who turns e-mail reminders on moves to the daily
-- e-mail (an address has one frequency); turning them off again ends only a daily subscription, so a weekly
-- digest that was never switched is left alone. my_reminders reports by_email from the subscription itself, so
-- an unsubscribe link followed in an e-mail shows in Settings.
--
-- As the newsletter helpers, the work is done by SECURITY DEFINER functions in the unexposed schema private; the
-- API sees invoker wrappers (tests/api/schema.test.ts keeps definer functions out of the API).

create table public.reminder_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  enabled boolean not null default false,
  hour smallint check (hour between 0 and 23),
  time_zone text,
  language text not null default 'en' references public.languages (code),
  by_push boolean not null default true,
  by_email boolean not null default false,
  streak_nudge boolean not null default false,
  last_reminded_on date,
  last_nudged_on date,
  updated_at timestamptz not null default now(),
  constraint reminder_settings_hour_zone check (hour is null or time_zone is not null)
);

create index reminder_settings_language_idx on public.reminder_settings (language);
-- The function's scan: the readers with reminders on.
create index reminder_settings_enabled_idx on public.reminder_settings (user_id) where enabled;

comment on table public.reminder_settings is
  'A reader''s daily reminder: on or off, hour and time zone, edition, channels (push, e-mail), evening streak nudge, and the last days reminded and nudged.';
comment on column public.reminder_settings.hour is
  'The hour (0–23, in time_zone) the reminder may go from; null: as soon as the day is released.';
comment on column public.reminder_settings.time_zone is
  'The reader''s IANA time zone (checked against pg_timezone_names); required with an hour.';
comment on column public.reminder_settings.last_reminded_on is
  'The site day the daily-reminders function last claimed this reader''s reminder (once a day).';
comment on column public.reminder_settings.last_nudged_on is
  'The site day the daily-reminders function last claimed this reader''s evening streak nudge (once a day).';

create trigger reminder_settings_check_time_zone before insert or update of time_zone on public.reminder_settings
  for each row execute function public.check_newsletter_time_zone();

create trigger reminder_settings_set_updated_at before update on public.reminder_settings
  for each row execute function public.set_updated_at();

alter table public.reminder_settings enable row level security;

create policy reminder_settings_select on public.reminder_settings for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.reminder_settings from public, anon, authenticated, service_role;
grant select on table public.reminder_settings to authenticated;
grant select, insert, update, delete on table public.reminder_settings to service_role;

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- A push service's URL: https only (RFC 8030 §2; the tests' local push service speaks TLS too).
  endpoint text not null unique check (char_length(endpoint) <= 1024 and endpoint ~ '^https://[^/?#\s]+[/?]\S*$'),
  -- RFC 8291's keys as the browser's PushSubscription.toJSON() gives them: base64url without padding, the
  -- P-256 public key uncompressed (65 bytes, so 87 characters starting B) and the 16-byte auth secret.
  p256dh text not null check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

create index push_subscriptions_user_idx on public.push_subscriptions (user_id, created_at);

comment on table public.push_subscriptions is
  'A browser''s web push subscription (endpoint and RFC 8291 keys); its owner''s only, at most ten per reader.';
comment on column public.push_subscriptions.last_used_at is 'When the push service last accepted a reminder for it.';

alter table public.push_subscriptions enable row level security;

create policy push_subscriptions_select on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));
create policy push_subscriptions_delete on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));

revoke all on table public.push_subscriptions from public, anon, authenticated, service_role;
grant select, delete on table public.push_subscriptions to authenticated;
grant select, insert, update, delete on table public.push_subscriptions to service_role;

-- The caller, signed in and not blocked; an error for anyone else.
create or replace function private.reminder_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  if (select private.is_blocked()) then
    raise exception 'This account cannot change its reminders.' using errcode = '42501';
  end if;
  return (select auth.uid());
end
$$;

-- The caller's reminders as Settings shows them. by_email is whether their account address gets the daily e-mail;
-- a reader who gets it (from the footer form, say) has reminders on by e-mail, at the e-mail's hour and language
-- until they save reminders of their own, so saving what Settings shows never ends an e-mail they already had.
create or replace function private.my_reminders()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid;
  settings public.reminder_settings;
  address text;
  confirmed boolean;
  daily public.newsletter_subscribers;
  has_daily boolean;
begin
  me := private.reminder_caller();
  select * into settings from public.reminder_settings r where r.user_id = me;
  select pg_catalog.lower(pg_catalog.btrim(u.email)), u.email_confirmed_at is not null into address, confirmed
  from auth.users u where u.id = me;
  select * into daily from public.newsletter_subscribers s
  where coalesce(confirmed, false) and s.email = address and s.frequency = 'daily'
    and s.confirmed_at is not null and s.unsubscribed_at is null;
  has_daily := daily.id is not null;
  return jsonb_build_object(
    'enabled', coalesce(settings.enabled, false) or has_daily,
    'hour', case when settings.user_id is null and has_daily then daily.send_hour else settings.hour end,
    'time_zone', case when settings.user_id is null and has_daily then daily.time_zone else settings.time_zone end,
    'language', coalesce(settings.language, daily.language, 'en'),
    'by_push', case when settings.user_id is null then not has_daily else settings.by_push end,
    'by_email', has_daily,
    'streak_nudge', coalesce(settings.streak_nudge, false),
    'devices', (select count(*)::integer from public.push_subscriptions p where p.user_id = me),
    'email_confirmed', coalesce(confirmed, false)
  );
end
$$;

-- Sets the caller's reminders in one statement: every check first, so a refusal changes nothing. A null boolean
-- or language keeps the current choice (a new reader's default); a null hour means "as soon as it is out".
create or replace function private.set_my_reminders(
  p_enabled boolean,
  p_hour integer,
  p_time_zone text,
  p_language text,
  p_by_push boolean,
  p_by_email boolean,
  p_streak_nudge boolean
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid;
  existing public.reminder_settings;
  want_enabled boolean;
  want_language text;
  want_email boolean;
  address text;
  own_bible text;
begin
  me := private.reminder_caller();
  if p_hour is not null and (p_hour < 0 or p_hour > 23) then
    raise exception 'Choose an hour from 0 to 23.' using errcode = '22023';
  end if;
  if p_time_zone is not null and not public.is_time_zone(p_time_zone) then
    raise exception 'Unknown time zone: use an IANA name such as Europe/Amsterdam.' using errcode = '22023';
  end if;
  if p_hour is not null and p_time_zone is null then
    raise exception 'Give the time zone the hour is in.' using errcode = '22023';
  end if;
  if p_language is not null and not exists (select 1 from public.languages l where l.code = p_language) then
    raise exception 'Choose one of the site''s editions for the reminder.' using errcode = '22023';
  end if;

  select * into existing from public.reminder_settings r where r.user_id = me for update;
  want_enabled := coalesce(p_enabled, existing.enabled, false);
  want_language := coalesce(p_language, existing.language, 'en');
  want_email := coalesce(p_by_email, existing.by_email, false);

  insert into public.reminder_settings as r
    (user_id, enabled, hour, time_zone, language, by_push, by_email, streak_nudge)
  values (
    me, want_enabled, p_hour::smallint, coalesce(p_time_zone, existing.time_zone), want_language,
    coalesce(p_by_push, existing.by_push, true), want_email, coalesce(p_streak_nudge, existing.streak_nudge, false)
  )
  on conflict (user_id) do update
    set enabled = excluded.enabled,
        hour = excluded.hour,
        time_zone = excluded.time_zone,
        language = excluded.language,
        by_push = excluded.by_push,
        by_email = excluded.by_email,
        streak_nudge = excluded.streak_nudge;

  if want_enabled and want_email then
    -- One step, as subscribe_me_to_newsletter: refused (and everything above undone) for an unconfirmed address.
    perform private.subscribe_me_to_newsletter('daily', want_language);
    address := private.my_confirmed_newsletter_address();
    own_bible := coalesce(
      (select b.bible from public.language_bibles b
        where b.language = want_language and b.bible not in ('kjv', 'bsb') order by b.bible limit 1),
      'kjv'
    );
    update public.newsletter_subscribers s
       set language = want_language,
           bible_translation = case when s.language <> want_language then own_bible else s.bible_translation end,
           send_hour = p_hour::smallint,
           time_zone = coalesce(p_time_zone, existing.time_zone, s.time_zone)
     where s.email = address;
  else
    -- Off: the daily e-mail ends (a weekly digest is not the reminder and stays).
    update public.newsletter_subscribers s
       set unsubscribed_at = pg_catalog.now()
      from auth.users u
     where u.id = me
       and u.email_confirmed_at is not null
       and s.email = pg_catalog.lower(pg_catalog.btrim(u.email))
       and s.frequency = 'daily'
       and s.confirmed_at is not null
       and s.unsubscribed_at is null;
  end if;

  return private.my_reminders();
end
$$;

-- Saves the caller's browser subscription (the same endpoint again updates its keys); an endpoint another reader
-- saved moves to the caller, since a browser belongs to whoever subscribed on it last. Keeps the ten newest.
create or replace function private.save_my_push_subscription(p_endpoint text, p_p256dh text, p_auth text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid;
  saved uuid;
begin
  me := private.reminder_caller();
  if p_endpoint is null
     or char_length(p_endpoint) > 1024
     or p_endpoint !~ '^https://[^/?#\s]+[/?]\S*$' then
    raise exception 'This is not a push service address this site can send to.' using errcode = '22023';
  end if;
  if p_p256dh is null or p_p256dh !~ '^B[A-Za-z0-9_-]{86}$' then
    raise exception 'The subscription''s public key (p256dh) must be an uncompressed P-256 key in base64url.'
      using errcode = '22023';
  end if;
  if p_auth is null or p_auth !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'The subscription''s auth secret must be 16 bytes in base64url.' using errcode = '22023';
  end if;

  insert into public.push_subscriptions as p (user_id, endpoint, p256dh, auth)
  values (me, p_endpoint, p_p256dh, p_auth)
  on conflict (endpoint) do update
    set user_id = excluded.user_id,
        p256dh = excluded.p256dh,
        auth = excluded.auth,
        created_at = case when p.user_id = excluded.user_id then p.created_at else pg_catalog.now() end,
        last_used_at = case when p.user_id = excluded.user_id then p.last_used_at end
  returning p.id into saved;

  delete from public.push_subscriptions p
  where p.user_id = me
    and p.id not in (
      select k.id from public.push_subscriptions k where k.user_id = me order by k.created_at desc, k.id limit 10
    );
  return saved;
end
$$;

-- Forgets the caller's subscription for a browser (nothing happens when they have none for it).
create or replace function private.delete_my_push_subscription(p_endpoint text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid;
begin
  me := private.reminder_caller();
  if p_endpoint is null or btrim(p_endpoint) = '' then
    raise exception 'Say which browser''s subscription to remove (its endpoint).' using errcode = '22023';
  end if;
  delete from public.push_subscriptions p where p.user_id = me and p.endpoint = p_endpoint;
end
$$;

revoke all on function private.reminder_caller() from public, anon, authenticated;
revoke all on function private.my_reminders() from public, anon;
revoke all on function private.set_my_reminders(boolean, integer, text, text, boolean, boolean, boolean) from public, anon;
revoke all on function private.save_my_push_subscription(text, text, text) from public, anon;
revoke all on function private.delete_my_push_subscription(text) from public, anon;
grant execute on function private.my_reminders() to authenticated;
grant execute on function private.set_my_reminders(boolean, integer, text, text, boolean, boolean, boolean) to authenticated;
grant execute on function private.save_my_push_subscription(text, text, text) to authenticated;
grant execute on function private.delete_my_push_subscription(text) to authenticated;

create or replace function public.my_reminders()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.my_reminders()
$$;

create or replace function public.set_my_reminders(
  p_enabled boolean,
  p_hour integer,
  p_time_zone text,
  p_language text,
  p_by_push boolean,
  p_by_email boolean,
  p_streak_nudge boolean
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.set_my_reminders(p_enabled, p_hour, p_time_zone, p_language, p_by_push, p_by_email, p_streak_nudge)
$$;

create or replace function public.save_my_push_subscription(p_endpoint text, p_p256dh text, p_auth text)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.save_my_push_subscription(p_endpoint, p_p256dh, p_auth)
$$;

create or replace function public.delete_my_push_subscription(p_endpoint text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.delete_my_push_subscription(p_endpoint)
$$;

comment on function public.my_reminders() is
  'The caller''s reminders: {enabled, hour, time_zone, language, by_push, by_email, streak_nudge, devices, email_confirmed}.';
comment on function public.set_my_reminders(boolean, integer, text, text, boolean, boolean, boolean) is
  'Sets the caller''s reminders (e-mail: the daily e-mail to their confirmed address, in one step) and returns them as my_reminders does; bad input changes nothing.';
comment on function public.save_my_push_subscription(text, text, text) is
  'Saves this browser''s push subscription for the caller (moving it from whoever had it); keeps their ten newest. Returns its id.';
comment on function public.delete_my_push_subscription(text) is
  'Removes the caller''s push subscription for an endpoint, if they have one.';

revoke all on function public.my_reminders() from public, anon, service_role;
revoke all on function public.set_my_reminders(boolean, integer, text, text, boolean, boolean, boolean) from public, anon, service_role;
revoke all on function public.save_my_push_subscription(text, text, text) from public, anon, service_role;
revoke all on function public.delete_my_push_subscription(text) from public, anon, service_role;
grant execute on function public.my_reminders() to authenticated;
grant execute on function public.set_my_reminders(boolean, integer, text, text, boolean, boolean, boolean) to authenticated;
grant execute on function public.save_my_push_subscription(text, text, text) to authenticated;
grant execute on function public.delete_my_push_subscription(text) to authenticated;

-- For the daily-reminders function (service role only): each reader's current reading streak and whether they
-- have read today, by the one streak rule (private.streak_ending, site days).
create or replace function public.reminder_reading_streaks(p_users uuid[])
returns table (user_id uuid, streak integer, read_today boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         private.current_reading_streak(u.id),
         exists (select 1 from public.user_reading_history h where h.user_id = u.id and h.read_on = private.site_today())
  from unnest(p_users) as u(id)
$$;

comment on function public.reminder_reading_streaks(uuid[]) is
  'For the daily-reminders function: each reader''s current reading streak and whether they have read today.';

revoke all on function public.reminder_reading_streaks(uuid[]) from public, anon, authenticated;
grant execute on function public.reminder_reading_streaks(uuid[]) to service_role;
