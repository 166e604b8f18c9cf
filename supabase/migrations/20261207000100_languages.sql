-- A language is a row, not a list restated in every constraint (the code's own list is lib/editions/registry.ts).
--
-- public.languages         the editions: en (the default, at the site's root), nl, es. devotionals.language,
--                          confessions.language and newsletter_subscribers.language reference it instead of each
--                          CHECKing the three codes, and import_confession looks a document's language up in it.
--                          Everyone reads it; only the service role (migrations, the operator) writes it.
-- public.language_bibles   the Bibles a reader may choose on a translated edition: its own and the English two.
--                          The English choice (kjv or bsb) stays user_preferences.bible_translation, which every
--                          English page and the device's choice read and write, so English has no rows here.
-- public.reader_bibles     a reader's Bible choice on a translated edition, one row per language, in place of a
--                          column per language (user_preferences.bible_translation_nl, _es). Every existing choice is
--                          copied over before those columns go. Owner-only, like user_preferences; it goes with the
--                          account (cascade through auth.users).
--
-- Adding a language is then one row in each of languages and language_bibles (docs/features/editions.md).

create table public.languages (
  code text primary key check (code ~ '^[a-z]{2,3}$'),
  name text not null check (btrim(name) <> '')
);

comment on table public.languages is
  'The site''s editions, one row per language: its code (the site''s path prefix) and its name in its own language.';

insert into public.languages (code, name) values ('en', 'English'), ('nl', 'Nederlands'), ('es', 'Español');

create table public.language_bibles (
  language text not null references public.languages (code) on delete cascade,
  bible text not null check (bible in ('kjv', 'bsb', 'sv', 'rv1909')),
  primary key (language, bible)
);

comment on table public.language_bibles is
  'The Bibles a reader may choose on a translated edition (reader_bibles): the edition''s own, then the KJV and the BSB.';

insert into public.language_bibles (language, bible) values
  ('nl', 'sv'), ('nl', 'kjv'), ('nl', 'bsb'),
  ('es', 'rv1909'), ('es', 'kjv'), ('es', 'bsb');

alter table public.languages enable row level security;
alter table public.language_bibles enable row level security;

create policy languages_select on public.languages for select to anon, authenticated using (true);
create policy language_bibles_select on public.language_bibles for select to anon, authenticated using (true);

revoke all on table public.languages, public.language_bibles from public, anon, authenticated, service_role;
grant select on table public.languages, public.language_bibles to anon, authenticated;
grant select, insert, update, delete on table public.languages, public.language_bibles to service_role;

-- The language columns reference the table instead of listing the codes.
alter table public.devotionals drop constraint devotionals_language_check;
alter table public.devotionals
  add constraint devotionals_language_fkey foreign key (language) references public.languages (code);

alter table public.confessions drop constraint confessions_language_check;
alter table public.confessions
  add constraint confessions_language_fkey foreign key (language) references public.languages (code);

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_language_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_language_fkey foreign key (language) references public.languages (code);
create index newsletter_subscribers_language_idx on public.newsletter_subscribers (language);

comment on column public.devotionals.language is 'The edition the devotional belongs to (public.languages).';
comment on column public.confessions.language is
  'The document''s language (public.languages). A translation keeps the original''s slug.';
comment on column public.newsletter_subscribers.language is
  'The language of the subscriber''s e-mails and the edition they quote (public.languages); en by default.';

-- A reader's Bible per translated edition.
create table public.reader_bibles (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  language text not null,
  translation text not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, language),
  constraint reader_bibles_offered foreign key (language, translation) references public.language_bibles (language, bible)
);

create index reader_bibles_offered_idx on public.reader_bibles (language, translation);

comment on table public.reader_bibles is
  'A reader''s Bible on a translated edition: one of language_bibles; without a row the edition''s own Bible is shown.';

alter table public.reader_bibles enable row level security;

create policy reader_bibles_select on public.reader_bibles for select to authenticated
  using (user_id = (select auth.uid()));
create policy reader_bibles_insert on public.reader_bibles for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
create policy reader_bibles_update on public.reader_bibles for update to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()))
  with check (user_id = (select auth.uid()) and not (select private.is_blocked()));
create policy reader_bibles_delete on public.reader_bibles for delete to authenticated
  using (user_id = (select auth.uid()) and not (select private.is_blocked()));

revoke all on table public.reader_bibles from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.reader_bibles to authenticated, service_role;

create trigger reader_bibles_set_updated_at before update on public.reader_bibles
  for each row execute function public.set_updated_at();

-- Every choice made so far, kept.
insert into public.reader_bibles (user_id, language, translation, updated_at)
select p.user_id, 'nl', p.bible_translation_nl, p.updated_at from public.user_preferences p where p.bible_translation_nl is not null
union all
select p.user_id, 'es', p.bible_translation_es, p.updated_at from public.user_preferences p where p.bible_translation_es is not null;

alter table public.user_preferences drop column bible_translation_nl, drop column bible_translation_es;

-- The importer takes a language the languages table knows (default en).
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

  insert into public.confessions as c (language, slug, name, year, description, historical_context)
  values (
    coalesce(meta ->> 'language', 'en'),
    meta ->> 'slug',
    btrim(meta ->> 'name'),
    nullif(meta ->> 'year', '')::integer,
    nullif(btrim(coalesce(meta ->> 'description', '')), ''),
    nullif(btrim(coalesce(meta ->> 'historical_context', '')), '')
  )
  on conflict (language, slug) do update
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

revoke execute on function public.import_confession(jsonb) from public, anon, authenticated;
grant execute on function public.import_confession(jsonb) to service_role;
