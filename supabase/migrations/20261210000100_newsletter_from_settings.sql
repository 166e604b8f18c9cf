-- A signed-in reader turns the e-mail on and off in Settings, in one step.
--
-- The footer form is double opt-in because anyone can type any address into it. A signed-in reader whose account
-- address is confirmed (auth.users.email_confirmed_at) has already proven it is theirs, so subscribing that address
-- from Settings needs no second confirmation: the row is stored confirmed at once. Stopping the e-mails has the
-- same effect as the unsubscribe link in every e-mail (unsubscribed_at is set; the row stays, so an address
-- that comes back keeps its unsubscribe token).
--
-- Both act on the caller's own account address only: neither takes an address, and both refuse an unconfirmed
-- one. As with set_my_newsletter_frequency, the work is done by SECURITY DEFINER helpers in the unexposed schema
-- private (they read auth.users and the subscribers, which RLS keeps to admins); the API sees invoker wrappers.

-- The caller's confirmed account address, lowercased as the table stores it; an error for anyone else.
create or replace function private.my_confirmed_newsletter_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text;
  confirmed timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  if (select private.is_blocked()) then
    raise exception 'This account cannot change its e-mail preferences.' using errcode = '42501';
  end if;
  select pg_catalog.lower(pg_catalog.btrim(u.email)), u.email_confirmed_at into address, confirmed
  from auth.users u
  where u.id = (select auth.uid());
  if address is null or address = '' then
    raise exception 'Your account has no e-mail address.' using errcode = '42501';
  end if;
  if confirmed is null then
    raise exception 'Confirm your account''s e-mail address first: follow the link in the e-mail we sent you.'
      using errcode = '42501';
  end if;
  return address;
end
$$;

create or replace function private.subscribe_me_to_newsletter(choice text, lang text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  own_bible text;
  result text;
begin
  address := private.my_confirmed_newsletter_address();
  if choice is null or choice not in ('daily', 'weekly') then
    raise exception 'Choose daily or weekly.' using errcode = '22023';
  end if;
  if lang is null or not exists (select 1 from public.languages l where l.code = lang) then
    raise exception 'Choose the language the e-mails come in.' using errcode = '22023';
  end if;
  -- A language's own Bible is the one language_bibles offers besides the English two; English's is the KJV, as
  -- the footer sign-up stores it (lib/scripture/translations.ts, editionBible).
  own_bible := coalesce(
    (select b.bible from public.language_bibles b
      where b.language = lang and b.bible not in ('kjv', 'bsb') order by b.bible limit 1),
    'kjv'
  );

  -- A new address gets its row; an existing one (pending, unsubscribed or subscribed) is kept, with its tokens.
  -- The insert trigger skips a repeat for an API role, and on conflict covers a parallel call.
  begin
    insert into public.newsletter_subscribers (email, frequency, language, bible_translation, confirmed_at)
    values (address, choice, lang, own_bible, pg_catalog.now())
    on conflict (email) do nothing;
  exception when check_violation then
    raise exception 'Your account''s address cannot receive the e-mail.' using errcode = '22023';
  end;

  -- An address not (or no longer) subscribed takes this language and its Bible, as a sign-up does; a subscribed
  -- one keeps its own and only changes the frequency.
  update public.newsletter_subscribers s
     set frequency = choice,
         language = case when s.confirmed_at is null or s.unsubscribed_at is not null then lang else s.language end,
         bible_translation = case
           when (s.confirmed_at is null or s.unsubscribed_at is not null) and s.language <> lang then own_bible
           else s.bible_translation
         end,
         confirmed_at = case when s.confirmed_at is null or s.unsubscribed_at is not null then pg_catalog.now()
                        else s.confirmed_at end,
         unsubscribed_at = null
   where s.email = address
  returning s.frequency into result;
  if result is null then
    raise exception 'Your account''s address could not be subscribed. Please try again.' using errcode = 'P0001';
  end if;
  return result;
end
$$;

create or replace function private.unsubscribe_me_from_newsletter()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  changed uuid;
begin
  address := private.my_confirmed_newsletter_address();
  update public.newsletter_subscribers s
     set unsubscribed_at = pg_catalog.now()
   where s.email = address
     and s.confirmed_at is not null
     and s.unsubscribed_at is null
  returning s.id into changed;
  if changed is null then
    raise exception 'Your account''s address is not subscribed to the e-mail.' using errcode = 'P0002';
  end if;
end
$$;

-- Called only by the two helpers below, with their owner's rights.
revoke all on function private.my_confirmed_newsletter_address() from public, anon, authenticated;
revoke all on function private.subscribe_me_to_newsletter(text, text) from public, anon;
revoke all on function private.unsubscribe_me_from_newsletter() from public, anon;
grant execute on function private.subscribe_me_to_newsletter(text, text) to authenticated;
grant execute on function private.unsubscribe_me_from_newsletter() to authenticated;

create or replace function public.subscribe_me_to_newsletter(frequency text, language text)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.subscribe_me_to_newsletter(frequency, language)
$$;

create or replace function public.unsubscribe_me_from_newsletter()
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.unsubscribe_me_from_newsletter()
$$;

comment on function public.subscribe_me_to_newsletter(text, text) is
  'Subscribes the caller''s confirmed account address (daily or weekly, in a language), confirmed at once; refused for an unconfirmed address.';
comment on function public.unsubscribe_me_from_newsletter() is
  'Unsubscribes the caller''s confirmed account address, as the e-mail''s unsubscribe link does; refused when it is not subscribed.';

revoke all on function public.subscribe_me_to_newsletter(text, text) from public, anon, service_role;
revoke all on function public.unsubscribe_me_from_newsletter() from public, anon, service_role;
grant execute on function public.subscribe_me_to_newsletter(text, text) to authenticated;
grant execute on function public.unsubscribe_me_from_newsletter() to authenticated;
