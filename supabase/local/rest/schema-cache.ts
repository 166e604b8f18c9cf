/**
 * PostgREST's schema cache: the tables, views, columns, keys, foreign keys and functions of the exposed
 * schema, read from pg_catalog. Relationships for resource embedding are derived from the foreign keys.
 * The cache is loaded on first use and reloaded when a request names something it does not know
 * (the local stand-in for PostgREST's `NOTIFY pgrst, 'reload schema'`), or by `invalidateSchemaCache`.
 */
import type { Services } from '../context.ts';
import type { Sql } from '../db/database.ts';

/** The default exposed schema (the first of `[api] schemas` unless configured otherwise). */
export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `text`, `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  /** The base type name (pg_type.typname), e.g. `int4`, `_text`, `jsonb`. */
  typeName: string;
  typeCategory: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
  position: number;
  enumValues: string[];
  description: string | null;
}

export interface Table {
  name: string;
  kind: 'table' | 'view' | 'materialized view' | 'foreign table';
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  columns: Column[];
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (including the primary key). */
  uniqueKeys: string[][];
  description: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineDef {
  name: string;
  args: FunctionArg[];
  /** Columns of `returns table (...)` / OUT parameters. */
  outColumns: Array<{ name: string; type: string }>;
  returnType: string;
  returnsSet: boolean;
  /** 'c' composite (a table's row type or OUT params), 'b' base, 'p' pseudo (void, record), 'd', 'e', 'r'. */
  returnTypeKind: string;
  /** When the function returns a table's row type (or setof it): that table, for embedding. */
  returnTable: string | null;
  volatility: 'immutable' | 'stable' | 'volatile';
  description: string | null;
}

/** A way to embed `target` from `source`, as PostgREST derives them from foreign keys. */
export type Relationship =
  | { kind: 'many-to-one'; source: string; target: string; fk: ForeignKey }
  | { kind: 'one-to-many'; source: string; target: string; fk: ForeignKey }
  | { kind: 'one-to-one'; source: string; target: string; fk: ForeignKey; fkOnSource: boolean }
  | { kind: 'many-to-many'; source: string; target: string; junction: string; sourceFk: ForeignKey; targetFk: ForeignKey };

export interface SchemaCache {
  /** The exposed schema this cache describes (one cache per schema, as a request works in one). */
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RoutineDef[]>;
  roles: Set<string>;
  relationshipsFrom(source: string): Relationship[];
}

const caches = new WeakMap<Services, Map<string, Promise<SchemaCache>>>();

export function getSchemaCache(services: Services, schema = EXPOSED_SCHEMA): Promise<SchemaCache> {
  let bySchema = caches.get(services);
  if (!bySchema) caches.set(services, (bySchema = new Map()));
  let cache = bySchema.get(schema);
  if (!cache) {
    const loading = services.db.transaction((tx) => loadSchemaCache(tx, schema));
    loading.catch(() => {
      if (bySchema.get(schema) === loading) bySchema.delete(schema);
    });
    bySchema.set(schema, (cache = loading));
  }
  return cache;
}

/** Forget the cached schemas; the next request reloads them. Call after DDL run outside a REST request. */
export function invalidateSchemaCache(services: Services): void {
  caches.delete(services);
}

/** Reloads now and returns the fresh cache of `schema`. */
export function reloadSchemaCache(services: Services, schema = EXPOSED_SCHEMA): Promise<SchemaCache> {
  invalidateSchemaCache(services);
  return getSchemaCache(services, schema);
}

const RELKINDS: Record<string, Table['kind']> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', f: 'foreign table' };

export async function loadSchemaCache(sql: Sql, schema = EXPOSED_SCHEMA): Promise<SchemaCache> {
  const relations = await sql.query<{ oid: number; name: string; relkind: string; updatable: number; description: string | null }>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as relkind,
            case when c.relkind in ('r', 'p') then 28 else pg_catalog.pg_relation_is_updatable(c.oid::regclass, true) end as updatable,
            pg_catalog.obj_description(c.oid, 'pg_class') as description
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [schema],
  );
  const columns = await sql.query<{
    oid: number;
    name: string;
    type: string;
    typname: string;
    typcategory: string;
    notnull: boolean;
    default: string | null;
    generated: boolean;
    position: number;
    enumvalues: string[] | null;
    description: string | null;
  }>(
    `select a.attrelid::int as oid, a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
            t.typname::text as typname, t.typcategory::text as typcategory, a.attnotnull as notnull,
            pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default, (a.attgenerated <> '') as generated, a.attnum::int as position,
            (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_catalog.pg_enum e
              where e.enumtypid = coalesce(nullif(t.typelem, 0), t.oid)) as enumvalues,
            pg_catalog.col_description(a.attrelid, a.attnum) as description
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attnum`,
    [schema],
  );
  const constraints = await sql.query<{
    name: string;
    type: string;
    table: string;
    columns: string[];
    reftable: string | null;
    refcolumns: string[] | null;
  }>(
    `select con.conname::text as name, con.contype::text as type, c.relname::text as table,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
            rc.relname::text as reftable,
            case when con.contype = 'f' then
              array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                      join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)
            end as refcolumns
       from pg_catalog.pg_constraint con
       join pg_catalog.pg_class c on c.oid = con.conrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       left join pg_catalog.pg_class rc on rc.oid = con.confrelid
       left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or rn.nspname = $1)
      order by con.conname`,
    [schema],
  );
  const uniqueIndexes = await sql.query<{ table: string; columns: string[] }>(
    `select c.relname::text as table,
            array(select a.attname::text from unnest(i.indkey) with ordinality k(num, ord)
                    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num order by k.ord) as columns
       from pg_catalog.pg_index i
       join pg_catalog.pg_class c on c.oid = i.indrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`,
    [schema],
  );
  const routines = await sql.query<{
    oid: number;
    name: string;
    rettype: string;
    retset: boolean;
    typtype: string;
    rettable: string | null;
    volatility: string;
    nargs: number;
    ndefaults: number;
    description: string | null;
  }>(
    `select p.oid::int as oid, p.proname::text as name, pg_catalog.format_type(p.prorettype, null) as rettype, p.proretset as retset,
            t.typtype::text as typtype,
            (select rc.relname::text from pg_catalog.pg_class rc join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
              where rc.oid = t.typrelid and rn.nspname = $1 and rc.relkind in ('r', 'p', 'v', 'm', 'f')) as rettable,
            p.provolatile::text as volatility, p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
            pg_catalog.obj_description(p.oid, 'pg_proc') as description
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const routineArgs = await sql.query<{ oid: number; ord: number; name: string | null; mode: string; type: string }>(
    `select p.oid::int as oid, a.ord::int as ord, p.proargnames[a.ord] as name,
            coalesce(p.proargmodes[a.ord], 'i')::text as mode, pg_catalog.format_type(a.type, null) as type
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       cross join lateral unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type, ord)
      where n.nspname = $1 and p.prokind = 'f'
      order by p.oid, a.ord`,
    [schema],
  );
  const roles = await sql.query<{ rolname: string }>('select rolname::text as rolname from pg_catalog.pg_roles');

  const tables = new Map<string, Table>();
  const byOid = new Map<number, Table>();
  for (const r of relations.rows) {
    const updatable = Number(r.updatable);
    const table: Table = {
      name: r.name,
      kind: RELKINDS[r.relkind],
      insertable: (updatable & 8) === 8,
      updatable: (updatable & 4) === 4,
      deletable: (updatable & 16) === 16,
      columns: [],
      primaryKey: [],
      uniqueKeys: [],
      description: r.description,
    };
    tables.set(r.name, table);
    byOid.set(Number(r.oid), table);
  }
  for (const c of columns.rows) {
    byOid.get(Number(c.oid))?.columns.push({
      name: c.name,
      type: c.type,
      typeName: c.typname,
      typeCategory: c.typcategory,
      nullable: !c.notnull,
      default: c.default,
      generated: c.generated,
      position: Number(c.position),
      enumValues: c.enumvalues ?? [],
      description: c.description,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints.rows) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = con.columns;
    if (con.type === 'p' || con.type === 'u') table.uniqueKeys.push(con.columns);
    if (con.type === 'f' && con.reftable && tables.has(con.reftable)) {
      foreignKeys.push({ name: con.name, table: con.table, columns: con.columns, refTable: con.reftable, refColumns: con.refcolumns ?? [] });
    }
  }
  for (const idx of uniqueIndexes.rows) tables.get(idx.table)?.uniqueKeys.push(idx.columns);

  const argsByOid = new Map<number, typeof routineArgs.rows>();
  for (const a of routineArgs.rows) {
    const list = argsByOid.get(Number(a.oid)) ?? [];
    list.push(a);
    argsByOid.set(Number(a.oid), list);
  }
  const functions = new Map<string, RoutineDef[]>();
  for (const p of routines.rows) {
    const all = argsByOid.get(Number(p.oid)) ?? [];
    const inArgs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = inArgs.length - Number(p.ndefaults);
    const def: RoutineDef = {
      name: p.name,
      args: inArgs.map((a, i) => ({ name: a.name ?? '', type: a.type, hasDefault: i >= firstDefault })),
      outColumns: all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't').map((a) => ({ name: a.name ?? '', type: a.type })),
      returnType: p.rettype,
      returnsSet: p.retset,
      returnTypeKind: p.typtype,
      returnTable: p.rettable,
      volatility: p.volatility === 'i' ? 'immutable' : p.volatility === 's' ? 'stable' : 'volatile',
      description: p.description,
    };
    const list = functions.get(p.name) ?? [];
    list.push(def);
    functions.set(p.name, list);
  }

  const relationships = deriveRelationships(tables, foreignKeys);
  return {
    schema,
    tables,
    foreignKeys,
    functions,
    roles: new Set(roles.rows.map((r) => r.rolname)),
    relationshipsFrom: (source) => relationships.filter((r) => r.source === source),
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (table: Table | undefined, cols: string[]) => !!table?.uniqueKeys.some((k) => sameSet(k, cols));

/**
 * Every foreign key gives a many-to-one relationship from the referencing table and a one-to-many one back
 * (one-to-one both ways when the referencing columns are unique). A table whose primary key includes the
 * columns of two foreign keys is a junction: it links the two referenced tables many-to-many.
 */
function deriveRelationships(tables: Map<string, Table>, fks: ForeignKey[]): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of fks) {
    if (isUnique(tables.get(fk.table), fk.columns)) {
      out.push({ kind: 'one-to-one', source: fk.table, target: fk.refTable, fk, fkOnSource: true });
      out.push({ kind: 'one-to-one', source: fk.refTable, target: fk.table, fk, fkOnSource: false });
    } else {
      out.push({ kind: 'many-to-one', source: fk.table, target: fk.refTable, fk });
      out.push({ kind: 'one-to-many', source: fk.refTable, target: fk.table, fk });
    }
  }
  for (const junction of tables.values()) {
    const pk = junction.primaryKey;
    if (!pk.length) continue;
    const own = fks.filter((fk) => fk.table === junction.name && fk.columns.every((c) => pk.includes(c)));
    for (const a of own) {
      for (const b of own) {
        if (a === b) continue;
        out.push({ kind: 'many-to-many', source: a.refTable, target: b.refTable, junction: junction.name, sourceFk: a, targetFk: b });
      }
    }
  }
  return out;
}

/** Whether a relationship yields one object (or null) rather than an array. */
export function isToOne(rel: Relationship): boolean {
  return rel.kind === 'many-to-one' || rel.kind === 'one-to-one';
}

/** Column pairs joining source to target (source column, target column) for direct relationships. */
export function joinColumns(rel: Exclude<Relationship, { kind: 'many-to-many' }>): Array<[string, string]> {
  const { fk } = rel;
  const onSource = rel.kind === 'many-to-one' || (rel.kind === 'one-to-one' && rel.fkOnSource);
  return fk.columns.map((c, i) => (onSource ? [c, fk.refColumns[i]] : [fk.refColumns[i], c]));
}
