-- A repeat newsletter sign-up answers exactly like a first one.
--
-- The unique e-mail made a second sign-up fail with 409 (23505), so anyone could learn whether an address is on
-- the list by signing it up. Now, for the API's roles, an insert of an address already subscribed is skipped:
-- the request succeeds as a first one does (201, nothing returned, since visitors cannot read the list) and the
-- list is unchanged. The check runs after newsletter_subscribers_normalize (triggers fire in name order), so it
-- compares the trimmed, lowercased address. The service role and direct SQL still meet the unique constraint.
-- Reading the list needs rights the visitor lacks, so the function runs as its owner; it lives in private and
-- only fires as a trigger.

create or replace function private.skip_repeat_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated')
     and exists (select 1 from public.newsletter_subscribers s where s.email = new.email) then
    return null;
  end if;
  return new;
end
$$;

comment on function private.skip_repeat_newsletter_signup() is
  'Trigger: an API sign-up of an address already subscribed is skipped, so it answers like a first sign-up.';

revoke execute on function private.skip_repeat_newsletter_signup() from public, anon, authenticated;

create trigger newsletter_subscribers_skip_repeat before insert on public.newsletter_subscribers
  for each row execute function private.skip_repeat_newsletter_signup();
