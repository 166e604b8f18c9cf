-- A tag's name in each edition's language, so a Dutch or Spanish reader meets "#Verbond" or "#Pacto" and not the
-- English "#Covenant".
--
-- public.tag_names   one row per tag and language (public.languages): what the edition's chips, active filters,
--                    devotional pages and tag pages call the tag. English stays in public.tags.name; a tag without
--                    a row for an edition is shown there by its English name, marked as English. The slug (and so
--                    the tag page's address, /nl/tags/covenant/) stays the English one in every edition: links
--                    survive a rename, and one tag has one address per edition. Everyone reads it; admins and
--                    the service role write (the console's Tags screen, the seed from content/tags.json).

create table public.tag_names (
  tag_id uuid not null references public.tags (id) on delete cascade,
  -- English is the tag's own name (public.tags.name), kept in one place.
  language text not null references public.languages (code) on delete cascade check (language <> 'en'),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  primary key (tag_id, language)
);

create index tag_names_language_idx on public.tag_names (language);

comment on table public.tag_names is 'A tag''s name per language; English stays in tags.name.';

alter table public.tag_names enable row level security;

create policy tag_names_select on public.tag_names for select to anon, authenticated using (true);
create policy tag_names_insert on public.tag_names for insert to authenticated
  with check ((select private.is_admin()));
create policy tag_names_update on public.tag_names for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy tag_names_delete on public.tag_names for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.tag_names from public, anon, authenticated, service_role;
grant select on table public.tag_names to anon;
grant select, insert, update, delete on table public.tag_names to authenticated, service_role;
