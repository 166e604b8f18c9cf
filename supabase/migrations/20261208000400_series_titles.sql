-- A series' title and description in each edition's language, so a Dutch or Spanish reader meets "Wandelen met de
-- Herder" or "Caminar con el Pastor" on the series pages and in the browser tab, not the English title.
--
-- public.series_titles   one row per series and language (public.languages): what the edition's series index,
--                        series page (heading, tab title, meta description) and devotional pages call the series.
--                        English stays in public.series (title, description); a series without a row for an
--                        edition is shown there by its English title and description, marked as English. The slug
--                        (and so the series page's address, /nl/series/walking-with-the-shepherd/) stays the
--                        English one in every edition. Everyone reads it; admins and the service role write (the
--                        console's series screen).

create table public.series_titles (
  series_id uuid not null references public.series (id) on delete cascade,
  -- English is the series' own title and description (public.series), kept in one place.
  language text not null references public.languages (code) on delete cascade check (language <> 'en'),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  -- Empty where the edition has a title but no description yet: the page then shows the English description.
  description text not null default '' check (char_length(description) <= 2000),
  primary key (series_id, language)
);

create index series_titles_language_idx on public.series_titles (language);

comment on table public.series_titles is 'A series'' title and description per language; English stays in series.';

alter table public.series_titles enable row level security;

create policy series_titles_select on public.series_titles for select to anon, authenticated using (true);
create policy series_titles_insert on public.series_titles for insert to authenticated
  with check ((select private.is_admin()));
create policy series_titles_update on public.series_titles for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy series_titles_delete on public.series_titles for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.series_titles from public, anon, authenticated, service_role;
grant select on table public.series_titles to anon;
grant select, insert, update, delete on table public.series_titles to authenticated, service_role;
