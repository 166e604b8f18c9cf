-- Feedback outlives the account that left it, without a name (issue 31, "A reader's own data").
--
-- Deleting an account (the delete-account function, through Auth's admin API) removes the auth user, and every
-- table that holds the reader's data follows by its foreign key's cascade: profiles from auth.users, then notes,
-- saved devotionals, bookmarks, preferences, goals, history, achievements and roles from profiles, and the
-- practice tables from auth.users. user_feedback cascaded too, so an approved testimonial vanished from the home
-- page with its author.
--
-- A testimonial is something the reader gave the site to publish, and the console's moderation record of it is the
-- site's, so the row stays and only its link to the person goes: user_id becomes null when the profile is deleted.
-- The name shown with a testimonial was never stored on the row (private.approved_testimonials() reads it from
-- profiles), so nothing else on the row names the reader; the site shows "A reader" for a testimonial without a
-- name (site/lib/manifest.ts) and the console "Account deleted".
--
-- RLS is unchanged: a reader reads and inserts only rows whose user_id is their own, which a null never is, so an
-- orphaned row is the admins' alone.

alter table public.user_feedback alter column user_id drop not null;

alter table public.user_feedback drop constraint user_feedback_user_id_fkey;

alter table public.user_feedback
  add constraint user_feedback_user_id_fkey foreign key (user_id) references public.profiles (id) on delete set null;

comment on column public.user_feedback.user_id is
  'The reader who left the feedback; null once their account is deleted (the feedback stays, without a name).';
