-- Site rebuilds: the site is static, so publishing anything means rebuilding it. Every request for a rebuild
-- (an admin's change, "Rebuild now", the nightly schedule, a start-up catch-up) is one row; the rebuild-site
-- function fills in the build that served it. Admins read the history (the console's system status card);
-- only server-side code (service role) writes it.

create table public.site_builds (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  -- The admin who asked, or null for the schedule and start-up.
  requested_by uuid references auth.users (id) on delete set null,
  trigger text not null check (trigger in ('admin', 'schedule', 'startup', 'manual')),
  reason text check (char_length(reason) <= 200),
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed', 'coalesced')),
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer check (duration_ms >= 0),
  pages integer check (pages >= 0),
  error text check (char_length(error) <= 4000)
);

comment on table public.site_builds is
  'One row per rebuild request; coalesced requests are served by a later build. Admin-readable, service-written.';

create index site_builds_requested_at_idx on public.site_builds (requested_at desc);
create index site_builds_requested_by_idx on public.site_builds (requested_by);

alter table public.site_builds enable row level security;

revoke all on public.site_builds from anon;
revoke insert, update, delete, truncate, references, trigger on public.site_builds from authenticated;

create policy site_builds_select_admin on public.site_builds for select to authenticated
  using ((select private.is_admin()));
