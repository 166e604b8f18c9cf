-- A series' part_count counts parts, not their translations (issue 34): a part and its Dutch and Spanish translations
-- share a translation group and are one part, so "Part 3 of 5" reads the same in every edition.
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
  set part_count = (
    select count(distinct d.translation_group) from public.devotionals d where d.series_id = s.id and d.status = 'published'
  )
  where s.id = any (touched);
  return null;
end;
$$;

revoke execute on function private.refresh_series_part_count() from public, anon, authenticated, service_role;

drop trigger devotionals_refresh_series_part_count on public.devotionals;
create trigger devotionals_refresh_series_part_count
  after insert or delete or update of series_id, status, translation_group on public.devotionals
  for each row execute function private.refresh_series_part_count();

-- Series already holding translations are counted again.
update public.series s
set part_count = (
  select count(distinct d.translation_group) from public.devotionals d where d.series_id = s.id and d.status = 'published'
);
