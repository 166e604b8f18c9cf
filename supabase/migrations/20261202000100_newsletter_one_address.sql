-- The newsletter stores one plain address per row (issue 31, item 2).
--
-- The old check asked only for an at-sign after the first character, so `a@x.org, b@x.org`, `"Foo" <c@x.org>`
-- and `a@x.org` + CR/LF + `Bcc: b@x.org` were stored, and each e-mail to the row went to every mailbox in it.
-- The address goes into the To header of the confirmation and the digests, so the table now holds exactly what
-- lib/newsletter/email.ts accepts (the newsletter function checks it first, with a message for the visitor):
-- a dot-atom local part of at most 64 characters, an at-sign, a host name of letters, digits and hyphens with at
-- least one dot, and at most 254 characters in all. No display name, quote, comma, whitespace or control
-- character can pass. The row is stored trimmed and lowercased by newsletter_subscribers_normalize, which runs
-- before the check, so the pattern needs only lower case.
--
-- Rows that break the rule are deleted, not repaired: such a row is not one person's address, and picking an
-- address out of it would subscribe someone who may never have asked. Whoever owns an address in it can sign up
-- again and confirm. Their delivery records (newsletter_deliveries) go with them by the foreign key's cascade.

delete from public.newsletter_subscribers
where not (
  char_length(email) <= 254
  and char_length(split_part(email, '@', 1)) <= 64
  and email ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
);

alter table public.newsletter_subscribers drop constraint if exists newsletter_subscribers_email_check;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_one_address check (
    char_length(email) <= 254
    and char_length(split_part(email, '@', 1)) <= 64
    and email ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
  );

comment on constraint newsletter_subscribers_email_one_address on public.newsletter_subscribers is
  'One plain address (lib/newsletter/email.ts): no list, display name, whitespace or control character; at most 254 characters.';
