-- Series (issue 21): admins group devotionals into a series with a title, a slug, a description and a position
-- among the series. A devotional belongs to at most one series (devotionals.series_id). Its part number is its
-- place in date order among the series' published devotionals: the release gate opens them day by day in that
-- same order, so the released parts are always parts 1..n and a part's number never depends on what is hidden.
--
-- The site says "Part 3 of 10" and "7 more to come" while the public may not read a future devotional. So the
-- series row carries part_count (its published devotionals, released or not), kept by a trigger on devotionals:
-- a number, never a title, a date or text of an unreleased part.

create table public.series (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  description text not null default '' check (char_length(description) <= 2000),
  position integer not null default 0 check (position >= 0),
  part_count integer not null default 0 check (part_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.series is 'Groups of devotionals read in date order (issue 21); part_count is kept by a trigger.';

create trigger series_set_updated_at before update on public.series
  for each row execute function public.set_updated_at();

alter table public.series enable row level security;

create policy series_select on public.series for select to anon, authenticated using (true);
create policy series_insert on public.series for insert to authenticated with check ((select private.is_admin()));
create policy series_update on public.series for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy series_delete on public.series for delete to authenticated using ((select private.is_admin()));

-- part_count is the trigger's: admins write the rest (a column the grant leaves out is refused with 42501).
grant select on table public.series to anon;
grant select, delete, insert (id, title, slug, description, position), update (title, slug, description, position)
  on table public.series to authenticated;
grant select, insert, update, delete on table public.series to service_role;

-- Deleting a series keeps its devotionals, outside any series.
alter table public.devotionals add column series_id uuid references public.series (id) on delete set null;
create index devotionals_series_id_idx on public.devotionals (series_id, date);

-- Runs as the owner: the admin (or service role) who changed a devotional holds no UPDATE on part_count.
create or replace function private.refresh_series_part_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched uuid[];
begin
  if tg_op in ('UPDATE', 'DELETE') then touched := array_append(touched, old.series_id); end if;
  if tg_op in ('UPDATE', 'INSERT') then touched := array_append(touched, new.series_id); end if;
  update public.series s
  set part_count = (select count(*) from public.devotionals d where d.series_id = s.id and d.status = 'published')
  where s.id = any (touched);
  return null;
end;
$$;

revoke execute on function private.refresh_series_part_count() from public, anon, authenticated, service_role;

create trigger devotionals_refresh_series_part_count
  after insert or delete or update of series_id, status on public.devotionals
  for each row execute function private.refresh_series_part_count();

-- save_devotional writes series_id too (an absent key keeps the stored value, as for every column) and names a
-- series that no longer exists before writing anything.
create or replace function public.save_devotional(
  devotional jsonb,
  tag_ids uuid[] default '{}',
  confession_references jsonb default '[]'::jsonb,
  expected_updated_at timestamptz default null
)
returns public.devotionals
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target_id uuid := nullif(devotional ->> 'id', '')::uuid;
  stored public.devotionals;
  saved public.devotionals;
  refs jsonb := coalesce(confession_references, '[]'::jsonb);
begin
  if not (select private.is_admin()) and (select auth.role()) is distinct from 'service_role' then
    raise exception 'Access denied. Admin privileges required.' using errcode = '42501';
  end if;
  if jsonb_typeof(devotional) is distinct from 'object' then
    raise exception 'Failed to save devotional: the devotional must be a JSON object.' using errcode = '22023';
  end if;
  if jsonb_typeof(refs) <> 'array' then
    raise exception 'Failed to save devotional: confession_references must be a JSON array.' using errcode = '22023';
  end if;

  -- Every tag, section and series must exist, checked up front so the message names the problem (the foreign
  -- keys would refuse too, after the devotional row was already written in this transaction).
  if exists (select 1 from unnest(coalesce(tag_ids, '{}')) as t(id) where not exists (select 1 from public.tags g where g.id = t.id)) then
    raise exception 'Failed to save devotional: a chosen tag no longer exists. Reload the page and choose the tags again.'
      using errcode = '23503';
  end if;
  if exists (
    select 1 from jsonb_array_elements(refs) as r(ref)
    where not exists (select 1 from public.confession_sections s where s.id = nullif(r.ref ->> 'section_id', '')::uuid)
  ) then
    raise exception 'Failed to save devotional: a referenced confession section no longer exists.' using errcode = '23503';
  end if;
  if nullif(devotional ->> 'series_id', '') is not null
    and not exists (select 1 from public.series s where s.id = (devotional ->> 'series_id')::uuid) then
    raise exception 'Failed to save devotional: the chosen series no longer exists. Reload the page and choose the series again.'
      using errcode = '23503';
  end if;

  if target_id is not null then
    select * into stored from public.devotionals d where d.id = target_id for update;
  end if;

  if stored.id is null then
    if expected_updated_at is not null then
      raise exception 'This devotional no longer exists: someone deleted it since you opened it.' using errcode = 'PT409';
    end if;
    insert into public.devotionals (
      id, title, slug, date, status, main_character, key_doctrine, focus, biblical_passage, biblical_context,
      scripture_text, transcript, prayer_suggestion, memory_verse, discussion_questions, reading_time,
      audio_source_type, image_source_type, audio_url, audio_url_male, audio_url_female, image_url, card_image_url,
      series_id
    )
    select
      coalesce(r.id, gen_random_uuid()), r.title, r.slug, r.date, coalesce(r.status, 'draft'), r.main_character,
      r.key_doctrine, r.focus, r.biblical_passage, r.biblical_context, r.scripture_text, r.transcript,
      r.prayer_suggestion, r.memory_verse, coalesce(r.discussion_questions, '{}'), coalesce(r.reading_time, 3),
      r.audio_source_type, r.image_source_type, r.audio_url, r.audio_url_male, r.audio_url_female, r.image_url, r.card_image_url,
      r.series_id
    from jsonb_populate_record(null::public.devotionals, devotional) as r
    returning * into saved;
  else
    if expected_updated_at is not null and stored.updated_at <> expected_updated_at then
      raise exception 'Someone else saved this devotional after you opened it. Reload it to see their changes, then make yours again.'
        using errcode = 'PT409';
    end if;
    update public.devotionals d set
      title = r.title, slug = r.slug, date = r.date, status = r.status, main_character = r.main_character,
      key_doctrine = r.key_doctrine, focus = r.focus, biblical_passage = r.biblical_passage,
      biblical_context = r.biblical_context, scripture_text = r.scripture_text, transcript = r.transcript,
      prayer_suggestion = r.prayer_suggestion, memory_verse = r.memory_verse,
      discussion_questions = r.discussion_questions, reading_time = r.reading_time,
      audio_source_type = r.audio_source_type, image_source_type = r.image_source_type, audio_url = r.audio_url,
      audio_url_male = r.audio_url_male, audio_url_female = r.audio_url_female, image_url = r.image_url,
      card_image_url = r.card_image_url, series_id = r.series_id
    from jsonb_populate_record(stored, devotional - 'id' - 'created_at' - 'updated_at') as r
    where d.id = stored.id
    returning d.* into saved;
  end if;

  delete from public.devotional_tags dt where dt.devotional_id = saved.id;
  insert into public.devotional_tags (devotional_id, tag_id)
  select distinct saved.id, t.id from unnest(coalesce(tag_ids, '{}')) as t(id);

  delete from public.devotional_confession_references c where c.devotional_id = saved.id;
  insert into public.devotional_confession_references (devotional_id, section_id, reference_type, context_snippet)
  select
    saved.id,
    (r.ref ->> 'section_id')::uuid,
    coalesce(nullif(r.ref ->> 'reference_type', ''), 'primary'),
    nullif(btrim(coalesce(r.ref ->> 'context_snippet', '')), '')
  from jsonb_array_elements(refs) with ordinality as r(ref, n)
  order by r.n;

  return saved;
end;
$$;

comment on function public.save_devotional(jsonb, uuid[], jsonb, timestamptz) is
  'Admin edit form: saves a devotional with its tags, confession references and series in one transaction, refusing (409) when updated_at moved since the form loaded it.';

revoke execute on function public.save_devotional(jsonb, uuid[], jsonb, timestamptz) from public, anon, service_role;
grant execute on function public.save_devotional(jsonb, uuid[], jsonb, timestamptz) to authenticated;
