/**
 * Renders a type catalog as the TypeScript `supabase gen types typescript` writes, so `createClient<Database>` types
 * every `.from()`, `.select()` and `.rpc()` by the schema: `Database['public']['Tables'][T]['Row' | 'Insert' | 'Update']`,
 * Views, Functions, Enums and CompositeTypes, plus the CLI's helper types (`Tables<'devotionals'>`, ...).
 */
import type { CatalogColumn, CatalogFunction, TypeCatalog } from './type-catalog.ts';

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const BOOLEAN = new Set(['bool']);
const JSON_TYPES = new Set(['json', 'jsonb']);

/** The TypeScript for one PostgreSQL type name, as PostgREST sends its values in JSON. */
export function tsType(pgType: string, catalog: TypeCatalog): string {
  if (pgType.startsWith('_')) return `${tsType(pgType.slice(1), catalog)}[]`;
  if (BOOLEAN.has(pgType)) return 'boolean';
  if (NUMBER.has(pgType)) return 'number';
  if (JSON_TYPES.has(pgType)) return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (catalog.enums.some((e) => e.name === pgType)) return `Database[${q(catalog.schema)}]["Enums"][${q(pgType)}]`;
  if (catalog.composites.some((c) => c.name === pgType)) return `Database[${q(catalog.schema)}]["CompositeTypes"][${q(pgType)}]`;
  // text, varchar, uuid, dates and times, intervals, bytea, inet, tsvector...: strings on the wire.
  return 'string';
}

const q = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : q(s));
const indent = (text: string, by: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(by) + line : line))
    .join('\n');

function block(entries: string[], empty = '[_ in never]: never'): string {
  return entries.length ? `{\n${indent(entries.join('\n'), 2)}\n}` : `{\n  ${empty}\n}`;
}

function columnType(c: CatalogColumn, catalog: TypeCatalog): string {
  return tsType(c.type, catalog) + (c.nullable ? ' | null' : '');
}

function row(columns: CatalogColumn[], catalog: TypeCatalog): string {
  return block(columns.map((c) => `${key(c.name)}: ${columnType(c, catalog)}`));
}

function insert(columns: CatalogColumn[], catalog: TypeCatalog): string {
  return block(
    columns.map((c) => {
      if (c.generated === 'always') return `${key(c.name)}?: never`;
      const optional = c.nullable || c.hasDefault || c.generated === 'by_default';
      return `${key(c.name)}${optional ? '?' : ''}: ${columnType(c, catalog)}`;
    }),
  );
}

function update(columns: CatalogColumn[], catalog: TypeCatalog): string {
  return block(columns.map((c) => (c.generated === 'always' ? `${key(c.name)}?: never` : `${key(c.name)}?: ${columnType(c, catalog)}`)));
}

function relationships(relation: TypeCatalog['relations'][number]): string {
  if (!relation.relationships.length) return '[]';
  const items = relation.relationships.map((r) =>
    [
      '{',
      `  foreignKeyName: ${q(r.name)}`,
      `  columns: [${r.columns.map(q).join(', ')}]`,
      `  isOneToOne: ${r.isOneToOne}`,
      `  referencedRelation: ${q(r.referencedRelation)}`,
      `  referencedColumns: [${r.referencedColumns.map(q).join(', ')}]`,
      '},',
    ].join('\n'),
  );
  return `[\n${indent(items.join('\n'), 2)}\n]`;
}

function functionReturns(f: CatalogFunction, catalog: TypeCatalog): string {
  if (f.columns) return `${block(f.columns.map((c) => `${key(c.name)}: ${tsType(c.type, catalog)}`))}${f.returnsSet ? '[]' : ''}`;
  if (f.setofRelation) {
    const relation = catalog.relations.find((r) => r.name === f.setofRelation);
    if (relation) return `${row(relation.columns, catalog)}${f.returnsSet ? '[]' : ''}`;
  }
  return `${tsType(f.returns, catalog)}${f.returnsSet ? '[]' : ''}`;
}

function functionEntry(f: CatalogFunction, catalog: TypeCatalog): string {
  const named = f.args.filter((a) => a.name);
  const args = named.length
    ? block(named.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, catalog)}${a.defaultsToNull ? ' | null' : ''}`))
    : 'never';
  return `{\n  Args: ${indent(args, 2).trimStart()}\n  Returns: ${indent(functionReturns(f, catalog), 2).trimStart()}\n}`;
}

function functions(catalog: TypeCatalog): string {
  const byName = new Map<string, CatalogFunction[]>();
  for (const f of catalog.functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  return block(
    [...byName].map(([name, overloads]) =>
      overloads.length === 1
        ? `${key(name)}: ${indent(functionEntry(overloads[0], catalog), 2).trimStart()}`
        : `${key(name)}:\n${indent(overloads.map((f) => `| ${indent(functionEntry(f, catalog), 2).trimStart()}`).join('\n'), 2)}`,
    ),
  );
}

function schemaBlock(catalog: TypeCatalog): string {
  const tables = catalog.relations.filter((r) => r.kind === 'table');
  const views = catalog.relations.filter((r) => r.kind === 'view');
  return block([
    `Tables: ${block(tables.map((t) => `${key(t.name)}: {\n  Row: ${indent(row(t.columns, catalog), 2).trimStart()}\n  Insert: ${indent(insert(t.columns, catalog), 2).trimStart()}\n  Update: ${indent(update(t.columns, catalog), 2).trimStart()}\n  Relationships: ${indent(relationships(t), 2).trimStart()}\n}`))}`,
    `Views: ${block(views.map((v) => `${key(v.name)}: {\n  Row: ${indent(row(v.columns, catalog), 2).trimStart()}\n  Relationships: ${indent(relationships(v), 2).trimStart()}\n}`))}`,
    `Functions: ${functions(catalog)}`,
    `Enums: ${block(catalog.enums.map((e) => `${key(e.name)}: ${e.values.map(q).join(' | ')}`))}`,
    `CompositeTypes: ${block(catalog.composites.map((c) => `${key(c.name)}: ${block(c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, catalog)} | null`))}`))}`,
  ]);
}

/** Shorthands for the default schema, named as the CLI names them: `Tables<'devotionals'>` is a row. */
const HELPERS = `
type PublicSchema = Database["public"]

export type Tables<Name extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[Name] extends { Row: infer R } ? R : never

export type TablesInsert<Name extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][Name]["Insert"]

export type TablesUpdate<Name extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][Name]["Update"]

export type Enums<Name extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][Name]
`;

/** PostgREST's version as supabase-js reads it from the generated types (the features its types may assume). */
export const POSTGREST_VERSION = '13';

export function renderDatabaseTypes(catalog: TypeCatalog): string {
  return [
    '// Generated by `npm run gen:types` from the schema supabase/migrations make (scripts/gen-types.ts). Do not edit:',
    '// change a migration and run the command again.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    `export type Database = ${block([
      '// Lets createClient<Database> infer the PostgREST version its query types may assume.',
      `__InternalSupabase: {\n  PostgrestVersion: ${q(POSTGREST_VERSION)}\n}`,
      `${key(catalog.schema)}: ${schemaBlock(catalog)}`,
    ])}`,
    HELPERS,
  ].join('\n');
}
