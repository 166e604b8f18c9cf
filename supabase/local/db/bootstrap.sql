-- What a hosted Supabase project already has before the project's migrations run:
-- the API roles, the auth schema GoTrue keeps, and the storage schema Storage keeps.
-- Idempotent: it runs at every start, on PGlite and on a PostgreSQL server, as one transaction.
--
-- Ownership, as on hosted Supabase: the auth schema and everything in it belong to supabase_auth_admin (GoTrue's
-- login), storage to supabase_storage_admin (Storage's). The project's migrations run as `postgres`, the way
-- `supabase db push` runs them; on hosted that role is no superuser and no member of those two roles, so a
-- migration may read and write their rows, create triggers on their tables and create, alter and drop policies
-- (and drop triggers) on the tables Supabase lists for it (supautils' policy_grants and drop_trigger_grants),
-- but may not create anything in auth or storage, nor alter, index, comment on or drop what is there: PostgreSQL
-- answers 42501 "must be owner of table users" or "permission denied for schema auth".
--
-- Locally `postgres` is a superuser (PGlite has no other login, and the tests log in to a PostgreSQL server as
-- it), and a superuser passes every ownership check. So the end of this file installs an event trigger that,
-- for a superuser, repeats PostgreSQL's own ownership and privilege checks on DDL touching auth and storage as
-- if the role were not one, and fails the statement with PostgreSQL's own error and code. (Running migrations
-- under SET ROLE to a non-superuser stand-in was the alternative; it would change who owns every object the
-- migrations create, which hosted Supabase and existing local databases have owned by `postgres`.)
-- The guard is switched off while this file runs, which is the platform's own setup, and on again at its end.
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

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

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
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz,
  aal text default 'aal1'
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

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

-- GoTrue enables row level security on its tables (no policies: only its own role and BYPASSRLS roles read them).
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;

-- Ownership as on hosted Supabase: auth belongs to supabase_auth_admin, storage to supabase_storage_admin: the
-- schemas, their tables (with their indexes and sequences), views, free sequences, functions and types. Done
-- last, so that whatever this file (or a later part of supabase/local) creates there is handed over too.
do $$
declare
  s record;
  o record;
begin
  for s in select n.oid, n.nspname, n.nspowner,
                  case n.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end as admin
             from pg_namespace n where n.nspname in ('auth', 'storage') loop
    if s.nspowner <> s.admin::regrole then
      execute format('alter schema %I owner to %I', s.nspname, s.admin);
    end if;
    for o in select c.oid::regclass as rel, c.relkind from pg_class c
              where c.relnamespace = s.oid and c.relowner <> s.admin::regrole and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
                and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                                                       and d.objid = c.oid and d.deptype in ('a', 'i')))
              order by c.relkind = 'S' loop
      execute format('alter %s %s owner to %I',
        case o.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table'
                       when 'S' then 'sequence' else 'table' end, o.rel, s.admin);
    end loop;
    for o in select p.oid::regprocedure as fn from pg_proc p where p.pronamespace = s.oid and p.proowner <> s.admin::regrole loop
      execute format('alter routine %s owner to %I', o.fn, s.admin);
    end loop;
    for o in select t.oid::regtype as typ from pg_type t
              where t.typnamespace = s.oid and t.typowner <> s.admin::regrole and t.typtype in ('e', 'd', 'r', 'm')
                 or (t.typnamespace = s.oid and t.typowner <> s.admin::regrole and t.typtype = 'c'
                     and (select relkind from pg_class where oid = t.typrelid) = 'c') loop
      execute format('alter type %s owner to %I', o.typ, s.admin);
    end loop;
  end loop;
end $$;

-- What hosted `postgres` may do with them: use both schemas (create nothing in them), read and write every auth
-- table and storage.buckets/objects, create triggers on them (TRIGGER), reference them, and run their functions.
revoke create on schema auth, storage from current_user;
grant usage on schema auth, storage to current_user;
grant usage on schema storage to current_user with grant option;
grant all on all tables in schema auth to current_user;
grant all on all sequences in schema auth to current_user;
grant all on all routines in schema auth to current_user;
grant all on storage.buckets, storage.objects to current_user with grant option;
grant all on all routines in schema storage to current_user;

-- The guard described at the top of this file. Event trigger functions are not callable, and live in
-- `extensions`, where hosted Supabase keeps its own event trigger functions.
create or replace function extensions.local_guard_platform_ddl() returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  cmd record;
  my_roles oid[];
  rel record;
  fn record;
  -- supautils.policy_grants and supautils.drop_trigger_grants for `postgres` on hosted Supabase.
  granted constant text[] := array['auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions',
    'auth.users', 'storage.buckets', 'storage.migrations', 'storage.objects', 'storage.s3_multipart_uploads',
    'storage.s3_multipart_uploads_parts'];
begin
  if not coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false) then
    return; -- PostgreSQL itself checks every other role
  end if;
  -- The roles whose rights current_user has, without the superuser's pass: itself and its memberships.
  with recursive m(id) as (
    select r.oid from pg_catalog.pg_roles r where r.rolname = current_user
    union select a.roleid from pg_catalog.pg_auth_members a join m on a.member = m.id
  ) select pg_catalog.array_agg(id) into my_roles from m;

  for cmd in select * from pg_catalog.pg_event_trigger_ddl_commands() where objid is not null loop
    if cmd.classid in ('pg_catalog.pg_class'::pg_catalog.regclass, 'pg_catalog.pg_policy'::pg_catalog.regclass,
                       'pg_catalog.pg_trigger'::pg_catalog.regclass) then
      -- The table a command is about: the object itself, an index's table, a policy's or a trigger's table.
      select c.oid, c.relname, c.relowner, c.relacl, c.relkind, n.nspname, n.oid as nsp, n.nspacl, n.nspowner,
             (cmd.command_tag = 'CREATE INDEX' or cmd.classid <> 'pg_catalog.pg_class'::pg_catalog.regclass) as by_table
        into rel
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.oid = case
               when cmd.classid = 'pg_catalog.pg_policy'::pg_catalog.regclass then (select polrelid from pg_catalog.pg_policy where oid = cmd.objid)
               when cmd.classid = 'pg_catalog.pg_trigger'::pg_catalog.regclass then (select tgrelid from pg_catalog.pg_trigger where oid = cmd.objid)
               when cmd.command_tag = 'CREATE INDEX' then (select indrelid from pg_catalog.pg_index where indexrelid = cmd.objid)
               else cmd.objid end;
      continue when rel.nspname is null or rel.nspname not in ('auth', 'storage');
      if cmd.classid = 'pg_catalog.pg_policy'::pg_catalog.regclass
         and (rel.nspname || '.' || rel.relname) = any (granted) then
        continue;
      end if;
      if cmd.command_tag = 'CREATE TRIGGER' then
        -- CREATE TRIGGER needs the TRIGGER privilege on the table, not its ownership.
        if not exists (select 1 from pg_catalog.aclexplode(coalesce(rel.relacl, pg_catalog.acldefault('r', rel.relowner))) a
                        where a.privilege_type = 'TRIGGER' and (a.grantee = any (my_roles) or a.grantee = 0)) then
          raise exception 'permission denied for table %', rel.relname using errcode = '42501';
        end if;
        continue;
      end if;
      if not (rel.relowner = any (my_roles)) then
        raise exception 'must be owner of % %',
          case when rel.by_table then 'table' else
            case rel.relkind when 'i' then 'index' when 'I' then 'index' when 'S' then 'sequence' when 'v' then 'view'
                             when 'm' then 'materialized view' else 'table' end end,
          case when rel.by_table or cmd.classid <> 'pg_catalog.pg_class'::pg_catalog.regclass then rel.relname
               else (select relname from pg_catalog.pg_class where oid = cmd.objid) end
          using errcode = '42501';
      end if;
      if cmd.command_tag like 'CREATE %' and cmd.command_tag <> 'CREATE INDEX'
         and not exists (select 1 from pg_catalog.aclexplode(coalesce(rel.nspacl, pg_catalog.acldefault('n', rel.nspowner))) a
                          where a.privilege_type = 'CREATE' and (a.grantee = any (my_roles) or a.grantee = 0)) then
        raise exception 'permission denied for schema %', rel.nspname using errcode = '42501';
      end if;
    elsif cmd.schema_name in ('auth', 'storage') or cmd.classid = 'pg_catalog.pg_namespace'::pg_catalog.regclass then
      -- Functions, types and the schemas themselves.
      select n.nspname, n.nspacl, n.nspowner,
             case when cmd.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass then (select proowner from pg_catalog.pg_proc where oid = cmd.objid)
                  when cmd.classid = 'pg_catalog.pg_type'::pg_catalog.regclass then (select typowner from pg_catalog.pg_type where oid = cmd.objid)
                  when cmd.classid = 'pg_catalog.pg_namespace'::pg_catalog.regclass then n.nspowner end as owner,
             case when cmd.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass then (select proname::text from pg_catalog.pg_proc where oid = cmd.objid)
                  when cmd.classid = 'pg_catalog.pg_type'::pg_catalog.regclass then (select typname::text from pg_catalog.pg_type where oid = cmd.objid)
                  else n.nspname::text end as name
        into fn
        from pg_catalog.pg_namespace n
       where n.oid = case when cmd.classid = 'pg_catalog.pg_namespace'::pg_catalog.regclass then cmd.objid
                          else (select oid from pg_catalog.pg_namespace where nspname = cmd.schema_name) end;
      continue when fn.nspname is null or fn.nspname not in ('auth', 'storage');
      if fn.owner is not null and not (fn.owner = any (my_roles)) then
        raise exception 'must be owner of % %', lower(cmd.object_type), fn.name using errcode = '42501';
      end if;
      if cmd.command_tag like 'CREATE %' and cmd.classid <> 'pg_catalog.pg_namespace'::pg_catalog.regclass
         and not exists (select 1 from pg_catalog.aclexplode(coalesce(fn.nspacl, pg_catalog.acldefault('n', fn.nspowner))) a
                          where a.privilege_type = 'CREATE' and (a.grantee = any (my_roles) or a.grantee = 0)) then
        raise exception 'permission denied for schema %', fn.nspname using errcode = '42501';
      end if;
    end if;
  end loop;
end
$$;

-- Dropping: what is dropped is gone from the catalog by now, and everything in auth and storage belongs to their
-- admin roles, so a DROP naming an object there needs membership of that role. Policies and triggers on the
-- tables Supabase lists may be dropped. Objects dropped only because they depend on a dropped one (a trigger on
-- auth.users going with its function) pass, as PostgreSQL checks only the objects a DROP names.
create or replace function extensions.local_guard_platform_drop() returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  obj record;
  admin oid;
  granted constant text[] := array['auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions',
    'auth.users', 'storage.buckets', 'storage.migrations', 'storage.objects', 'storage.s3_multipart_uploads',
    'storage.s3_multipart_uploads_parts'];
begin
  if not coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false) then
    return;
  end if;
  for obj in select * from pg_catalog.pg_event_trigger_dropped_objects() where original and schema_name in ('auth', 'storage') loop
    if obj.object_type in ('policy', 'trigger') and (obj.address_names[1] || '.' || obj.address_names[2]) = any (granted) then
      continue;
    end if;
    admin := case obj.schema_name when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end::pg_catalog.regrole;
    if not exists (
      with recursive m(id) as (
        select r.oid from pg_catalog.pg_roles r where r.rolname = current_user
        union select a.roleid from pg_catalog.pg_auth_members a join m on a.member = m.id
      ) select 1 from m where id = admin) then
      raise exception 'must be owner of % %',
        case when obj.object_type in ('policy', 'trigger', 'table column', 'table constraint') then 'table' else obj.object_type end,
        case when obj.object_type in ('policy', 'trigger', 'table column', 'table constraint') then obj.address_names[2]
             else obj.address_names[pg_catalog.array_length(obj.address_names, 1)] end
        using errcode = '42501';
    end if;
  end loop;
end
$$;

revoke all on function extensions.local_guard_platform_ddl(), extensions.local_guard_platform_drop() from public;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'local_guard_platform_ddl') then
    create event trigger local_guard_platform_ddl on ddl_command_end execute function extensions.local_guard_platform_ddl();
  else
    alter event trigger local_guard_platform_ddl enable;
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'local_guard_platform_drop') then
    create event trigger local_guard_platform_drop on sql_drop execute function extensions.local_guard_platform_drop();
  else
    alter event trigger local_guard_platform_drop enable;
  end if;
end $$;
