-- Storage reads: listing is no longer public.
--
-- The three buckets stay public: the static site links covers, recordings and avatars by URL, and a public
-- bucket serves an object by its URL without asking any policy (hosted Storage and supabase/local alike). What
-- the policies on storage.objects decide is everything else: listing a bucket, downloading through the
-- authenticated endpoint, reading object rows. Open listing let anyone read the names of an unreleased
-- devotional's cover and narration, and of every user's avatar folder (their user ids). So:
--   * devotional-audio and devotional-images: only admins list or read object rows. Media names carry a random
--     part (lib/media/object-name.ts), so an unreleased devotional's files cannot be guessed either;
--   * avatars: a signed-in user lists and reads only their own folder (avatars/<uid>/...).
-- The write policies are recreated over the private helpers (20261126000100_private_helpers) at the same time.

drop policy if exists "Public buckets are readable" on storage.objects;
drop policy if exists "Admins write devotional media, users their own avatar" on storage.objects;
drop policy if exists "Admins update devotional media, users their own avatar" on storage.objects;
drop policy if exists "Admins delete devotional media, users their own avatar" on storage.objects;

create policy "Admins read devotional media, users their own avatars" on storage.objects
  for select to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );

-- Writes, one policy per action (the performance advisor flags several permissive policies for one action):
--   * devotional-audio and devotional-images: admins only (the generator and the edit form upload there);
--   * avatars: a signed-in, unblocked user, only under the folder named after their own user id;
--     upload with overwrite needs select, insert and update.
create policy "Admins write devotional media, users their own avatar" on storage.objects
  for insert to authenticated
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
    )
  );
create policy "Admins update devotional media, users their own avatar" on storage.objects
  for update to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
    )
  )
  with check (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
    )
  );
create policy "Admins delete devotional media, users their own avatar" on storage.objects
  for delete to authenticated
  using (
    (bucket_id in ('devotional-audio', 'devotional-images') and (select private.is_admin()))
    or (
      bucket_id = 'avatars'
      and (storage.foldername(name))[1] = (select auth.uid())::text
      and not (select private.is_blocked())
    )
  );
