-- The confession editor's two all-or-nothing writes (ARCHITECTURE "Data rules"): bulk paste in replace mode and
-- the Q&A reformat. Each is one RPC, hence one transaction: a failure half-way leaves the sections as they were.
--
-- Both are SECURITY INVOKER: they run as the caller, so the confession_sections policies (admins only, a blocked
-- admin is no admin) decide every row they touch. The explicit check up front only turns "permission denied"
-- into a sentence and stops before any work. Both are set-based (one statement per step), so a whole document
-- (a few hundred rows) stays well inside the authenticated role's statement timeout on hosted Supabase.

-- Replaces every section of confession `target` with `sections`, in the import_confession row shape:
-- [{ url_slug, parent_url_slug, section_type, section_number, title, content, scripture_proofs }, ...].
-- Parents are resolved by url_slug within the list. Returns the confession's section count afterwards.
create or replace function public.replace_confession_sections(target uuid, sections jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  problem text;
  section_count integer;
begin
  if not ((select private.is_admin()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only administrators can replace confession sections' using errcode = '42501';
  end if;
  if jsonb_typeof(sections) is distinct from 'array' or jsonb_array_length(sections) = 0 then
    raise exception 'Replacing sections needs a non-empty list of sections' using errcode = '22023';
  end if;
  if not exists (select 1 from public.confessions c where c.id = target) then
    raise exception 'There is no confession %', target using errcode = '22023';
  end if;

  select e ->> 'url_slug' into problem
  from jsonb_array_elements(sections) e
  group by e ->> 'url_slug'
  having e ->> 'url_slug' is null or count(*) > 1
  limit 1;
  if found then
    raise exception 'Two sections share the url_slug %', coalesce(problem, '(none)') using errcode = '22023';
  end if;

  select r.parent_url_slug into problem
  from jsonb_to_recordset(sections) as r (parent_url_slug text)
  where r.parent_url_slug is not null
    and not exists (select 1 from jsonb_array_elements(sections) e where e ->> 'url_slug' = r.parent_url_slug)
  limit 1;
  if found then
    raise exception 'A section names a parent % that is not in the list', problem using errcode = '22023';
  end if;

  delete from public.confession_sections s where s.confession_id = target;

  insert into public.confession_sections (confession_id, section_type, section_number, title, content, scripture_proofs, url_slug)
  select target, r.section_type, r.section_number, nullif(btrim(coalesce(r.title, '')), ''),
         coalesce(r.content, ''), coalesce(r.scripture_proofs, '[]'::jsonb), r.url_slug
  from jsonb_to_recordset(sections) as r (
    url_slug text, section_type text, section_number integer, title text, content text, scripture_proofs jsonb
  );

  update public.confession_sections s
  set parent_section_id = p.id
  from jsonb_to_recordset(sections) as r (url_slug text, parent_url_slug text)
  join public.confession_sections p on p.confession_id = target and p.url_slug = r.parent_url_slug
  where s.confession_id = target and s.url_slug = r.url_slug;

  select count(*) into section_count from public.confession_sections s where s.confession_id = target;
  return section_count;
end
$$;

comment on function public.replace_confession_sections(uuid, jsonb) is
  'Bulk paste, replace mode: deletes the confession''s sections and inserts the given ones in one transaction. Runs as the caller (RLS applies).';

-- Rewrites title, content and scripture_proofs of sections of confession `target`:
-- [{ id, title, content, scripture_proofs }, ...]. Every id must belong to the confession, else nothing changes.
-- Returns the number of sections updated.
create or replace function public.update_confession_sections(target uuid, patches jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  expected integer;
  updated integer;
begin
  if not ((select private.is_admin()) or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only administrators can edit confession sections' using errcode = '42501';
  end if;
  if jsonb_typeof(patches) is distinct from 'array' then
    raise exception 'Updating sections needs a list of changes' using errcode = '22023';
  end if;
  expected := jsonb_array_length(patches);

  update public.confession_sections s
  set title = nullif(btrim(coalesce(r.title, '')), ''),
      content = coalesce(r.content, ''),
      scripture_proofs = coalesce(r.scripture_proofs, '[]'::jsonb)
  from jsonb_to_recordset(patches) as r (id uuid, title text, content text, scripture_proofs jsonb)
  where s.id = r.id and s.confession_id = target;
  get diagnostics updated = row_count;

  if updated <> expected then
    raise exception 'Only % of % sections belong to this confession; nothing was changed', updated, expected
      using errcode = '22023';
  end if;
  return updated;
end
$$;

comment on function public.update_confession_sections(uuid, jsonb) is
  'Fix Q&A Format: rewrites title, content and proofs of many sections in one transaction. Runs as the caller (RLS applies).';

revoke execute on function public.replace_confession_sections(uuid, jsonb) from public, anon;
revoke execute on function public.update_confession_sections(uuid, jsonb) from public, anon;
grant execute on function public.replace_confession_sections(uuid, jsonb) to authenticated, service_role;
grant execute on function public.update_confession_sections(uuid, jsonb) to authenticated, service_role;
