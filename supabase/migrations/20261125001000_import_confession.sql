-- The confession importer: one document per call, all or nothing (the call is one transaction), idempotent.
-- Called through RPC by the seed (service role) and by the admin console's "import the standard documents".
--
-- payload = {
--   "confession": { "slug", "name", "year", "description", "historical_context" },
--   "sections": [ { "url_slug", "parent_url_slug", "section_type", "section_number", "title", "content",
--                   "scripture_proofs" }, ... ]      -- parents may come before or after their children
-- }
-- Returns the number of sections the confession has afterwards.
--
-- Sections are matched by url_slug and updated in place rather than deleted and re-inserted: a re-import then
-- keeps every section's id, so devotionals' confessional references and readers' bookmarks (which cascade on
-- delete) survive it. Sections whose url_slug is no longer in the document are deleted.
create or replace function public.import_confession(payload jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := payload -> 'confession';
  rows jsonb := payload -> 'sections';
  target uuid;
  problem text;
  section_count integer;
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only administrators can import confessions' using errcode = '42501';
  end if;

  if jsonb_typeof(meta) is distinct from 'object' or coalesce(btrim(meta ->> 'slug'), '') = ''
     or coalesce(btrim(meta ->> 'name'), '') = '' then
    raise exception 'The import needs a confession with a slug and a name' using errcode = '22023';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'The import of % needs a list of sections', meta ->> 'slug' using errcode = '22023';
  end if;

  select e ->> 'url_slug' into problem
  from jsonb_array_elements(rows) e
  group by e ->> 'url_slug'
  having e ->> 'url_slug' is null or count(*) > 1
  limit 1;
  if found then
    raise exception 'The import of % has % sections with url_slug %', meta ->> 'slug',
      case when problem is null then 'unnamed' else 'two' end, coalesce(problem, '(none)')
      using errcode = '22023';
  end if;

  select r.parent_url_slug into problem
  from jsonb_to_recordset(rows) as r (parent_url_slug text)
  where r.parent_url_slug is not null
    and not exists (select 1 from jsonb_array_elements(rows) e where e ->> 'url_slug' = r.parent_url_slug)
  limit 1;
  if found then
    raise exception 'The import of % names a parent section % that is not in the document', meta ->> 'slug', problem
      using errcode = '22023';
  end if;

  insert into public.confessions as c (slug, name, year, description, historical_context)
  values (
    meta ->> 'slug',
    btrim(meta ->> 'name'),
    nullif(meta ->> 'year', '')::integer,
    nullif(btrim(coalesce(meta ->> 'description', '')), ''),
    nullif(btrim(coalesce(meta ->> 'historical_context', '')), '')
  )
  on conflict (slug) do update
    set name = excluded.name,
        year = excluded.year,
        description = excluded.description,
        historical_context = excluded.historical_context
  returning c.id into target;

  delete from public.confession_sections s
  where s.confession_id = target
    and not exists (select 1 from jsonb_array_elements(rows) e where e ->> 'url_slug' = s.url_slug);

  insert into public.confession_sections as s
    (confession_id, section_type, section_number, title, content, scripture_proofs, url_slug)
  select target, r.section_type, r.section_number, nullif(btrim(coalesce(r.title, '')), ''),
         coalesce(r.content, ''), coalesce(r.scripture_proofs, '[]'::jsonb), r.url_slug
  from jsonb_to_recordset(rows) as r (
    url_slug text, section_type text, section_number integer, title text, content text, scripture_proofs jsonb
  )
  on conflict (confession_id, url_slug) do update
    set section_type = excluded.section_type,
        section_number = excluded.section_number,
        title = excluded.title,
        content = excluded.content,
        scripture_proofs = excluded.scripture_proofs
    where (s.section_type, s.section_number, s.title, s.content, s.scripture_proofs)
      is distinct from (excluded.section_type, excluded.section_number, excluded.title, excluded.content, excluded.scripture_proofs);

  -- Parent links by url_slug, now that every section of the document has an id.
  update public.confession_sections s
  set parent_section_id = p.id
  from jsonb_to_recordset(rows) as r (url_slug text, parent_url_slug text)
  left join public.confession_sections p on p.confession_id = target and p.url_slug = r.parent_url_slug
  where s.confession_id = target
    and s.url_slug = r.url_slug
    and s.parent_section_id is distinct from p.id;

  select count(*) into section_count from public.confession_sections s where s.confession_id = target;
  return section_count;
end
$$;

comment on function public.import_confession(jsonb) is
  'Imports one confession and its sections (matched by url_slug) in one transaction; admins and the service role only. Returns the section count.';

revoke execute on function public.import_confession(jsonb) from public, anon;
grant execute on function public.import_confession(jsonb) to authenticated, service_role;
