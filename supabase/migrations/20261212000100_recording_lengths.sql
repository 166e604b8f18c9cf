-- Each narration's length is stored when the recording is made, so the build states it (the player's duration and
-- seek bar, the podcast's itunes:duration and enclosure length) without downloading any MP3.
--
-- public.devotionals  audio_seconds / audio_male_seconds / audio_female_seconds and audio_bytes / audio_male_bytes /
--                     audio_female_bytes: the length and size of the file each of audio_url, audio_url_male and
--                     audio_url_female names, null while unknown. Nobody writes them directly: the trigger below
--                     sets them whenever a URL is set or changed, from what was recorded for that file.
-- private.recording_lengths  what is known of each stored narration file, by its public URL: written when it is
--                     stored (the generate-audio function, the console's upload and in-browser narration) and by the
--                     backfill (scripts/backfill-recording-lengths.ts) for files stored before. Out of the API's reach.
-- public.record_recording_length(url, seconds, bytes)  admins and the service role: records a file's length and
--                     fills it in on every devotional already naming that file.

alter table public.devotionals
  add column audio_seconds numeric check (audio_seconds > 0),
  add column audio_male_seconds numeric check (audio_male_seconds > 0),
  add column audio_female_seconds numeric check (audio_female_seconds > 0),
  add column audio_bytes bigint check (audio_bytes > 0),
  add column audio_male_bytes bigint check (audio_male_bytes > 0),
  add column audio_female_bytes bigint check (audio_female_bytes > 0);

comment on column public.devotionals.audio_seconds is 'Seconds of the recording audio_url names (null: not known); set from private.recording_lengths.';
comment on column public.devotionals.audio_male_seconds is 'Seconds of the recording audio_url_male names (null: not known).';
comment on column public.devotionals.audio_female_seconds is 'Seconds of the recording audio_url_female names (null: not known).';
comment on column public.devotionals.audio_bytes is 'Bytes of the file audio_url names (null: not known).';
comment on column public.devotionals.audio_male_bytes is 'Bytes of the file audio_url_male names (null: not known).';
comment on column public.devotionals.audio_female_bytes is 'Bytes of the file audio_url_female names (null: not known).';

create table private.recording_lengths (
  audio_url text primary key check (btrim(audio_url) <> ''),
  seconds numeric not null check (seconds > 0),
  bytes bigint not null check (bytes > 0),
  recorded_at timestamptz not null default now()
);

comment on table private.recording_lengths is
  'The length and size of each stored narration file, by public URL, recorded when it was stored (or by the backfill).';

alter table private.recording_lengths enable row level security;
revoke all on table private.recording_lengths from public, anon, authenticated;
grant select, insert, update, delete on table private.recording_lengths to service_role;

-- A devotional's lengths follow its URLs: a new or changed URL takes what is recorded for its file (null if
-- nothing is), so a replaced narration never keeps the old one's length.
create or replace function private.devotional_recording_lengths()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.audio_url is distinct from old.audio_url then
    select l.seconds, l.bytes into new.audio_seconds, new.audio_bytes
    from private.recording_lengths l where l.audio_url = btrim(new.audio_url);
  end if;
  if tg_op = 'INSERT' or new.audio_url_male is distinct from old.audio_url_male then
    select l.seconds, l.bytes into new.audio_male_seconds, new.audio_male_bytes
    from private.recording_lengths l where l.audio_url = btrim(new.audio_url_male);
  end if;
  if tg_op = 'INSERT' or new.audio_url_female is distinct from old.audio_url_female then
    select l.seconds, l.bytes into new.audio_female_seconds, new.audio_female_bytes
    from private.recording_lengths l where l.audio_url = btrim(new.audio_url_female);
  end if;
  return new;
end;
$$;

revoke execute on function private.devotional_recording_lengths() from public, anon, authenticated;

create trigger devotionals_recording_lengths
  before insert or update of audio_url, audio_url_male, audio_url_female on public.devotionals
  for each row execute function private.devotional_recording_lengths();

-- The work is a definer function out of the API's reach (it writes private.recording_lengths); the API calls the
-- invoker wrapper below, as every RPC that needs more than the caller's rights does.
create or replace function private.record_recording_length(p_url text, p_seconds numeric, p_bytes bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  url text := btrim(coalesce(p_url, ''));
begin
  if not (select private.is_admin()) and (select auth.role()) is distinct from 'service_role' then
    raise exception 'Access denied. Admin privileges required.' using errcode = '42501';
  end if;
  if url = '' or p_seconds is null or p_seconds <= 0 or p_bytes is null or p_bytes <= 0 then
    raise exception 'A recording length needs the file''s URL, its seconds and its bytes (both above zero).' using errcode = '22023';
  end if;
  insert into private.recording_lengths (audio_url, seconds, bytes) values (url, p_seconds, p_bytes)
  on conflict (audio_url) do update set seconds = excluded.seconds, bytes = excluded.bytes, recorded_at = now();
  update public.devotionals d set audio_seconds = p_seconds, audio_bytes = p_bytes where btrim(d.audio_url) = url;
  update public.devotionals d set audio_male_seconds = p_seconds, audio_male_bytes = p_bytes where btrim(d.audio_url_male) = url;
  update public.devotionals d set audio_female_seconds = p_seconds, audio_female_bytes = p_bytes where btrim(d.audio_url_female) = url;
end;
$$;

revoke all on function private.record_recording_length(text, numeric, bigint) from public, anon;
grant execute on function private.record_recording_length(text, numeric, bigint) to authenticated, service_role;

create or replace function public.record_recording_length(p_url text, p_seconds numeric, p_bytes bigint)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_recording_length(p_url, p_seconds, p_bytes)
$$;

comment on function public.record_recording_length(text, numeric, bigint) is
  'Records a stored narration file''s length and size (admins, the service role) and fills them in on the devotionals naming it.';

revoke execute on function public.record_recording_length(text, numeric, bigint) from public, anon;
grant execute on function public.record_recording_length(text, numeric, bigint) to authenticated, service_role;
