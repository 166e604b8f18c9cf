-- Three editions (issue 34): English at /, Dutch at /nl/ and Spanish at /es/.
--
-- devotionals.language            the edition a devotional belongs to: en (default), nl or es. An edition lists only
--                                 its own devotionals; the release gate (devotionals_select) applies to each row.
-- devotionals.translation_group   devotionals that are translations of one another share it: a new devotional is a
--                                 group of its own, "Add translation" gives the new row its original's group. One
--                                 devotional per language in a group, and every member on the same day: moving one
--                                 moves the group (devotionals_group_date below).
-- confessions.language            a document's language; a translation keeps its original's slug, so
--                                 /confessions/heidelberg-catechism/ and /nl/confessions/heidelberg-catechism/ are one
--                                 document in two languages (unique per language and slug).
-- newsletter_subscribers.language the language of a subscriber's e-mails.
-- bible_translation               (user_preferences, practice_learners, newsletter_subscribers) may now also name the
--                                 Statenvertaling (sv) and the Reina-Valera 1909 (rv1909). A reader's Dutch and Spanish
--                                 choices are kept apart from the English one: bible_translation_nl, bible_translation_es.

alter table public.devotionals
  add column language text not null default 'en' check (language in ('en', 'nl', 'es')),
  add column translation_group uuid not null default gen_random_uuid();

alter table public.devotionals
  add constraint devotionals_one_per_language unique (translation_group, language);

create index devotionals_language_date_idx on public.devotionals (language, date);

comment on column public.devotionals.language is 'The edition the devotional belongs to: en, nl or es (issue 34).';
comment on column public.devotionals.translation_group is
  'Devotionals that translate one another share this id; one per language, all on the same day (issue 34).';

-- A translation joins its group on the group's day; a devotional that moves takes its translations with it.
create or replace function private.devotionals_group_date()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  group_date date;
begin
  if tg_op = 'INSERT' or new.translation_group is distinct from old.translation_group then
    select d.date into group_date
    from public.devotionals d
    where d.translation_group = new.translation_group and d.id <> new.id
    limit 1;
    if found and group_date <> new.date then
      raise exception 'A translation is dated the same day as its devotional (%); choose that date or move the devotional first.',
        to_char(group_date, 'YYYY-MM-DD')
        using errcode = '23514';
    end if;
  elsif new.date <> old.date then
    update public.devotionals d
    set date = new.date
    where d.translation_group = new.translation_group and d.id <> new.id and d.date <> new.date;
  end if;
  return new;
end
$$;

revoke execute on function private.devotionals_group_date() from public, anon, authenticated;

create trigger devotionals_group_date
  after insert or update of date, translation_group on public.devotionals
  for each row execute function private.devotionals_group_date();

-- Confessions: a document per language.
alter table public.confessions
  add column language text not null default 'en' check (language in ('en', 'nl', 'es'));
alter table public.confessions drop constraint confessions_slug_key;
alter table public.confessions add constraint confessions_language_slug_key unique (language, slug);

comment on column public.confessions.language is
  'The document''s language: en, nl or es. A translation keeps the original''s slug (issue 34).';

-- Newsletter subscribers: e-mails in their language.
alter table public.newsletter_subscribers
  add column language text not null default 'en' check (language in ('en', 'nl', 'es'));

comment on column public.newsletter_subscribers.language is
  'The language of the subscriber''s e-mails and the edition they quote: en (default), nl or es (issue 34).';

-- The Bible translations a choice may name.
alter table public.user_preferences drop constraint user_preferences_bible_translation_check;
alter table public.user_preferences
  add constraint user_preferences_bible_translation_check
    check (bible_translation is null or bible_translation in ('kjv', 'bsb')),
  add column bible_translation_nl text check (bible_translation_nl is null or bible_translation_nl in ('sv', 'kjv', 'bsb')),
  add column bible_translation_es text
    check (bible_translation_es is null or bible_translation_es in ('rv1909', 'kjv', 'bsb'));

comment on column public.user_preferences.bible_translation_nl is
  'The reader''s Bible translation on the Dutch edition: sv, kjv or bsb; null until chosen (the Statenvertaling is shown).';
comment on column public.user_preferences.bible_translation_es is
  'The reader''s Bible translation on the Spanish edition: rv1909, kjv or bsb; null until chosen (the Reina-Valera 1909 is shown).';

alter table public.practice_learners drop constraint practice_learners_bible_translation_check;
alter table public.practice_learners
  add constraint practice_learners_bible_translation_check
    check (bible_translation is null or bible_translation in ('kjv', 'bsb', 'sv', 'rv1909'));

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_bible_translation_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_bible_translation_check
    check (bible_translation in ('kjv', 'bsb', 'sv', 'rv1909'));

-- The importer takes the document's language (default en) and matches a document by language and slug.
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

  if coalesce(meta ->> 'language', 'en') not in ('en', 'nl', 'es') then
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
