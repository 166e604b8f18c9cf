-- Feedback rows are private to their submitter and the admins.
--
-- Approved feedback was readable straight from user_feedback by everyone, user_id included, which tied each
-- testimonial to an account id. Testimonials are served through the view public_testimonials (submitter's full
-- name, never the id or e-mail; see 20261126000210), so the table itself is no longer public:
--   * signed-out visitors have no access to it at all;
--   * a signed-in user reads their own feedback, an admin reads all (moderation).

revoke all on public.user_feedback from anon;

alter policy user_feedback_select on public.user_feedback
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- user_feedback_select no longer names anon: the policy applies to signed-in users only.
alter policy user_feedback_select on public.user_feedback to authenticated;
