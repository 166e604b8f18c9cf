-- Site settings an admin edits in the console (/admin/site-settings): the site's name and contact e-mail, and
-- the donation links, which must be https addresses. lib/site-settings/schema.ts holds the same rules for the
-- form; here they hold for any request that skips it.

alter table public.site_settings
  add column site_name text not null default 'Reformed Devotionals'
    check (char_length(btrim(site_name)) between 1 and 100 and site_name = btrim(site_name)),
  -- Where readers may write to; null until configured.
  add column contact_email text
    check (contact_email is null or (char_length(contact_email) between 3 and 254
      and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'));

-- Donation links: {"oneTime": [{"label", "amount", "url"}], "monthly": [...]} (README "Donation links").
-- Every entry's url must be an https:// address. A trigger rather than a CHECK so a row written before this rule
-- stays readable; it applies whenever the links are written.
create or replace function private.check_donation_links()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  frequency text;
  links jsonb;
  entry jsonb;
  link text;
begin
  foreach frequency in array array['oneTime', 'monthly'] loop
    links := coalesce(new.donation_links -> frequency, '[]'::jsonb);
    if pg_catalog.jsonb_typeof(links) <> 'array' then
      raise exception 'Donation links "%" must be a list', frequency using errcode = '23514';
    end if;
    for entry in select e.value from pg_catalog.jsonb_array_elements(links) as e(value) loop
      if pg_catalog.jsonb_typeof(entry) <> 'object' or pg_catalog.jsonb_typeof(entry -> 'url') is distinct from 'string' then
        raise exception 'Each donation link needs a label, an amount and a url' using errcode = '23514';
      end if;
      if entry ? 'amount' and pg_catalog.jsonb_typeof(entry -> 'amount') not in ('number', 'null') then
        raise exception 'A donation link''s amount must be a number or null' using errcode = '23514';
      end if;
      link := entry ->> 'url';
      if link !~ '^https://[^/?#[:space:]]+\.[^/?#[:space:]]+([/?#][^[:space:]]*)?$' or char_length(link) > 2048 then
        raise exception 'Donation link "%" is not an https:// address', link using errcode = '23514';
      end if;
    end loop;
  end loop;
  return new;
end
$$;

revoke execute on function private.check_donation_links() from public, anon, authenticated;

create trigger site_settings_check_donation_links before insert or update of donation_links on public.site_settings
  for each row execute function private.check_donation_links();
