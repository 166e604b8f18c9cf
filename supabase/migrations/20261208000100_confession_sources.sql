-- Where a library document's text comes from and under which licence, shown under its title on the reader's page.
--
-- public.confessions.source_name   who publishes the text ("HeidelbergCatechismReader", "Creeds.json"): up to 200
--                                  characters, never blank.
-- public.confessions.source_url    where the text was taken from: an http(s) address of up to 2000 characters, so a
--                                  link on the page can never be a javascript: or data: address.
-- public.confessions.licence       the terms the text is used under ("Public Domain", "CC BY-SA 4.0"): up to 200
--                                  characters, never blank.
--
-- All three are optional (the English documents imported before this have none) but a text with a source URL or a
-- licence names its source: the page says "Source: … · Licence: …" and a bare link or licence would not say whose.
-- public.import_confession takes them from the payload's confession object (source_name, source_url, licence); a
-- payload without them keeps what the row holds, so re-running the standard import never erases a source.

alter table public.confessions
  add column source_name text
    constraint confessions_source_name_check check (source_name is null or char_length(btrim(source_name)) between 1 and 200),
  add column source_url text
    constraint confessions_source_url_check check (source_url is null or (source_url ~* '^https?://[^\s/]+' and char_length(source_url) <= 2000)),
  add column licence text
    constraint confessions_licence_check check (licence is null or char_length(btrim(licence)) between 1 and 200),
  add constraint confessions_source_named_check check (source_name is not null or (source_url is null and licence is null));

comment on column public.confessions.source_name is 'Who publishes the text the library holds, shown under the title.';
comment on column public.confessions.source_url is 'Where the text was taken from (http or https), linked under the title.';
comment on column public.confessions.licence is 'The terms the text is used under, shown under the title.';

create or replace function public.import_confession(payload jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  meta jsonb := payload -> 'confession';
  rows jsonb := payload -> 'sections';
  target uuid;
  problem text;
  section_count integer;
begin
  if not ((select private.is_admin()) or coalesce((select auth.role()), '') = 'service_role') then
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

  if not exists (select 1 from public.languages l where l.code = coalesce(meta ->> 'language', 'en')) then
    raise exception 'The import of % names an unknown language %', meta ->> 'slug', meta ->> 'language'
      using errcode = '22023';
  end if;

  insert into public.confessions as c
    (language, slug, name, year, description, historical_context, source_name, source_url, licence)
  values (
    coalesce(meta ->> 'language', 'en'),
    meta ->> 'slug',
    btrim(meta ->> 'name'),
    nullif(meta ->> 'year', '')::integer,
    nullif(btrim(coalesce(meta ->> 'description', '')), ''),
    nullif(btrim(coalesce(meta ->> 'historical_context', '')), ''),
    nullif(btrim(coalesce(meta ->> 'source_name', '')), ''),
    nullif(btrim(coalesce(meta ->> 'source_url', '')), ''),
    nullif(btrim(coalesce(meta ->> 'licence', '')), '')
  )
  on conflict (language, slug) do update
    set name = excluded.name,
        year = excluded.year,
        description = excluded.description,
        historical_context = excluded.historical_context,
        -- A payload without a source (the standard import of the English texts) keeps the one the row has.
        source_name = coalesce(excluded.source_name, c.source_name),
        source_url = coalesce(excluded.source_url, c.source_url),
        licence = coalesce(excluded.licence, c.licence)
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

revoke execute on function public.import_confession(jsonb) from public, anon, authenticated;
grant execute on function public.import_confession(jsonb) to service_role;
