/**
 * The read plan: the parsed `select` tree with each embed resolved to a relationship, and the
 * filters, order, limit and offset of the query string attached to the resource they name.
 */
import { ApiError } from './errors.ts';
import { parseField } from './parse-field.ts';
import { classifyParam, parseFilter, parseLogicTree, type Condition } from './parse-filters.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';
import { resolveRelationship } from './resource-embedding.ts';
import { isToOne, type Relationship, type SchemaCache } from './schema-cache.ts';

export type FieldItem = Extract<SelectItem, { type: 'field' }>;

export type OutputItem = { type: 'star' } | FieldItem | { type: 'embed'; embed: EmbedNode };

export interface ReadNode {
  /** The table or view whose columns and relationships apply; null for a function's scalar result. */
  relation: string | null;
  /** SQL alias of this resource in the generated query. */
  alias: string;
  items: OutputItem[];
  embeds: EmbedNode[];
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode {
  /** The key in the parent object: the alias, else the name used in `select`. */
  key: string;
  name: string;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  /** `name()` selects nothing: the embed only filters (with !inner) and is left out of the output. */
  hidden: boolean;
  node: ReadNode;
}

/** Per embedding path ('' for the top level): what the query string asks of that resource. */
export interface PathParams {
  where: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** Reads filters, logic trees, order, limit and offset from the query string, keyed by embedding path. */
export function collectPathParams(params: URLSearchParams, ignore: Set<string> = new Set()): Map<string, PathParams> {
  const byPath = new Map<string, PathParams>();
  const at = (path: string[]) => {
    const key = path.join('.');
    let entry = byPath.get(key);
    if (!entry) byPath.set(key, (entry = { where: [] }));
    return entry;
  };
  for (const [key, value] of params) {
    if (ignore.has(key)) continue;
    const target = classifyParam(key);
    switch (target.kind) {
      case 'select':
      case 'columns':
      case 'on_conflict':
        break;
      case 'order':
        at(target.path).order = parseOrder(value);
        break;
      case 'limit':
      case 'offset': {
        const n = Number(value);
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
          throw new ApiError(400, 'PGRST100', `"failed to parse ${target.kind} parameter (${value})"`, 'expected a non-negative integer');
        }
        at(target.path)[target.kind] = n;
        break;
      }
      case 'logic':
        at(target.path).where.push(parseLogicTree(target.logic, target.negate, value));
        break;
      case 'filter':
        at(target.path).where.push(parseFilter(parseField(target.field), value));
        break;
    }
  }
  return byPath;
}

export interface PlanOptions {
  cache: SchemaCache;
  relation: string | null;
  select: string | null;
  pathParams: Map<string, PathParams>;
  rootAlias?: string;
  /** PostgREST's db-aggregates-enabled: when false, an aggregate anywhere in `select` is PGRST123. */
  aggregates?: boolean;
  /** Reads only: every embedded resource is capped at db-max-rows too, as PostgREST caps each node of the tree. */
  maxRows?: number | null;
}

/** Builds the plan tree; every query-string path must name an embedded resource (else PGRST108). */
export function planRead(options: PlanOptions): ReadNode {
  const used = new Set<string>();
  let counter = 0;
  const build = (relation: string | null, alias: string, items: SelectItem[], path: string[]): ReadNode => {
    const key = path.join('.');
    used.add(key);
    const p = options.pathParams.get(key) ?? { where: [] };
    const node: ReadNode = { relation, alias, items: [], embeds: [], where: p.where, order: p.order ?? [], limit: p.limit, offset: p.offset };
    for (const item of items) {
      if (item.type === 'field' && item.aggregate && !options.aggregates) {
        throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null);
      }
      if (item.type !== 'embed') {
        node.items.push(item);
        continue;
      }
      if (!relation) {
        throw new ApiError(400, 'PGRST200', `Could not find a relationship for '${item.name}': the result is not a table`, null, null);
      }
      const relationship = resolveRelationship(options.cache, relation, item.name, item.hint);
      const toOne = isToOne(relationship);
      if (item.spread && !toOne) {
        throw new ApiError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          "'" + relation + "' and '" + item.name + "' do not form a many-to-one or one-to-one relationship",
          null,
        );
      }
      const keyName = item.alias ?? item.name;
      const childAlias = `${relationship.target}_${++counter}`;
      const childPath = [...path, keyName];
      // A query-string path may use the alias or, when the embed has one, also the plain name.
      const child = build(relationship.target, childAlias, item.children.length ? item.children : [], childPath);
      if (item.alias && options.pathParams.has([...path, item.name].join('.')) && !used.has([...path, item.name].join('.'))) {
        const extra = options.pathParams.get([...path, item.name].join('.'))!;
        used.add([...path, item.name].join('.'));
        child.where.push(...extra.where);
        child.order = extra.order ?? child.order;
        child.limit = extra.limit ?? child.limit;
        child.offset = extra.offset ?? child.offset;
      }
      if (options.maxRows) child.limit = Math.min(child.limit ?? Infinity, options.maxRows);
      const embed: EmbedNode = {
        key: keyName,
        name: item.name,
        relationship,
        toOne,
        inner: item.inner,
        spread: item.spread,
        hidden: item.children.length === 0,
        node: child,
      };
      node.embeds.push(embed);
      node.items.push({ type: 'embed', embed });
    }
    return node;
  };
  const root = build(options.relation, options.rootAlias ?? options.relation ?? 'pgrst_result', parseSelect(options.select), []);
  for (const key of options.pathParams.keys()) {
    if (!used.has(key)) {
      const name = key.split('.').pop();
      throw new ApiError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}
