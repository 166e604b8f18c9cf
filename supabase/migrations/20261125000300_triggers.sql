-- Triggers: derived columns the database keeps true by itself, and the account rules that must hold even when a
-- request skips the UI. Guards act only on the API roles (anon, authenticated): the service role, the seed and
-- SECURITY DEFINER functions run as other roles and are trusted.

-- updated_at ------------------------------------------------------------------------------------------

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger user_preferences_set_updated_at before update on public.user_preferences
  for each row execute function public.set_updated_at();
create trigger confessions_set_updated_at before update on public.confessions
  for each row execute function public.set_updated_at();
create trigger confession_sections_set_updated_at before update on public.confession_sections
  for each row execute function public.set_updated_at();
create trigger devotionals_set_updated_at before update on public.devotionals
  for each row execute function public.set_updated_at();
create trigger devotional_notes_set_updated_at before update on public.devotional_notes
  for each row execute function public.set_updated_at();
create trigger site_settings_set_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

-- Profiles follow auth.users ---------------------------------------------------------------------------

-- Sign-up creates the profile with the e-mail and the full name from the sign-up metadata. A name the profile
-- would reject (outside 2-100 characters) is left empty rather than failing the sign-up.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := pg_catalog.btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', ''));
begin
  insert into public.profiles (id, email, full_name)
  values (
    new.id,
    new.email,
    case when pg_catalog.char_length(name) between 2 and 100 then name end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- The profile's e-mail is a copy for the admin's user list; it changes only when the account's e-mail does.
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Account guards -------------------------------------------------------------------------------------

-- Only an admin blocks or unblocks, and never themselves. The e-mail column is not granted to the API roles at
-- all (000600_grants); this also stops it for any role that has the column.
create or replace function public.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email then
    raise exception 'A profile''s id and e-mail follow the account and cannot be changed here'
      using errcode = '42501';
  end if;
  if new.is_blocked is distinct from old.is_blocked then
    if not public.is_admin() then
      raise exception 'Only an admin can block or unblock a user' using errcode = '42501';
    end if;
    if new.id = (select auth.uid()) and new.is_blocked then
      raise exception 'You cannot block yourself' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger profiles_guard_update before update on public.profiles
  for each row execute function public.guard_profile_update();

-- An admin cannot remove (or rewrite) their own admin role row.
create or replace function public.guard_own_admin_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and old.role = 'admin'
     and old.user_id = (select auth.uid())
     and (tg_op = 'DELETE' or new.role is distinct from old.role or new.user_id is distinct from old.user_id) then
    raise exception 'You cannot remove your own admin privileges' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;

create trigger user_roles_guard_own_admin before update or delete on public.user_roles
  for each row execute function public.guard_own_admin_role();

-- Feedback from anyone but an admin starts pending, whatever status the request carried.
create or replace function public.force_feedback_pending()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    new.status := 'pending';
  end if;
  return new;
end
$$;

create trigger user_feedback_force_pending before insert on public.user_feedback
  for each row execute function public.force_feedback_pending();

-- Confessions: total_sections and section slugs ---------------------------------------------------------

-- total_sections is the count of the confession's sections, whatever a client writes into it.
create or replace function public.count_confession_sections()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.total_sections := (select count(*) from public.confession_sections s where s.confession_id = new.id);
  return new;
end
$$;

create trigger confessions_count_sections before insert or update on public.confessions
  for each row execute function public.count_confession_sections();

-- After any statement that adds, removes or moves sections (one row, a batch of 50, or a replace-mode delete of
-- hundreds), recount once per affected confession. The confessions row trigger above does the counting.
create or replace function public.refresh_confession_total_sections()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.confessions c set total_sections = c.total_sections
    where c.id in (select distinct n.confession_id from new_sections n);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update public.confessions c set total_sections = c.total_sections
    where c.id in (select distinct o.confession_id from old_sections o);
  end if;
  return null;
end
$$;

create trigger confession_sections_count_after_insert after insert on public.confession_sections
  referencing new table as new_sections
  for each statement execute function public.refresh_confession_total_sections();
create trigger confession_sections_count_after_delete after delete on public.confession_sections
  referencing old table as old_sections
  for each statement execute function public.refresh_confession_total_sections();
create trigger confession_sections_count_after_update after update on public.confession_sections
  referencing old table as old_sections new table as new_sections
  for each statement execute function public.refresh_confession_total_sections();

-- A section saved without a url_slug gets one from its type and number, under its parent's slug when it has one
-- (chapter-3, chapter-3-article-2), matching the shapes the importer writes.
create or replace function public.default_section_url_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent_slug text;
begin
  if new.url_slug is null or new.url_slug = '' then
    if new.parent_section_id is not null then
      select s.url_slug into parent_slug from public.confession_sections s where s.id = new.parent_section_id;
    end if;
    new.url_slug := concat_ws('-', parent_slug, new.section_type, new.section_number::text);
  end if;
  return new;
end
$$;

create trigger confession_sections_default_url_slug before insert on public.confession_sections
  for each row execute function public.default_section_url_slug();

-- Public forms: stored as the form trims them ----------------------------------------------------------

create or replace function public.normalize_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := pg_catalog.btrim(new.name);
  new.email := pg_catalog.btrim(new.email);
  new.message := pg_catalog.btrim(new.message);
  return new;
end
$$;

create trigger contact_messages_normalize before insert or update on public.contact_messages
  for each row execute function public.normalize_contact_message();

create or replace function public.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  return new;
end
$$;

create trigger newsletter_subscribers_normalize before insert or update on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter_email();

-- Site settings: the time zone must be one Postgres can compute "today" in ------------------------------

create or replace function public.check_site_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_time_zone(new.timezone) then
    raise exception 'Unknown time zone "%": use an IANA name such as America/New_York', new.timezone
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger site_settings_check_time_zone before insert or update of timezone on public.site_settings
  for each row execute function public.check_site_time_zone();
