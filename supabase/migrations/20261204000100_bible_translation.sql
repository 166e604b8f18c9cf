-- A second translation (issue 33): the reader chooses the King James Version or the Berean Standard Bible, and every
-- place Scripture appears follows the choice. Devotionals keep storing the KJV they quote (scripture_text,
-- memory_verse); the BSB is resolved from the same references wherever a page or an e-mail is made.
--
-- user_preferences.bible_translation       a signed-in reader's choice, kept with the account (a visitor's stays on
--                                          the device); null until they choose, so signing in keeps the choice
--                                          already made on the device rather than undoing it.
-- practice_learners.bible_translation      a family learner's own translation; null follows the reader's choice.
-- newsletter_subscribers.bible_translation the translation of a subscriber's e-mails, chosen on the preferences page.

alter table public.user_preferences
  add column bible_translation text check (bible_translation is null or bible_translation in ('kjv', 'bsb'));

alter table public.practice_learners
  add column bible_translation text check (bible_translation is null or bible_translation in ('kjv', 'bsb'));

alter table public.newsletter_subscribers
  add column bible_translation text not null default 'kjv' check (bible_translation in ('kjv', 'bsb'));

comment on column public.user_preferences.bible_translation is
  'The reader''s Bible translation: kjv or bsb; null until chosen (the KJV is shown) (issue 33).';
comment on column public.practice_learners.bible_translation is
  'A family learner''s Bible translation: kjv or bsb; null follows the reader''s own choice (issue 33).';
comment on column public.newsletter_subscribers.bible_translation is
  'The translation a subscriber''s e-mails quote: kjv (default) or bsb (issue 33).';

-- A reader writes their learners' name and age band column by column (20261201000100_practice.sql); the translation
-- joins them.
grant insert (bible_translation), update (bible_translation) on table public.practice_learners to authenticated;
