-- save_devotional carries the editions' columns (issue 34): language and translation_group. On insert an absent key
-- takes the column's default (English, a group of its own); on update an absent key keeps the stored value, as for
-- every column. "Add translation" in the console sends the original's group and the new language; the unique
-- (translation_group, language) constraint and the devotionals_group_date trigger (20261205000100_editions) refuse a
-- second devotional in one language or a translation on another day, inside this one transaction.
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
      series_id, language, translation_group
    )
    select
      coalesce(r.id, gen_random_uuid()), r.title, r.slug, r.date, coalesce(r.status, 'draft'), r.main_character,
      r.key_doctrine, r.focus, r.biblical_passage, r.biblical_context, r.scripture_text, r.transcript,
      r.prayer_suggestion, r.memory_verse, coalesce(r.discussion_questions, '{}'), coalesce(r.reading_time, 3),
      r.audio_source_type, r.image_source_type, r.audio_url, r.audio_url_male, r.audio_url_female, r.image_url, r.card_image_url,
      r.series_id, coalesce(r.language, 'en'), coalesce(r.translation_group, gen_random_uuid())
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
      card_image_url = r.card_image_url, series_id = r.series_id, language = r.language,
      translation_group = r.translation_group
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
  'Admin edit form: saves a devotional with its tags, confession references, series, language and translation group in one transaction, refusing (409) when updated_at moved since the form loaded it.';

revoke execute on function public.save_devotional(jsonb, uuid[], jsonb, timestamptz) from public, anon, service_role;
grant execute on function public.save_devotional(jsonb, uuid[], jsonb, timestamptz) to authenticated;
