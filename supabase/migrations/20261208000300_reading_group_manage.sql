-- A group's leader renames it and deletes it. Before this a group's name was fixed at its start and its only end was
-- its last member leaving. Passing leadership on was already the leader's (pass_reading_group_leadership).
--
-- Both follow the reading groups' pattern (20261203000200_reading_groups.sql): a SECURITY DEFINER helper in private
-- does the work under the group's lock, an invoker wrapper in public is the API, callable by signed-in readers only.
-- Their refusals are the ones the groups already give (lib/groups/refusals.ts): a group the caller is not in is
-- answered as one that does not exist; a member who does not lead is told only the leader can; a bad name gets the
-- naming rule of create_reading_group.
--
-- Deleting removes the group for everyone: its members, its invite and its removals go with it (cascade). Nothing of
-- anyone's reading is touched: the groups only ever read user_reading_history.

create or replace function private.rename_reading_group(p_group uuid, p_name text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean text := pg_catalog.btrim(p_name);
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  if clean is null or char_length(clean) not between 1 and 60 or clean ~ '[[:cntrl:]]' then
    raise exception 'Give the group a name of 1 to 60 characters.' using errcode = '22023';
  end if;
  update public.reading_groups g set name = clean where g.id = p_group;
  return clean;
end
$$;

create or replace function private.delete_reading_group(p_group uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  delete from public.reading_groups g where g.id = p_group;
end
$$;

revoke all on function private.rename_reading_group(uuid, text) from public, anon;
revoke all on function private.delete_reading_group(uuid) from public, anon;
grant execute on function private.rename_reading_group(uuid, text) to authenticated;
grant execute on function private.delete_reading_group(uuid) to authenticated;

create or replace function public.rename_reading_group(p_group uuid, p_name text)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.rename_reading_group(p_group, p_name)
$$;

create or replace function public.delete_reading_group(p_group uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.delete_reading_group(p_group)
$$;

comment on function public.rename_reading_group(uuid, text) is 'The leader renames the group; returns the name as kept (trimmed).';
comment on function public.delete_reading_group(uuid) is 'The leader deletes the group for everyone: its members and its invite go with it.';

revoke all on function public.rename_reading_group(uuid, text) from public, anon, service_role;
revoke all on function public.delete_reading_group(uuid) from public, anon, service_role;
grant execute on function public.rename_reading_group(uuid, text) to authenticated;
grant execute on function public.delete_reading_group(uuid) to authenticated;
