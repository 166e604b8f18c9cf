-- The admin console's inbox: contact-form messages with a read/unread state, and newsletter subscribers.
-- Both tables take anonymous writes from the public forms and are readable only by admins.

-- A message is unread until an admin opens or marks it; marking it unread again clears the time.
alter table public.contact_messages add column read_at timestamptz;

comment on column public.contact_messages.read_at is
  'When an admin marked the message read; null while unread.';

-- Newest first is the inbox's order.
create index if not exists contact_messages_created_at_idx on public.contact_messages (created_at desc);

-- Admin-only reads and moderation, on the unexposed helper (evaluated once per statement).
drop policy if exists contact_messages_select on public.contact_messages;
create policy contact_messages_select on public.contact_messages for select to authenticated
  using ((select private.is_admin()));
drop policy if exists contact_messages_update on public.contact_messages;
create policy contact_messages_update on public.contact_messages for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists contact_messages_delete on public.contact_messages;
create policy contact_messages_delete on public.contact_messages for delete to authenticated
  using ((select private.is_admin()));

drop policy if exists newsletter_subscribers_select on public.newsletter_subscribers;
create policy newsletter_subscribers_select on public.newsletter_subscribers for select to authenticated
  using ((select private.is_admin()));
