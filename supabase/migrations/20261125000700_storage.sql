-- Storage buckets and the policies on storage.objects that decide who writes where.
-- All three buckets are public: their files are read through public URLs by the static site.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('devotional-audio', 'devotional-audio', true, null, '{audio/*}'),
  ('devotional-images', 'devotional-images', true, null, '{image/*}'),
  -- Avatar rule of the admin spec: images only, under 5 MB.
  ('avatars', 'avatars', true, 5242880, '{image/*}')
on conflict (id) do nothing;

-- Reading (download, list) of the three public buckets is open to everyone.
create policy "Public buckets are readable" on storage.objects for select to anon, authenticated
  using (bucket_id in ('devotional-audio', 'devotional-images', 'avatars'));

-- Writes, one policy per action (the performance advisor flags several permissive policies for one action):
--   * devotional-audio and devotional-images: admins only (the generator and the edit form upload there);
--   * avatars: a signed-in, unblocked user, only under the folder named after their own user id
--     (avatars/<uid>/<timestamp>.<ext>); upload with overwrite needs both insert and update.
create policy "Admins write devotional media, users their own avatar" on storage.objects
  for insert to authenticated
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select public.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select public.is_blocked())
    )
  );
create policy "Admins update devotional media, users their own avatar" on storage.objects
  for update to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select public.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select public.is_blocked())
    )
  )
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select public.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select public.is_blocked())
    )
  );
create policy "Admins delete devotional media, users their own avatar" on storage.objects
  for delete to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select public.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select public.is_blocked())
    )
  );
