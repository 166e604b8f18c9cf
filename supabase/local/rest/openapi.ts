/**
 * `GET /rest/v1/`: the OpenAPI (Swagger 2.0) description PostgREST serves for the exposed schema —
 * one definition per table and view with its columns' types, and paths for each table and each function.
 */
import type { Column, RoutineDef, SchemaCache, Table } from './schema-cache.ts';

type Schema = Record<string, unknown>;

/** PostgreSQL types to Swagger types, as PostgREST maps them. */
function swaggerType(pgType: string): { type: string; items?: Schema } {
  if (pgType.endsWith('[]')) return { type: 'array', items: swaggerType(pgType.slice(0, -2)) };
  if (['integer', 'smallint', 'bigint'].includes(pgType)) return { type: 'integer' };
  if (['numeric', 'real', 'double precision'].includes(pgType) || pgType.startsWith('numeric(')) return { type: 'number' };
  if (pgType === 'boolean') return { type: 'boolean' };
  if (pgType === 'json' || pgType === 'jsonb') return { type: 'any' as string };
  return { type: 'string' };
}

function columnSchema(table: Table, column: Column, cache: SchemaCache): Schema {
  const { type, items } = swaggerType(column.type);
  const schema: Schema = { format: column.type, type };
  if (items) schema.items = items;
  if (type === 'any') delete schema.type;
  if (column.default !== null) schema.default = column.default;
  if (column.enumValues.length) schema.enum = column.enumValues;
  const notes: string[] = [];
  if (column.description) notes.push(column.description);
  if (table.primaryKey.includes(column.name)) notes.push('Note:\nThis is a Primary Key.<pk/>');
  const fk = cache.foreignKeys.find((f) => f.table === table.name && f.columns.length === 1 && f.columns[0] === column.name);
  if (fk) notes.push(`Note:\nThis is a Foreign Key to \`${fk.refTable}.${fk.refColumns[0]}\`.<fk table='${fk.refTable}' column='${fk.refColumns[0]}'/>`);
  if (notes.length) schema.description = notes.join('\n\n');
  return schema;
}

function definition(table: Table, cache: SchemaCache): Schema {
  const properties: Record<string, Schema> = {};
  for (const c of table.columns) properties[c.name] = columnSchema(table, c, cache);
  const required = table.columns.filter((c) => !c.nullable && c.default === null && !c.generated).map((c) => c.name);
  const def: Schema = { properties, type: 'object' };
  if (required.length) def.required = required;
  if (table.description) def.description = table.description;
  return def;
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function tablePaths(table: Table): Schema {
  const rowFilters = table.columns.map((c) => ({ $ref: `#/parameters/rowFilter.${table.name}.${c.name}` }));
  const tag = [table.name];
  const ok = {
    '200': { description: 'OK', schema: { items: { $ref: `#/definitions/${table.name}` }, type: 'array' } },
    '206': { description: 'Partial Content' },
  };
  const body = { $ref: `#/parameters/body.${table.name}` };
  const paths: Schema = {
    get: {
      tags: tag,
      summary: table.description ?? undefined,
      parameters: [...rowFilters, ref('select'), ref('order'), ref('range'), ref('rangeUnit'), ref('offset'), ref('limit'), ref('preferCount')],
      responses: ok,
    },
  };
  if (table.kind === 'table' || table.insertable) {
    paths.post = { tags: tag, parameters: [body, ref('select'), ref('preferPost')], responses: { '201': { description: 'Created' } } };
  }
  if (table.kind === 'table' || table.updatable) {
    paths.patch = { tags: tag, parameters: [...rowFilters, body, ref('preferReturn')], responses: { '204': { description: 'No Content' } } };
  }
  if (table.kind === 'table' || table.deletable) {
    paths.delete = { tags: tag, parameters: [...rowFilters, ref('preferReturn')], responses: { '204': { description: 'No Content' } } };
  }
  return paths;
}

function routinePaths(routine: RoutineDef): Schema {
  const properties: Record<string, Schema> = {};
  for (const a of routine.args) if (a.name) properties[a.name] = { format: a.type, ...swaggerType(a.type) };
  const required = routine.args.filter((a) => a.name && !a.hasDefault).map((a) => a.name);
  const tags = ['(rpc) ' + routine.name];
  const paths: Schema = {
    post: {
      tags,
      summary: routine.description ?? undefined,
      parameters: [
        { in: 'body', name: 'args', required: true, schema: { properties, ...(required.length ? { required } : {}), type: 'object' } },
        ref('preferParams'),
      ],
      produces: ['application/json', 'application/vnd.pgrst.object+json'],
      responses: { '200': { description: 'OK' } },
    },
  };
  if (routine.volatility !== 'volatile') {
    paths.get = {
      tags,
      summary: routine.description ?? undefined,
      parameters: routine.args
        .filter((a) => a.name)
        .map((a) => ({ format: a.type, in: 'query', name: a.name, required: !a.hasDefault, type: swaggerType(a.type).type })),
      responses: { '200': { description: 'OK' } },
    };
  }
  return paths;
}

export function openApiDocument(cache: SchemaCache, baseUrl: string): Schema {
  const tables = [...cache.tables.values()].sort((a, b) => a.name.localeCompare(b.name));
  const definitions: Record<string, Schema> = {};
  const paths: Record<string, Schema> = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  const parameters: Record<string, Schema> = {
    preferParams: { name: 'Prefer', description: 'Preference', required: false, enum: ['params=single-object'], in: 'header', type: 'string' },
    preferReturn: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: ['return=representation', 'return=minimal', 'return=none'],
      in: 'header',
      type: 'string',
    },
    preferCount: { name: 'Prefer', description: 'Preference', required: false, enum: ['count=none'], in: 'header', type: 'string' },
    preferPost: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: ['return=representation', 'return=minimal', 'return=none', 'resolution=ignore-duplicates', 'resolution=merge-duplicates'],
      in: 'header',
      type: 'string',
    },
    select: { name: 'select', description: 'Filtering Columns', required: false, in: 'query', type: 'string' },
    on_conflict: { name: 'on_conflict', description: 'On Conflict', required: false, in: 'query', type: 'string' },
    order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
    range: { name: 'Range', description: 'Limiting and Pagination', required: false, in: 'header', type: 'string' },
    rangeUnit: { name: 'Range-Unit', description: 'Limiting and Pagination', required: false, default: 'items', in: 'header', type: 'string' },
    offset: { name: 'offset', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
    limit: { name: 'limit', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
  };
  for (const table of tables) {
    definitions[table.name] = definition(table, cache);
    paths[`/${table.name}`] = tablePaths(table);
    parameters[`body.${table.name}`] = {
      name: table.name,
      description: table.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${table.name}` },
    };
    for (const c of table.columns) {
      parameters[`rowFilter.${table.name}.${c.name}`] = { name: c.name, required: false, format: c.type, in: 'query', type: 'string' };
    }
  }
  for (const [name, overloads] of [...cache.functions.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    paths[`/rpc/${name}`] = routinePaths(overloads[0]);
  }
  const url = new URL(baseUrl || 'http://localhost');
  return {
    swagger: '2.0',
    info: { description: '', title: 'standard public schema', version: '12.2.0 (supabase/local)' },
    host: url.host,
    basePath: '/rest/v1/',
    schemes: [url.protocol.replace(':', '')],
    consumes: ['application/json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
    parameters,
    externalDocs: { description: 'PostgREST Documentation', url: 'https://postgrest.org/en/v12/references/api.html' },
  };
}
