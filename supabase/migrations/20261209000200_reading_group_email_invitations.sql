-- Inviting to a reading group by e-mail: the leader enters up to ten addresses on the group's page and the
-- group-invite-email Edge Function sends each the group's invite link, naming the group and the leader, in the
-- leader's edition's language. The function calls reserve_reading_group_email_invitations with the leader's own
-- session, so the groups' rules decide as for every other action (20261203000200_reading_groups.sql): an outsider is
-- answered as for a group that does not exist, a member who does not lead is told only the leader can, a blocked
-- reader can do nothing.
--
-- private.reading_group_email_invitations
--   how many invitations each leader sent and when; no addresses are kept. It holds a leader to 30 a day (any 24
--   hours), whichever of their groups they were for; deleting a group and starting another does not start the count
--   again. Out of the API's reach; RLS on as everywhere.

create table private.reading_group_email_invitations (
  id bigint generated always as identity primary key,
  sender uuid not null references public.profiles (id) on delete cascade,
  group_id uuid references public.reading_groups (id) on delete set null,
  invitations integer not null check (invitations between 1 and 10),
  sent_at timestamptz not null default now()
);

create index reading_group_email_invitations_sender_idx on private.reading_group_email_invitations (sender, sent_at);

alter table private.reading_group_email_invitations enable row level security;

-- Counts `p_count` invitations against the leader's day and returns what the e-mails need: the invite token, the
-- group's name and the leader's name as on their profile (null when they gave none: the e-mail words that itself).
-- Refused, and nothing counted, when joining is closed, the group is full or the day's invitations would pass 30.
create or replace function private.reserve_reading_group_email_invitations(p_group uuid, p_count integer)
returns table (token text, group_name text, leader_name text, sent_today integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.reading_group_caller();
  already integer;
begin
  perform private.lock_my_reading_group_as_leader(p_group);
  if p_count is null or p_count not between 1 and 10 then
    raise exception 'Enter 1 to 10 valid e-mail addresses.' using errcode = '22023';
  end if;
  if not exists (select 1 from private.reading_group_invites i where i.group_id = p_group) then
    raise exception 'Joining is closed: open it with a new link before inviting by e-mail.' using errcode = '55000';
  end if;
  if (select count(*) from public.reading_group_members m where m.group_id = p_group) >= 50 then
    raise exception 'This group is full: a group has at most 50 members.' using errcode = '23514';
  end if;
  -- One leader's requests one after another, so two at once cannot both pass the day's limit.
  perform 1 from public.profiles p where p.id = me for update;
  select coalesce(sum(e.invitations), 0)::integer into already
  from private.reading_group_email_invitations e
  where e.sender = me and e.sent_at > pg_catalog.now() - interval '24 hours';
  if already + p_count > 30 then
    raise exception 'You can send at most 30 invitations by e-mail a day. Send fewer, or try again tomorrow.' using errcode = '54000';
  end if;
  insert into private.reading_group_email_invitations (sender, group_id, invitations) values (me, p_group, p_count);
  return query
  select i.token, g.name, nullif(pg_catalog.btrim(p.full_name), ''), already + p_count
  from private.reading_group_invites i
  join public.reading_groups g on g.id = i.group_id
  left join public.profiles p on p.id = me
  where i.group_id = p_group;
end
$$;

revoke all on function private.reserve_reading_group_email_invitations(uuid, integer) from public, anon;
grant execute on function private.reserve_reading_group_email_invitations(uuid, integer) to authenticated;

create or replace function public.reserve_reading_group_email_invitations(p_group uuid, p_count integer)
returns table (token text, group_name text, leader_name text, sent_today integer)
language sql
security invoker
set search_path = ''
as $$
  select * from private.reserve_reading_group_email_invitations(p_group, p_count)
$$;

comment on function public.reserve_reading_group_email_invitations(uuid, integer) is
  'The leader counts invitations by e-mail against their day (30 at most) and gets the invite token, the group''s name and their own; the group-invite-email function sends them.';

revoke all on function public.reserve_reading_group_email_invitations(uuid, integer) from public, anon, service_role;
grant execute on function public.reserve_reading_group_email_invitations(uuid, integer) to authenticated;
