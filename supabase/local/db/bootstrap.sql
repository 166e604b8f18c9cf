-- What a hosted Supabase project already has before the project's migrations run:
-- the API roles, the auth schema GoTrue keeps, and the storage schema Storage keeps.
-- Idempotent: it runs at every start, on PGlite and on a PostgreSQL server, as one transaction.
--
-- ownership.sql runs right after this file, in the same transaction: it hands auth and storage to their
-- services' roles and switches on the guard that makes migrations fail there as on hosted Supabase. The guard
-- is off while this file runs (the platform's own setup), below.
do $$
begin
  if exists (select 1 from pg_event_trigger where evtname = 'local_guard_platform_ddl' and evtenabled <> 'D') then
    alter event trigger local_guard_platform_ddl disable;
  end if;
  if exists (select 1 from pg_event_trigger where evtname = 'local_guard_platform_drop' and evtenabled <> 'D') then
    alter event trigger local_guard_platform_drop disable;
  end if;
end $$;

-- Each role on its own, tolerating a concurrent creator (roles are cluster-wide on a PostgreSQL server).
-- As on hosted Supabase the API roles are INHERIT, and `authenticator` is a NOINHERIT login role without
-- superuser or BYPASSRLS that can only switch to them: the REST and Storage APIs connect as it.
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'supabase_admin', 'supabase_auth_admin', 'supabase_storage_admin', 'authenticator'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin', r);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
  -- Altered only when different: roles are shared by every database of a cluster, and concurrent
  -- ALTER ROLEs of one role fail ("tuple concurrently updated").
  if exists (select 1 from pg_roles where rolname in ('anon', 'authenticated', 'service_role') and not rolinherit) then
    alter role anon inherit;
    alter role authenticated inherit;
    alter role service_role inherit;
  end if;
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    alter role service_role bypassrls;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticator'
              and (not rolcanlogin or rolinherit or rolsuper or rolbypassrls or rolcreaterole or rolcreatedb)) then
    alter role authenticator login noinherit nosuperuser nobypassrls nocreaterole nocreatedb;
  end if;
  -- authenticator may become the API roles, and the owner (postgres) too, as on hosted Supabase.
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role('authenticator', r, 'member') then
      execute format('grant %I to authenticator', r);
    end if;
    if not pg_has_role(current_user, r, 'member') then
      execute format('grant %I to %I', r, current_user);
    end if;
  end loop;
  -- On hosted Supabase `postgres` is no member of the roles that own auth and storage (granted once, revoked in
  -- 2025); Storage's role may become authenticator and the API roles, to run a request as its caller.
  foreach r in array array['supabase_auth_admin', 'supabase_storage_admin'] loop
    if exists (select 1 from pg_auth_members m where m.roleid = r::regrole and m.member = current_user::regrole) then
      execute format('revoke %I from %I', r, current_user);
    end if;
  end loop;
  foreach r in array array['authenticator', 'anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_auth_members m where m.roleid = r::regrole and m.member = 'supabase_storage_admin'::regrole) then
      execute format('grant %I to supabase_storage_admin', r);
    end if;
  end loop;
end $$;

-- Hosted Supabase's per-role statement timeouts, unless a migration has already chosen others.
do $$
declare r record;
begin
  for r in select * from (values ('anon', '3s'), ('authenticated', '8s'), ('authenticator', '8s')) as t(role, timeout) loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles ro on ro.oid = s.setrole
       where ro.rolname = r.role and exists (select 1 from unnest(s.setconfig) c where c like 'statement\_timeout=%')
    ) then
      execute format('alter role %I set statement_timeout = %L', r.role, r.timeout);
    end if;
  end loop;
end $$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;

-- Supabase's 2026 default ("Tables not exposed to Data and GraphQL API automatically", every project since
-- 30 October 2026): what the migrations' role creates in `public` gets no grant for the API roles; each
-- migration grants what docs/grants.md decides. PostgreSQL's own default still gives EXECUTE on a new function
-- to PUBLIC (a per-schema default cannot take that away), as on hosted Supabase. Revoked rather than never
-- granted, so a local database bootstrapped under the old default is brought to the new one at its next start.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz not null default now()
);

-- auth: the subset of GoTrue's tables that supabase/local uses, with GoTrue's column names. auth.users is
-- GoTrue's table as its migrations leave it: every column, and no default GoTrue does not define (GoTrue supplies
-- id, aud, role, the metadata and the timestamps itself, so an INSERT that leaves them out fails or stores null
-- here as it does on hosted Supabase).
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  is_sso_user boolean not null default false
);
-- Databases bootstrapped before auth.users matched GoTrue: drop the defaults GoTrue does not have, add its other
-- columns (with its defaults), and index e-mail as GoTrue does (the exact address: GoTrue lower-cases it itself).
alter table auth.users
  alter column id drop default,
  alter column aud drop default,
  alter column role drop default,
  alter column raw_app_meta_data drop default,
  alter column raw_user_meta_data drop default,
  alter column created_at drop default,
  alter column updated_at drop default,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz;
do $$
begin
  if exists (select 1 from pg_indexes where schemaname = 'auth' and indexname = 'users_email_partial_key'
              and indexdef ilike '%lower(%') then
    drop index auth.users_email_partial_key;
  end if;
end $$;
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower((email)::text));
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
create unique index if not exists reauthentication_token_idx on auth.users (reauthentication_token) where reauthentication_token !~ '^[0-9 ]*$';

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- GoTrue's MFA enums: factor types, factor statuses and the session's assurance level.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end $$;

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  not_after timestamptz,
  aal auth.aal_level
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- As in GoTrue's migrations, identities, sessions and refresh tokens have no defaults but the identity's id: GoTrue
-- supplies the timestamps, the session's aal and the token's revoked flag itself. Databases bootstrapped with
-- invented defaults lose them here.
alter table auth.identities alter column created_at drop default, alter column updated_at drop default;
alter table auth.sessions alter column created_at drop default, alter column updated_at drop default, alter column aal drop default;
alter table auth.refresh_tokens
  alter column revoked drop default, alter column created_at drop default, alter column updated_at drop default;

-- MFA, as GoTrue's migrations leave it: factor types, statuses and assurance levels as enums, factors, their
-- challenges, and the authentication methods (amr) each session has passed; a session records its level and the
-- factor that raised it.
create table if not exists auth.mfa_factors (
  id uuid not null constraint mfa_factors_pkey primary key,
  user_id uuid not null constraint mfa_factors_user_id_fkey references auth.users (id) on delete cascade,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  phone text unique default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists unique_verified_phone_factor on auth.mfa_factors (user_id, phone);

create table if not exists auth.mfa_challenges (
  id uuid not null constraint mfa_challenges_pkey primary key,
  factor_id uuid not null constraint mfa_challenges_auth_factor_id_fkey references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null constraint mfa_amr_claims_session_id_fkey references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

alter table auth.sessions add column if not exists factor_id uuid null;
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
-- Databases bootstrapped before MFA kept the session's level as text; GoTrue's column is auth.aal_level.
do $$
begin
  if (select data_type from information_schema.columns
       where table_schema = 'auth' and table_name = 'sessions' and column_name = 'aal') = 'text' then
    alter table auth.sessions alter column aal type auth.aal_level using aal::auth.aal_level;
  end if;
end $$;

-- GoTrue's helpers that policies call. They read the claims PostgREST sets per request.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- storage: Storage's tables and helper functions, with Storage's column names.
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;

-- Storage's guards: rows of storage.objects and storage.buckets are removed through the Storage API only
-- (a direct DELETE would orphan the stored bytes), and updated_at is kept by trigger.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501', hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger protect_buckets_delete before delete on storage.buckets for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects for each statement execute function storage.protect_delete();
create or replace trigger update_objects_updated_at before update on storage.objects for each row execute function storage.update_updated_at_column();
create or replace trigger update_buckets_updated_at before update on storage.buckets for each row execute function storage.update_updated_at_column();

-- GoTrue's generated confirmed_at (the earlier of the e-mail and phone confirmations).
alter table auth.users add column if not exists confirmed_at timestamptz
  generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;
