/**
 * What `supabase gen types typescript` reads from a database, for one schema: tables and views with their columns,
 * foreign keys, callable functions, enums and composite types. Read from the PostgreSQL catalog, ordered by name so
 * the rendered file changes only when the schema does.
 */
import type { Sql } from '../../supabase/local/db/database.ts';

export interface CatalogColumn {
  name: string;
  /** The type's name in pg_type (`_text` for text[]). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** `always` for GENERATED ALWAYS (identity or stored expression): clients may not write it. */
  generated: 'always' | 'by_default' | null;
}

export interface CatalogRelationship {
  name: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
}

export interface CatalogFunction {
  name: string;
  /** `defaultsToNull`: declared `default null`, so a client may pass null (or leave it out). */
  args: { name: string; type: string; hasDefault: boolean; defaultsToNull: boolean }[];
  /** The return type's name; for `returns table(...)` or `setof record` with out parameters, `columns` says more. */
  returns: string;
  returnsSet: boolean;
  /** `returns table (...)` / out parameters: the result's columns. */
  columns: { name: string; type: string }[] | null;
  /** `returns setof <table>`: that table or view. */
  setofRelation: string | null;
}

export interface TypeCatalog {
  schema: string;
  relations: CatalogRelation[];
  functions: CatalogFunction[];
  enums: { name: string; values: string[] }[];
  composites: { name: string; attributes: { name: string; type: string }[] }[];
}

export async function readTypeCatalog(sql: Sql, schema = 'public'): Promise<TypeCatalog> {
  const columns = await sql.query<{
    relname: string;
    relkind: string;
    attname: string;
    typname: string;
    notnull: boolean;
    hasdefault: boolean;
    identity: string;
    generated: string;
  }>(
    `select c.relname, c.relkind::text as relkind, a.attname, t.typname, a.attnotnull as notnull,
            a.atthasdef as hasdefault, a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attnum`,
    [schema],
  );
  const relations = new Map<string, CatalogRelation>();
  for (const c of columns.rows) {
    let relation = relations.get(c.relname);
    if (!relation) {
      relation = { name: c.relname, kind: c.relkind === 'r' || c.relkind === 'p' ? 'table' : 'view', columns: [], relationships: [] };
      relations.set(c.relname, relation);
    }
    const generated = c.identity === 'a' || c.generated === 's' ? 'always' : c.identity === 'd' ? 'by_default' : null;
    // A view's columns can always be null as far as the catalog knows, as `supabase gen types` says too.
    relation.columns.push({ name: c.attname, type: c.typname, nullable: relation.kind === 'view' || !c.notnull, hasDefault: c.hasdefault, generated });
  }

  const keys = await sql.query<{ conname: string; relname: string; columns: string[]; refname: string; refcolumns: string[]; one_to_one: boolean }>(
    `select k.conname, c.relname, r.relname as refname,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
                   join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
                   join pg_catalog.pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as refcolumns,
            exists (select 1 from pg_catalog.pg_constraint u
                     where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> k.conkey::int2[] and u.conkey::int2[] <@ k.conkey::int2[]) as one_to_one
       from pg_catalog.pg_constraint k
       join pg_catalog.pg_class c on c.oid = k.conrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_class r on r.oid = k.confrelid
       join pg_catalog.pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, k.conname`,
    [schema],
  );
  for (const k of keys.rows) {
    relations.get(k.relname)?.relationships.push({
      name: k.conname,
      columns: k.columns,
      isOneToOne: k.one_to_one,
      referencedRelation: k.refname,
      referencedColumns: k.refcolumns,
    });
  }

  const functions = await sql.query<{
    proname: string;
    argnames: string[] | null;
    argtypes: string[] | null;
    argmodes: string[] | null;
    defaults: number;
    default_exprs: string | null;
    rettype: string;
    retset: boolean;
    relname: string | null;
  }>(
    `select p.proname,
            p.proargnames::text[] as argnames,
            array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i)
                   join pg_catalog.pg_type t on t.oid = u.oid order by u.i) as argtypes,
            p.proargmodes::text[] as argmodes,
            p.pronargdefaults::int as defaults, pg_catalog.pg_get_expr(p.proargdefaults, 0) as default_exprs,
            rt.typname as rettype, p.proretset as retset,
            (select rc.relname from pg_catalog.pg_class rc where rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'v', 'm')) as relname
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)`,
    [schema],
  );
  const catalogFunctions: CatalogFunction[] = functions.rows.map((f) => {
    const types = f.argtypes ?? [];
    const modes = f.argmodes ?? types.map(() => 'i');
    const names = f.argnames ?? types.map(() => '');
    const inputs = types.map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] })).filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = types.map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] })).filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - f.defaults;
    const defaults = splitTopLevel(f.default_exprs ?? '');
    return {
      name: f.proname,
      args: inputs.map((a, i) => ({
        name: a.name,
        type: a.type,
        hasDefault: i >= firstDefault,
        defaultsToNull: i >= firstDefault && /^NULL(::.*)?$/.test(defaults[i - firstDefault] ?? ''),
      })),
      returns: f.rettype,
      returnsSet: f.retset,
      columns: outputs.length > 0 && f.rettype === 'record' ? outputs.map((o) => ({ name: o.name, type: o.type })) : null,
      setofRelation: f.relname,
    };
  });

  const enums = await sql.query<{ typname: string; labels: string[] }>(
    `select t.typname, array(select e.enumlabel::text from pg_catalog.pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
       from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 and t.typtype = 'e'
      order by t.typname`,
    [schema],
  );
  const composites = await sql.query<{ typname: string; attname: string; atttype: string }>(
    `select t.typname, a.attname, at.typname as atttype
       from pg_catalog.pg_type t
       join pg_catalog.pg_namespace n on n.oid = t.typnamespace
       join pg_catalog.pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type at on at.oid = a.atttypid
      where n.nspname = $1
      order by t.typname, a.attnum`,
    [schema],
  );
  const compositeMap = new Map<string, { name: string; type: string }[]>();
  for (const c of composites.rows) compositeMap.set(c.typname, [...(compositeMap.get(c.typname) ?? []), { name: c.attname, type: c.atttype }]);

  return {
    schema,
    relations: [...relations.values()],
    functions: catalogFunctions,
    enums: enums.rows.map((e) => ({ name: e.typname, values: e.labels })),
    composites: [...compositeMap].map(([name, attributes]) => ({ name, attributes })),
  };
}

/** pg_get_expr's list of default expressions, split at the commas between them (not those inside quotes or brackets). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "'") quoted = !quoted;
    else if (!quoted && (c === '(' || c === '[')) depth++;
    else if (!quoted && (c === ')' || c === ']')) depth--;
    else if (!quoted && depth === 0 && c === ',') {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (list.trim()) parts.push(list.slice(start).trim());
  return parts;
}
