-- Deleting an account is confirmed by a one-time code e-mailed to the account's address (issue 46, findings 1 and 3).
-- A stolen session can set a new password without the old one and can enrol an authenticator of its own, so
-- neither proves the owner is there; a code sent to their inbox does. GoTrue's reauthentication nonce cannot be
-- checked by anything but a password change, so the delete-account function issues its own code and keeps it here.
--
-- private.account_deletion_codes   one pending code per account: the SHA-256 of "<user id>:<code>" (never the code),
--                                   when it was sent and how many wrong tries it has had. Out of the API's reach; the
--                                   function reaches it through the two service-role RPCs below. The row goes with the
--                                   account (cascade) and with a used, expired or exhausted code.
--
-- And finding 5: an access token outlives its account by up to an hour, and Storage checks only the token's
-- signature, so the avatar write policies now also ask that the account still exists (private.account_exists()).

create table private.account_deletion_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0)
);

comment on table private.account_deletion_codes is
  'The pending code that confirms deleting an account (hash only), sent by the delete-account function.';

alter table private.account_deletion_codes enable row level security;
revoke all on table private.account_deletion_codes from public, anon, authenticated;
grant select, insert, update, delete on table private.account_deletion_codes to service_role;

-- A new code for the account, replacing any earlier one (and its count of wrong tries). False, and nothing changes,
-- when a code was sent less than a minute ago: a stolen session must not turn the owner's inbox into a flood.
create or replace function public.issue_account_deletion_code(p_user uuid, p_code_hash text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  earlier timestamptz;
begin
  select c.sent_at into earlier from private.account_deletion_codes c where c.user_id = p_user for update;
  if earlier is not null and earlier > now() - interval '60 seconds' then
    return false;
  end if;
  insert into private.account_deletion_codes (user_id, code_hash, sent_at, attempts)
  values (p_user, p_code_hash, now(), 0)
  on conflict (user_id) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at, attempts = 0;
  return true;
end
$$;

-- Checks a typed code, under the row's lock so parallel guesses are counted one by one:
--   'ok'        the code is right and within 15 minutes; it is used up;
--   'wrong'     it is not; the try is counted;
--   'too-many'  the fifth wrong try: the code is void;
--   'expired'   no code is pending (never sent, used, voided) or it is older than 15 minutes.
-- lib/account/account-deletion.ts holds the same numbers for the page's words.
create or replace function public.use_account_deletion_code(p_user uuid, p_code_hash text)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  pending private.account_deletion_codes;
begin
  select * into pending from private.account_deletion_codes c where c.user_id = p_user for update;
  if not found then
    return 'expired';
  end if;
  if pending.sent_at < now() - interval '15 minutes' then
    delete from private.account_deletion_codes c where c.user_id = p_user;
    return 'expired';
  end if;
  if pending.code_hash = p_code_hash then
    delete from private.account_deletion_codes c where c.user_id = p_user;
    return 'ok';
  end if;
  if pending.attempts + 1 >= 5 then
    delete from private.account_deletion_codes c where c.user_id = p_user;
    return 'too-many';
  end if;
  update private.account_deletion_codes c set attempts = c.attempts + 1 where c.user_id = p_user;
  return 'wrong';
end
$$;

comment on function public.issue_account_deletion_code(uuid, text) is
  'delete-account: stores a new deletion code''s hash for the account; false when one was sent within the last minute.';
comment on function public.use_account_deletion_code(uuid, text) is
  'delete-account: checks a deletion code (ok, wrong, too-many, expired); a right code is used up.';

revoke all on function public.issue_account_deletion_code(uuid, text) from public, anon, authenticated;
revoke all on function public.use_account_deletion_code(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_account_deletion_code(uuid, text) to service_role;
grant execute on function public.use_account_deletion_code(uuid, text) to service_role;

-- Whether the caller's account still exists: its profile goes with it (cascade from auth.users).
create or replace function private.account_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()))
$$;

revoke all on function private.account_exists() from public, anon;
grant execute on function private.account_exists() to authenticated;

drop policy if exists "Admins write devotional media, users their own avatar" on storage.objects;
drop policy if exists "Admins update devotional media, users their own avatar" on storage.objects;

create policy "Admins write devotional media, users their own avatar" on storage.objects
  for insert to authenticated
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
      and (select private.account_exists())
    )
  );
create policy "Admins update devotional media, users their own avatar" on storage.objects
  for update to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
      and (select private.account_exists())
    )
  )
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
      and (select private.account_exists())
    )
  );
