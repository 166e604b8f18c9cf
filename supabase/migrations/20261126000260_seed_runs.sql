-- The record of a finished sample-content seed.
--
-- `npm start` loads the sample content into an empty database. It used to call a database "seeded" as soon as it
-- held any devotional or confession, so a first start interrupted in the middle of the seed (Ctrl-C during the
-- confession import, say) left a half-loaded database that every later start took as done. The seed now writes
-- one row here as its very last step, and only a row here means "seeded": the next start after an interruption
-- runs the seed again, and since every write of the seed is an upsert and each confession imports in one
-- transaction, it finishes the work without duplicating anything.
-- Written by the seed with the service role; admins may read it.

create table public.seed_runs (
  id bigint generated always as identity primary key,
  finished_at timestamptz not null default now(),
  devotionals integer check (devotionals >= 0),
  confessions integer check (confessions >= 0)
);

comment on table public.seed_runs is
  'One row per completed sample-content seed; the seed writes it last. No row means the seed has not finished.';

alter table public.seed_runs enable row level security;

revoke all on public.seed_runs from anon;
revoke insert, update, delete, truncate, references, trigger on public.seed_runs from authenticated;

create policy seed_runs_select_admin on public.seed_runs for select to authenticated
  using ((select private.is_admin()));

-- Databases seeded before this table existed: the seed wrote devotionals last, so devotionals mean it got there.
insert into public.seed_runs (finished_at, devotionals, confessions)
select now(), (select count(*) from public.devotionals), (select count(*) from public.confessions)
where exists (select 1 from public.devotionals);
