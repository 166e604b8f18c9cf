-- The daily e-mail (issue 21): subscribers choose daily or weekly; every existing address stays weekly.
--
-- One engine sends both editions, so one record says "sent": newsletter_digests gains an edition ('weekly' or
-- 'daily') and is unique per edition and day, and newsletter_deliveries keeps its one row per (digest,
-- subscriber), claimed before the e-mail goes out. A daily e-mail is the row (edition 'daily', week_end = that
-- day): a retried or cut-off run finds the claims and sends nobody the same day twice.

alter table public.newsletter_subscribers
  add column frequency text not null default 'weekly' check (frequency in ('daily', 'weekly'));

comment on column public.newsletter_subscribers.frequency is
  'daily: the day''s devotional every morning after the nightly release; weekly: the Sunday digest. One or the other.';

alter table public.newsletter_digests
  add column edition text not null default 'weekly' check (edition in ('weekly', 'daily'));

alter table public.newsletter_digests drop constraint newsletter_digests_week_end_key;
alter table public.newsletter_digests add constraint newsletter_digests_edition_week_end_key unique (edition, week_end);

comment on column public.newsletter_digests.week_end is
  'The last day the e-mail covers: the week''s Sunday for the weekly edition, the day itself for the daily one.';

create index newsletter_subscribers_frequency_idx on public.newsletter_subscribers (frequency, id)
  where confirmed_at is not null and unsubscribed_at is null;

-- Signed-in readers choose in /settings. The subscription is the one whose address is the caller's confirmed
-- account address (an address only its owner can confirm); null when that address is not subscribed. The work is
-- done by SECURITY DEFINER helpers in the unexposed schema private (they read auth.users and the subscribers,
-- which RLS keeps to admins); the API sees only the invoker wrappers in public.
create or replace function private.my_newsletter_frequency()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.frequency
  from public.newsletter_subscribers s
  join auth.users u on pg_catalog.lower(u.email) = s.email
  where u.id = auth.uid()
    and u.email_confirmed_at is not null
    and s.confirmed_at is not null
    and s.unsubscribed_at is null
$$;

create or replace function private.set_my_newsletter_frequency(choice text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text;
begin
  if choice is null or choice not in ('daily', 'weekly') then
    raise exception 'Choose daily or weekly.' using errcode = '22023';
  end if;
  if (select private.is_blocked()) then
    raise exception 'This account cannot change its e-mail preferences.' using errcode = '42501';
  end if;
  update public.newsletter_subscribers s
     set frequency = choice
    from auth.users u
   where u.id = auth.uid()
     and u.email_confirmed_at is not null
     and pg_catalog.lower(u.email) = s.email
     and s.confirmed_at is not null
     and s.unsubscribed_at is null
  returning s.frequency into changed;
  if changed is null then
    raise exception 'Your account''s address is not subscribed to the e-mail.' using errcode = 'P0002';
  end if;
  return changed;
end
$$;

revoke all on function private.my_newsletter_frequency() from public, anon;
revoke all on function private.set_my_newsletter_frequency(text) from public, anon;
grant execute on function private.my_newsletter_frequency() to authenticated;
grant execute on function private.set_my_newsletter_frequency(text) to authenticated;

create or replace function public.my_newsletter_frequency()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.my_newsletter_frequency()
$$;

create or replace function public.set_my_newsletter_frequency(frequency text)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.set_my_newsletter_frequency(frequency)
$$;

comment on function public.my_newsletter_frequency() is
  'The caller''s newsletter frequency (daily or weekly) when their confirmed account address is subscribed, else null.';
comment on function public.set_my_newsletter_frequency(text) is
  'Sets the caller''s newsletter frequency (daily or weekly); refused when their account address is not subscribed.';

revoke all on function public.my_newsletter_frequency() from public, anon, service_role;
revoke all on function public.set_my_newsletter_frequency(text) from public, anon, service_role;
grant execute on function public.my_newsletter_frequency() to authenticated;
grant execute on function public.set_my_newsletter_frequency(text) to authenticated;
