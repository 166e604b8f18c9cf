/**
 * The grants matrix: which privileges each API role holds on each object in `public`, written once in
 * docs/grants.md, read here, and compared with what a database really grants. Since Supabase's 2026 default
 * (no automatic grants in `public`), a role can reach an object only through an explicit GRANT, so a new table
 * or function without a row in the matrix, or a grant nobody decided, is a difference this module reports.
 *
 * Pure: the query is a string the caller runs (tests through PostgreSQL or PGlite, the doctor against a live
 * project); nothing here does I/O.
 */

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export const GRANT_KINDS = ['table', 'view', 'sequence', 'function'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** One object's decision: per role, privileges such as `SELECT` or column grants such as `INSERT(email)`. */
export interface GrantMatrixRow {
  object: string;
  kind: GrantKind;
  grants: Record<ApiRole, string[]>;
}

/** Keyed by the normalised object name (see `normalizeObjectName`). */
export type GrantMatrix = Map<string, GrantMatrixRow>;

/**
 * One row of ACTUAL_GRANTS_SQL. Every object appears once with `role` and `privilege` null (so an object with
 * no grants at all is still seen), then once per privilege an API role holds on it, directly or through PUBLIC;
 * `column_name` is set for a column grant.
 */
export interface ActualGrantRow {
  object: string;
  kind: GrantKind;
  role: ApiRole | null;
  privilege: string | null;
  column_name: string | null;
}

const NONE = new Set(['', '—', '–', '-']);

/** `save_devotional(jsonb,uuid[])` and `save_devotional(jsonb, uuid[])` name one function. */
export function normalizeObjectName(name: string): string {
  return name
    .trim()
    .replace(/^`|`$/g, '')
    .replace(/^public\./, '')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+/g, ' ');
}

/** Splits `SELECT, INSERT(name, email)` on the commas outside parentheses. */
function splitPrivileges(cell: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of cell) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => !NONE.has(p));
}

/**
 * Expands one cell into atoms: `SELECT` stays, `INSERT(name, email)` becomes `INSERT(email)` and
 * `INSERT(name)`, so table and column grants compare one privilege at a time.
 */
export function privilegeAtoms(cell: string): string[] {
  const atoms: string[] = [];
  for (const part of splitPrivileges(cell.replace(/`/g, ''))) {
    const match = /^([A-Za-z ]+?)\s*(?:\(([^)]*)\))?$/.exec(part);
    if (!match) throw new Error(`grants matrix: cannot read the privilege "${part}"`);
    const privilege = match[1].trim().toUpperCase();
    if (match[2] === undefined) atoms.push(privilege);
    else {
      const columns = match[2]
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      if (columns.length === 0) throw new Error(`grants matrix: "${part}" names no column`);
      for (const column of columns) atoms.push(`${privilege}(${column})`);
    }
  }
  return [...new Set(atoms)].sort();
}

function cells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((c) => c.trim());
}

/**
 * Reads every markdown table whose header is `| object | kind | anon | authenticated | service_role |`.
 * Throws on a row it cannot read or an object listed twice: the matrix is the decision, so it must be exact.
 */
export function parseGrantMatrix(markdown: string): GrantMatrix {
  const matrix: GrantMatrix = new Map();
  const lines = markdown.split(/\r?\n/);
  let inTable = false;
  for (const [index, line] of lines.entries()) {
    if (!line.trim().startsWith('|')) {
      inTable = false;
      continue;
    }
    const row = cells(line);
    const header = row.map((c) => c.toLowerCase());
    if (header.join('|') === ['object', 'kind', ...API_ROLES].join('|')) {
      inTable = true;
      continue;
    }
    if (!inTable || row.every((c) => /^:?-{3,}:?$/.test(c))) continue;
    const where = `grants matrix line ${index + 1}`;
    if (row.length !== 5) throw new Error(`${where}: expected 5 cells, found ${row.length}`);
    const object = normalizeObjectName(row[0]);
    const kind = row[1].replace(/`/g, '').toLowerCase() as GrantKind;
    if (!object) throw new Error(`${where}: the object is empty`);
    if (!GRANT_KINDS.includes(kind)) throw new Error(`${where}: kind "${row[1]}" is not one of ${GRANT_KINDS.join(', ')}`);
    if (matrix.has(object)) throw new Error(`${where}: ${object} is listed twice`);
    const grants = Object.fromEntries(API_ROLES.map((role, i) => [role, privilegeAtoms(row[2 + i])])) as Record<ApiRole, string[]>;
    matrix.set(object, { object, kind, grants });
  }
  return matrix;
}

/**
 * Every table, view, sequence and function in `public` (extension members left out), and every privilege
 * anon, authenticated and service_role hold on it, column grants included. A grant to PUBLIC counts for every
 * API role: PostgreSQL still gives EXECUTE on a new function to PUBLIC by default, and that reaches the API.
 * An object whose ACL was never set has its built-in default (acldefault), which is what PostgreSQL checks.
 */
export const ACTUAL_GRANTS_SQL = `
with api_roles(role) as (values ('anon'), ('authenticated'), ('service_role')),
objects as (
  select c.oid, c.relname::text as object,
         case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'view' else 'table' end as kind,
         coalesce(c.relacl, pg_catalog.acldefault(case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner)) as acl
    from pg_catalog.pg_class c
   where c.relnamespace = 'public'::regnamespace
     and c.relkind in ('r', 'p', 'v', 'm', 'S')
     and not exists (select 1 from pg_catalog.pg_depend d
                      where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  union all
  select p.oid,
         p.proname::text || '(' || coalesce((
           select string_agg(pg_catalog.format_type(a.type, null), ', ' order by a.n)
             from unnest(p.proargtypes::oid[]) with ordinality as a(type, n)), '') || ')',
         'function',
         coalesce(p.proacl, pg_catalog.acldefault('f'::"char", p.proowner))
    from pg_catalog.pg_proc p
   where p.pronamespace = 'public'::regnamespace
     and not exists (select 1 from pg_catalog.pg_depend d
                      where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
)
select o.object, o.kind, null::text as role, null::text as privilege, null::text as column_name
  from objects o
union all
select o.object, o.kind, r.role, g.privilege_type::text, null::text
  from objects o
  cross join lateral pg_catalog.aclexplode(o.acl) g
  join api_roles r on g.grantee = 0 or g.grantee = (select ro.oid from pg_catalog.pg_roles ro where ro.rolname = r.role)
union all
select o.object, o.kind, r.role, g.privilege_type::text, att.attname::text
  from objects o
  join pg_catalog.pg_attribute att on att.attrelid = o.oid and o.kind <> 'function'
  cross join lateral pg_catalog.aclexplode(att.attacl) g
  join api_roles r on g.grantee = 0 or g.grantee = (select ro.oid from pg_catalog.pg_roles ro where ro.rolname = r.role)
 where att.attacl is not null and att.attnum > 0 and not att.attisdropped
order by 1, 3, 4, 5
`;

/**
 * One readable line per difference between the matrix and the database: objects without a decision, decided
 * objects that do not exist, kinds that differ, and per role each privilege granted but not decided or decided
 * but not granted. Empty when they agree.
 */
export function compareGrants(expected: GrantMatrix, actualRows: readonly ActualGrantRow[]): string[] {
  const actual = new Map<string, { kind: GrantKind; grants: Record<ApiRole, Set<string>> }>();
  for (const row of actualRows) {
    const object = normalizeObjectName(row.object);
    let entry = actual.get(object);
    if (!entry) {
      entry = { kind: row.kind, grants: { anon: new Set(), authenticated: new Set(), service_role: new Set() } };
      actual.set(object, entry);
    }
    if (row.role && row.privilege) {
      const privilege = row.privilege.toUpperCase();
      entry.grants[row.role].add(row.column_name ? `${privilege}(${row.column_name})` : privilege);
    }
  }
  const differences: string[] = [];
  const objects = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  for (const object of objects) {
    const want = expected.get(object);
    const have = actual.get(object);
    if (!want && have) {
      const held = API_ROLES.filter((r) => have.grants[r].size).map((r) => `${r}: ${[...have.grants[r]].sort().join(', ')}`);
      differences.push(`${have.kind} ${object} has no row in the grants matrix${held.length ? ` (grants ${held.join('; ')})` : ''}`);
      continue;
    }
    if (want && !have) {
      differences.push(`${want.kind} ${object} is in the grants matrix but not in the database`);
      continue;
    }
    if (!want || !have) continue;
    if (want.kind !== have.kind) differences.push(`${object} is a ${have.kind} in the database but a ${want.kind} in the grants matrix`);
    for (const role of API_ROLES) {
      const wanted = new Set(want.grants[role]);
      const extra = [...have.grants[role]].filter((p) => !wanted.has(p)).sort();
      const missing = [...wanted].filter((p) => !have.grants[role].has(p)).sort();
      if (extra.length) differences.push(`${object}: ${role} holds ${extra.join(', ')}, which the grants matrix does not give`);
      if (missing.length) differences.push(`${object}: ${role} lacks ${missing.join(', ')}, which the grants matrix gives`);
    }
  }
  return differences;
}
