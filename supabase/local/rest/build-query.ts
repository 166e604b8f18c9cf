/**
 * Turns a read plan into one parameterised SELECT that makes Postgres produce the JSON body itself
 * (json_agg / to_json, like PostgREST), so every value is formatted by Postgres. Identifiers are always
 * quoted; every value from the request is a bind parameter.
 */
import { ApiError } from './errors.ts';
import type { Field } from './parse-field.ts';
import type { Condition, Filter } from './parse-filters.ts';
import type { OrderTerm } from './parse-order.ts';
import type { EmbedNode, FieldItem, ReadNode } from './read-plan.ts';
import { joinColumns, type Relationship, type SchemaCache } from './schema-cache.ts';

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  // A NUL byte cannot travel in the wire protocol's query text: refuse it rather than let it cut the statement.
  if (name.includes('\0')) throw new ApiError(400, 'PGRST100', '"failed to parse identifier"', 'identifiers may not contain a NUL byte', null);
  return `"${name.replace(/"/g, '""')}"`;
}

/** SQL's keyword spellings of built-in types, which only exist unquoted, mapped to their catalog names. */
const TYPE_KEYWORDS: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  decimal: 'numeric',
  dec: 'numeric',
  char: 'bpchar',
  character: 'bpchar',
};

/**
 * A `::type` cast from `select`: already restricted to an identifier (optionally `[]`), resolved from SQL's
 * keyword spellings to the catalog name, and quoted, so it can only ever name a type.
 */
export function castSql(cast: string): string {
  const array = cast.endsWith('[]');
  const name = (array ? cast.slice(0, -2) : cast).toLowerCase();
  return `${ident(TYPE_KEYWORDS[name] ?? name)}${array ? '[]' : ''}`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

export interface BuildContext {
  params: Params;
  cache: SchemaCache;
}

export function fieldSql(alias: string, field: Field, params: Params): string {
  let sql = `${ident(alias)}.${ident(field.column)}`;
  for (const step of field.jsonPath) {
    // Array indexes stay integers (data->0); object keys are bound as text.
    const key = /^-?\d+$/.test(step.key) ? String(Number(step.key)) : `${params.add(step.key)}::text`;
    sql += `${step.arrow}${key}`;
  }
  return field.jsonPath.length ? `(${sql})` : sql;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TSQUERY: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function columnType(ctx: BuildContext, node: ReadNode, column: string): string | undefined {
  return node.relation ? ctx.cache.tables.get(node.relation)?.columns.find((c) => c.name === column)?.typeName : undefined;
}

function filterSql(filter: Filter, node: ReadNode, ctx: BuildContext, embedSql: Map<string, string>): string {
  const { params } = ctx;
  const embedBody = !filter.field.jsonPath.length ? embedSql.get(filter.field.column) : undefined;
  const target = embedBody ?? fieldSql(node.alias, filter.field, params);
  const value = filter.value;
  let sql: string;
  if (filter.op === 'is') {
    const v = (value as string).toLowerCase();
    sql = v === 'not_null' ? `${target} is not null` : `${target} is ${v}`;
  } else if (embedBody) {
    throw new ApiError(
      400,
      'PGRST100',
      `"failed to parse filter (${filter.op}.${value})"`,
      `only "is.null" and "not.is.null" filters apply to the embedded resource '${filter.field.column}'`,
    );
  } else if (filter.op === 'in') {
    const list = value as string[];
    sql = list.length ? `${target} in (${list.map((v) => params.add(v)).join(', ')})` : 'false';
  } else if (filter.op in TSQUERY) {
    const query = filter.language
      ? `${TSQUERY[filter.op]}(${params.add(filter.language)}::regconfig, ${params.add(value)})`
      : `${TSQUERY[filter.op]}(${params.add(value)})`;
    const isVector = columnType(ctx, node, filter.field.column) === 'tsvector' && !filter.field.jsonPath.length;
    const vector = isVector ? target : filter.language ? `to_tsvector(${params.add(filter.language)}::regconfig, ${target})` : `to_tsvector(${target})`;
    sql = `${vector} @@ ${query}`;
  } else {
    const op = COMPARISONS[filter.op];
    const bind = (v: string) => params.add(filter.op === 'like' || filter.op === 'ilike' ? v.replace(/\*/g, '%') : v);
    if (filter.modifier) {
      const list = value as string[];
      const joiner = filter.modifier === 'any' ? ' or ' : ' and ';
      sql = list.length ? `(${list.map((v) => `${target} ${op} ${bind(v)}`).join(joiner)})` : filter.modifier === 'any' ? 'false' : 'true';
    } else {
      sql = `${target} ${op} ${bind(value as string)}`;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function conditionSql(cond: Condition, node: ReadNode, ctx: BuildContext, embedSql: Map<string, string> = new Map()): string {
  if (cond.kind === 'filter') return filterSql(cond, node, ctx, embedSql);
  const parts = cond.children.map((c) => conditionSql(c, node, ctx, embedSql));
  const sql = parts.length ? `(${parts.join(cond.kind === 'and' ? ' and ' : ' or ')})` : cond.kind === 'and' ? 'true' : 'false';
  return cond.negate ? `not ${sql}` : sql;
}

/** SQL conditions tying an embedded resource (childAlias) to its parent row (parentAlias). */
export function joinConditions(schema: string, rel: Relationship, parentAlias: string, childAlias: string, suffix: string): string[] {
  if (rel.kind === 'many-to-many') {
    const j = `${rel.junction}_${suffix}`;
    const toTarget = rel.targetFk.columns.map((c, i) => `${ident(j)}.${ident(c)} = ${ident(childAlias)}.${ident(rel.targetFk.refColumns[i])}`);
    const toSource = rel.sourceFk.columns.map((c, i) => `${ident(j)}.${ident(c)} = ${ident(parentAlias)}.${ident(rel.sourceFk.refColumns[i])}`);
    return [`exists (select 1 from ${qualified(schema, rel.junction)} as ${ident(j)} where ${[...toTarget, ...toSource].join(' and ')})`];
  }
  return joinColumns(rel).map(([src, tgt]) => `${ident(childAlias)}.${ident(tgt)} = ${ident(parentAlias)}.${ident(src)}`);
}

function lateralAlias(embed: EmbedNode): string {
  return `${embed.node.alias}_body`;
}

/** A selected field's key in the output: its alias, else the aggregate's name, else the last JSON key or the column. */
function fieldItemName(item: FieldItem): string {
  if (item.alias !== undefined) return item.alias;
  if (item.aggregate) return item.aggregate;
  return item.field.jsonPath.length ? item.field.jsonPath[item.field.jsonPath.length - 1].key : item.field.column;
}

/** Names a row source outputs, for spreading an embed's columns into its parent. */
function outputNames(node: ReadNode, ctx: BuildContext): string[] {
  const names: string[] = [];
  for (const item of node.items) {
    if (item.type === 'star') {
      const table = node.relation ? ctx.cache.tables.get(node.relation) : undefined;
      names.push(...(table?.columns.map((c) => c.name) ?? []));
    } else if (item.type === 'field') {
      names.push(fieldItemName(item));
    } else if (!item.embed.hidden) {
      if (item.embed.spread) names.push(...outputNames(item.embed.node, ctx));
      else names.push(item.embed.key);
    }
  }
  return names;
}

function orderTermSql(term: OrderTerm, node: ReadNode, ctx: BuildContext): string {
  let expr: string;
  if (term.relation) {
    const embed = node.embeds.find((e) => e.key === term.relation || e.name === term.relation);
    if (!embed || !embed.toOne) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.relation}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        null,
      );
    }
    const alias = `${embed.node.alias}_order`;
    const conds = joinConditions(ctx.cache.schema, embed.relationship, node.alias, alias, 'order');
    expr = `(select ${fieldSql(alias, term.field, ctx.params)} from ${qualified(ctx.cache.schema, embed.relationship.target)} as ${ident(alias)} where ${conds.join(' and ')} limit 1)`;
  } else {
    expr = fieldSql(node.alias, term.field, ctx.params);
  }
  return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
}

export interface RowSourceOptions {
  /** A complete FROM item including its alias, e.g. `"public"."films" as "films"`. */
  from: string;
  extraWhere?: string[];
  /** Only the rows matter (for counting): no columns, order or paging. */
  forCount?: boolean;
  /** Skip this node's own limit/offset (the top level pages through the Range header instead). */
  page?: { limit?: number; offset?: number };
}

/**
 * Aggregates in a spread embed are hoisted to the parent, as PostgREST does (`select=region,...sales(amount.sum())`
 * sums per region, not per sale): the child outputs the plain column under a hidden name and the parent aggregates
 * it. `count()` of a spread stays where it is.
 */
function hoistSpreadAggregates(child: ReadNode): { node: ReadNode; hoisted: Map<string, FieldItem> } {
  const hoisted = new Map<string, FieldItem>();
  const items = child.items.map((item) => {
    if (item.type !== 'field' || !item.aggregate || item.field.column === '*') return item;
    const hidden = `pgrst_hoisted_${hoisted.size + 1}`;
    hoisted.set(hidden, item);
    return { ...item, aggregate: undefined, aggregateCast: undefined, alias: hidden };
  });
  return { node: hoisted.size ? { ...child, items } : child, hoisted };
}

/** SELECT producing one row per resource row with the requested columns and embedded JSON. */
export function rowSource(node: ReadNode, ctx: BuildContext, opts: RowSourceOptions): string {
  const joins: string[] = [];
  const embedSql = new Map<string, string>();
  const columns: string[] = [];
  const spreads = new Map<EmbedNode, { node: ReadNode; hoisted: Map<string, FieldItem> }>();
  for (const embed of node.embeds) {
    let child = embed.node;
    if (embed.spread) {
      const spread = hoistSpreadAggregates(child);
      spreads.set(embed, spread);
      child = spread.node;
    }
    const alias = lateralAlias(embed);
    const childSource = rowSource(child, ctx, {
      from: `${qualified(ctx.cache.schema, embed.relationship.target)} as ${ident(child.alias)}`,
      extraWhere: joinConditions(ctx.cache.schema, embed.relationship, node.alias, child.alias, child.alias),
      page: { limit: child.limit, offset: child.offset },
    });
    if (embed.spread) {
      joins.push(`left join lateral (${childSource}) as ${ident(alias)} on true`);
      embedSql.set(embed.key, `${ident(alias)}`);
      continue;
    }
    const agg = embed.toOne ? `to_json("pgrst_row")` : `json_agg("pgrst_row")`;
    const lateral = `(select ${agg} as "body" from (${childSource}) as "pgrst_row")`;
    if (embed.inner) joins.push(`inner join lateral ${lateral} as ${ident(alias)} on ${ident(alias)}."body" is not null`);
    else joins.push(`left join lateral ${lateral} as ${ident(alias)} on true`);
    embedSql.set(embed.key, `${ident(alias)}."body"`);
    if (embed.key !== embed.name) embedSql.set(embed.name, `${ident(alias)}."body"`);
  }
  const groupBy: string[] = [];
  if (!opts.forCount) {
    // With an aggregate in this resource's select, every other selected column (and embed) groups, as in PostgREST.
    const aggregated = node.items.some((i) => i.type === 'field' && i.aggregate) || [...spreads.entries()].some(([e, s]) => !e.hidden && s.hoisted.size > 0);
    const table = node.relation ? ctx.cache.tables.get(node.relation) : undefined;
    for (const item of node.items) {
      if (item.type === 'star') {
        if (!aggregated) columns.push(`${ident(node.alias)}.*`);
        else {
          for (const c of table?.columns ?? []) {
            const column = `${ident(node.alias)}.${ident(c.name)}`;
            columns.push(`${column} as ${ident(c.name)}`);
            groupBy.push(column);
          }
        }
      } else if (item.type === 'field') {
        const value = item.field.column === '*' && item.aggregate === 'count' ? '*' : fieldSql(node.alias, item.field, ctx.params);
        const cast = item.cast ? `(${value})::${castSql(item.cast)}` : value;
        let expr = cast;
        if (item.aggregate) {
          expr = `${item.aggregate}(${cast})`;
          if (item.aggregateCast) expr = `(${expr})::${castSql(item.aggregateCast)}`;
        } else if (aggregated) {
          // PostgreSQL's GROUP BY rule: an alias names the output expression unless an input column has that name.
          const aliasIsColumn = item.alias !== undefined && !!table?.columns.some((c) => c.name === item.alias);
          groupBy.push(item.alias === undefined ? value : aliasIsColumn ? `${ident(node.alias)}.${ident(item.alias)}` : cast);
        }
        columns.push(`${expr} as ${ident(fieldItemName(item))}`);
      } else if (!item.embed.hidden) {
        const embed = item.embed;
        const alias = ident(lateralAlias(embed));
        if (embed.spread) {
          const spread = spreads.get(embed)!;
          for (const name of outputNames(spread.node, ctx)) {
            const hoisted = spread.hoisted.get(name);
            if (hoisted) {
              let expr = `${hoisted.aggregate}(${alias}.${ident(name)})`;
              if (hoisted.aggregateCast) expr = `(${expr})::${castSql(hoisted.aggregateCast)}`;
              columns.push(`${expr} as ${ident(hoisted.alias ?? hoisted.aggregate!)}`);
              continue;
            }
            columns.push(`${alias}.${ident(name)} as ${ident(name)}`);
            if (aggregated) groupBy.push(`${alias}.${ident(name)}`);
          }
        } else {
          // As PostgREST v12: embedded resources are jsonb (key order and spacing of jsonb, in JSON and CSV alike).
          const body = embed.toOne ? `${alias}."body"::jsonb` : `coalesce(${alias}."body", '[]'::json)::jsonb`;
          columns.push(`${body} as ${ident(embed.key)}`);
          if (aggregated) groupBy.push(body);
        }
      }
    }
  }
  const where = [...(opts.extraWhere ?? []), ...node.where.map((c) => conditionSql(c, node, ctx, embedSql))];
  let sql = `select ${opts.forCount ? '1' : columns.join(', ')} from ${opts.from}`;
  if (joins.length) sql += ` ${joins.join(' ')}`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  if (groupBy.length) sql += ` group by ${groupBy.join(', ')}`;
  if (!opts.forCount) {
    if (node.order.length) sql += ` order by ${node.order.map((t) => orderTermSql(t, node, ctx)).join(', ')}`;
    const page = opts.page ?? {};
    if (page.limit !== undefined) sql += ` limit ${ctx.params.add(page.limit)}::bigint`;
    if (page.offset !== undefined && page.offset > 0) sql += ` offset ${ctx.params.add(page.offset)}::bigint`;
  }
  return sql;
}

/**
 * `text/csv` as PostgREST builds it in SQL: a header of the first row's column names joined by commas, then each
 * row's own PostgreSQL text output (the record's, without its parentheses), so values read as PostgreSQL prints
 * them (`t`/`f`, `{a,b}`, timestamps with a space) and are quoted by PostgreSQL's record rules.
 */
const CSV_COLUMN =
  `(select coalesce(string_agg("pgrst_k", ','), '') from json_object_keys((array_agg(row_to_json("pgrst_t")))[1]) as "pgrst_k") || chr(10) || ` +
  `coalesce(string_agg(substring("pgrst_t"::text, 2, length("pgrst_t"::text) - 2), chr(10)), '') as csv`;

/**
 * The top-level statement: the JSON array body, the number of rows in it, and (when exactly one row)
 * that row alone, for `Accept: application/vnd.pgrst.object+json`; with `csv`, also the CSV body.
 */
export function aggregateSql(source: string, scalarColumn?: string, csv = false): string {
  const value = scalarColumn ? `"pgrst_t".${ident(scalarColumn)}` : `"pgrst_t"`;
  return (
    `select coalesce(json_agg(${value}), '[]')::text as body, count(*)::int as page_total, ` +
    `case when count(*) = 1 then (array_agg(to_json(${value})))[1]::text end as single` +
    (csv ? `, ${CSV_COLUMN} ` : ' ') +
    `from (${source}) as "pgrst_t"`
  );
}
