-- The weekly e-mail: double opt-in, one-click unsubscribe and digests sent once per subscriber.
--
-- A sign-up (the newsletter function) stores the address unconfirmed and mails a confirmation link; only confirmed,
-- not unsubscribed addresses receive the weekly digest. Each address has two unguessable tokens: one for the
-- confirmation link, one for the unsubscribe link and List-Unsubscribe header of every e-mail (no sign-in needed).
-- Addresses stored before this migration were given under the single opt-in form and count as confirmed.

alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column confirmation_sent_at timestamptz,
  add column confirm_token text not null
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  add column unsubscribe_token text not null
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');

update public.newsletter_subscribers set confirmed_at = created_at where confirmed_at is null;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_confirm_token_key unique (confirm_token),
  add constraint newsletter_subscribers_unsubscribe_token_key unique (unsubscribe_token);

comment on column public.newsletter_subscribers.confirmed_at is 'When the address owner followed the confirmation link; null = not confirmed, no digests.';
comment on column public.newsletter_subscribers.unsubscribed_at is 'When the owner unsubscribed; set = no more e-mail.';

-- Tokens and states are for the function and the e-mail links only: an address a visitor inserts through the API
-- starts unconfirmed with fresh tokens, whatever the request says.
create or replace function private.newsletter_subscriber_insert_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.confirmed_at := null;
    new.unsubscribed_at := null;
    new.confirmation_sent_at := null;
    new.confirm_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    new.unsubscribe_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  end if;
  return new;
end
$$;

create trigger newsletter_subscribers_insert_defaults before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_subscriber_insert_defaults();

-- One row per weekly digest (the week ending on week_end, in the site's time zone).
create table public.newsletter_digests (
  id bigint generated always as identity primary key,
  week_end date not null unique,
  subject text not null check (char_length(subject) <= 300),
  devotionals integer not null check (devotionals >= 0),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

-- One row per digest and subscriber, written before the e-mail goes out: a retried job skips whoever has a row,
-- so nobody gets a digest twice.
create table public.newsletter_deliveries (
  digest_id bigint not null references public.newsletter_digests (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (digest_id, subscriber_id)
);

create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

alter table public.newsletter_digests enable row level security;
alter table public.newsletter_deliveries enable row level security;

revoke all on public.newsletter_digests, public.newsletter_deliveries from anon;
revoke insert, update, delete, truncate, references, trigger on public.newsletter_digests, public.newsletter_deliveries from authenticated;

create policy newsletter_digests_select_admin on public.newsletter_digests for select to authenticated
  using ((select private.is_admin()));
create policy newsletter_deliveries_select_admin on public.newsletter_deliveries for select to authenticated
  using ((select private.is_admin()));
