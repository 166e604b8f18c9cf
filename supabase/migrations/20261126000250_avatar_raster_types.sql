-- Avatars are raster images only.
--
-- The avatars bucket allowed image/*, which takes SVG (an image that can carry script) and, on Storage's loose
-- wildcard match, declared types such as "image/png,text/html". An avatar is shown in an <img>; PNG, JPEG, GIF
-- and WebP are all a profile picture needs. Listing exact types makes hosted Storage refuse anything else, as
-- supabase/local does (which also checks that the bytes are the declared format and serves every object with
-- X-Content-Type-Options: nosniff and Content-Security-Policy: sandbox).

update storage.buckets
set allowed_mime_types = '{image/png,image/jpeg,image/gif,image/webp}'
where id = 'avatars';
