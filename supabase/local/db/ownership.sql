-- Runs right after bootstrap.sql, in the same transaction, so that everything the bootstrap creates in auth and
-- storage is handed over, wherever in that file it is created.
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
-- it), and a superuser passes every ownership check. So this file ends by installing an event trigger that,
-- for a superuser, repeats PostgreSQL's own ownership and privilege checks on DDL touching auth and storage as
-- if the role were not one, and fails the statement with PostgreSQL's own error and code. (Running migrations
-- under SET ROLE to a non-superuser stand-in was the alternative; it would change who owns every object the
-- migrations create, which hosted Supabase and existing local databases have owned by `postgres`.)
-- bootstrap.sql switches the guard off while it runs (the platform's own setup); it is on again at the end here.
-- Not covered, as they are no DDL on those objects: GRANT on auth tables (hosted `postgres` lacks the grant option
-- on most and gets a warning, locally the grant is made), SET ROLE to the admin roles, and a superuser's other
-- powers outside auth and storage.

-- GoTrue enables row level security on its tables (no policies: only its own role and BYPASSRLS roles read them).
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;

-- Ownership as on hosted Supabase: auth belongs to supabase_auth_admin, storage to supabase_storage_admin: the
-- schemas, their tables (with their indexes and sequences), views, free sequences, functions and types.
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
