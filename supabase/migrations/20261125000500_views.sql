-- Read models for the site and the admin. Both views run with the caller's rights (security_invoker), so the
-- policies of the tables beneath them still decide what a caller sees; neither touches auth.users.

-- Tags with the number of devotionals using each: the "Used By" column of /admin/tags.
-- An admin counts every devotional; the public counts only released ones (devotional_tags is gated).
create view public.tags_with_usage
with (security_invoker = true)
as
select
  t.id,
  t.name,
  t.slug,
  t.created_at,
  (select count(*) from public.devotional_tags dt where dt.tag_id = t.id)::integer as usage_count
from public.tags t;

comment on view public.tags_with_usage is
  'Tags with usage_count = devotionals using the tag (as far as the caller may see devotionals).';

-- Testimonials for the home page: approved feedback with the submitter's full name, never the e-mail.
-- The rows come from approved_testimonials(), a SECURITY DEFINER function returning only these columns, so the
-- view itself needs no elevated rights and profiles stay private. Query it like a table:
--   from('public_testimonials').select('*').order('created_at', { ascending: false }).limit(6)
create view public.public_testimonials
with (security_invoker = true)
as
select id, feedback_text, country, rating, created_at, full_name
from public.approved_testimonials(null);

comment on view public.public_testimonials is
  'Approved feedback with the submitter''s full name only; readable by everyone.';
