-- How many times each devotional was read, for the admin's devotionals table.
--
-- Reading history is private to each reader; RLS lets an admin (private.is_admin(), at aal2) read it all. This
-- function runs with the caller's rights (security invoker: no definer function is exposed to the API), counts
-- per devotional and returns only numbers, never who read, when, or for how long, so the console's table never
-- fetches reader rows. Anyone but an admin is refused.

create or replace function public.devotional_read_counts(devotional_ids uuid[])
returns table (devotional_id uuid, reads bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = '42501';
  end if;
  return query
    select h.devotional_id, count(*)::bigint
    from public.user_reading_history h
    where h.devotional_id = any (devotional_ids)
    group by h.devotional_id;
end;
$$;

comment on function public.devotional_read_counts(uuid[]) is
  'Readings per devotional (counts only, never readers) for the admin devotionals table; admins only.';

revoke execute on function public.devotional_read_counts(uuid[]) from public, anon;
grant execute on function public.devotional_read_counts(uuid[]) to authenticated;
