-- The contact form as the only shape of a contact message (issue 18, item 7). Grants already keep anon and
-- authenticated to name, email and message (20261128000100_explicit_grants.sql); here, for those two roles:
--   * one message per request: a statement that inserts more is refused whole;
--   * id, created_at and read_at are stamped by the server, whatever a wider grant might one day let through;
--   * at most 10 messages an hour from one client address.
-- The service role and the owner are not limited (the seed, restores, the tests' fixtures).

-- Who sent when, kept one hour and no longer: the address is personal data, held only to count.
create table if not exists private.contact_message_senders (
  client text not null,
  sent_at timestamptz not null default now()
);
create index if not exists contact_message_senders_client_idx on private.contact_message_senders (client, sent_at);
alter table private.contact_message_senders enable row level security;
revoke all on table private.contact_message_senders from public, anon, authenticated, service_role;

-- The client address as the API gateway hands it to PostgREST in request.headers. On hosted Supabase the
-- request crosses Cloudflare, which sets cf-connecting-ip to the address it saw and overwrites any value the
-- client sent; x-real-ip is the gateway's own view; the last x-forwarded-for entry is the nearest proxy's (the
-- first is whatever the client wrote). supabase/local sets all three as the gateway does. Null outside an API
-- request.
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with h as (select nullif(pg_catalog.current_setting('request.headers', true), '')::json as headers)
  select coalesce(
    nullif(pg_catalog.btrim(h.headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(h.headers ->> 'x-real-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(h.headers ->> 'x-forwarded-for', ',',
      pg_catalog.array_length(pg_catalog.string_to_array(h.headers ->> 'x-forwarded-for', ','), 1))), '')
  )
  from h
$$;

-- Row by row, before the insert: stamp the server's columns and count the sender. SECURITY DEFINER to write
-- the private ledger the caller cannot see; the trigger's WHEN clause (evaluated as the caller) limits it to
-- the API's visitor roles.
create or replace function private.admit_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := private.request_client_address();
  recent integer;
begin
  new.id := pg_catalog.gen_random_uuid();
  new.created_at := pg_catalog.now();
  new.read_at := null;
  if sender is not null then
    delete from private.contact_message_senders where sent_at < pg_catalog.now() - interval '1 hour';
    -- One sender at a time, so parallel requests cannot all pass the count.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_message_senders:' || sender));
    select pg_catalog.count(*) into recent from private.contact_message_senders s where s.client = sender;
    if recent >= 10 then
      raise exception 'Too many messages from your connection. Please wait an hour and try again.'
        using errcode = 'P0001', hint = 'At most 10 contact messages an hour are accepted from one address.';
    end if;
    insert into private.contact_message_senders (client) values (sender);
  end if;
  return new;
end
$$;

-- After the statement: more than one new row means a bulk insert, which the form never sends.
create or replace function private.one_contact_message_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select pg_catalog.count(*) from inserted_messages) > 1 then
    raise exception 'Send one message at a time.'
      using errcode = 'P0001', hint = 'The contact form accepts one message per request.';
  end if;
  return null;
end
$$;

revoke all on function
  private.request_client_address(),
  private.admit_contact_message(),
  private.one_contact_message_per_request()
from public, anon, authenticated, service_role;

drop trigger if exists contact_messages_admit on public.contact_messages;
create trigger contact_messages_admit before insert on public.contact_messages
  for each row when (current_user in ('anon', 'authenticated'))
  execute function private.admit_contact_message();

drop trigger if exists contact_messages_one_per_request on public.contact_messages;
create trigger contact_messages_one_per_request after insert on public.contact_messages
  referencing new table as inserted_messages
  for each statement when (current_user in ('anon', 'authenticated'))
  execute function private.one_contact_message_per_request();
