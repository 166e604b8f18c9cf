-- A Dutch or Spanish subscriber's e-mails quote their edition's own Bible (issue 34): the Statenvertaling or the
-- Reina-Valera 1909, as the edition's pages do, until they choose the KJV or the BSB on the preferences page. The
-- sign-up now stores it (supabase/functions/newsletter/subscribe.ts); the column's default stays the English 'kjv'.
-- Those who signed up from the Dutch or Spanish edition before could not yet choose their edition's Bible, so their
-- 'kjv' is the default, not a choice: they get their edition's Bible too.

update public.newsletter_subscribers
set bible_translation = case language when 'nl' then 'sv' else 'rv1909' end
where language in ('nl', 'es') and bible_translation = 'kjv';

comment on column public.newsletter_subscribers.bible_translation is
  'The Bible a subscriber''s e-mails quote: kjv or bsb, or their edition''s own (sv, rv1909), which a Dutch or Spanish sign-up stores (issues 33, 34).';
