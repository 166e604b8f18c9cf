-- Rebuild dispatch bookkeeping for site_builds (the rebuild-site function and the builders fill these in).
--   dispatched_at: when rebuild-site called the build hook (or the workflow dispatch) for this request. A queued
--                  request that was dispatched recently means a build is on its way and will take in every
--                  request queued before it starts, so later requests in a burst need no further call.
--   served_by:     for a coalesced request, the build (the row of the newest request it served) that released it.

alter table public.site_builds
  add column dispatched_at timestamptz,
  add column served_by bigint references public.site_builds (id) on delete set null;

comment on column public.site_builds.dispatched_at is
  'When the rebuild-site function called the build hook for this request; null when no call was needed or made.';
comment on column public.site_builds.served_by is
  'For a coalesced request: the site_builds row of the build that served it.';

create index site_builds_queued_idx on public.site_builds (requested_at) where status = 'queued';
create index site_builds_served_by_idx on public.site_builds (served_by);
