/**
 * The `select` query parameter: vertical filtering (columns, aliases, casts, JSON paths)
 * and resource embedding (`alias:table!hint!inner(...)`, spread `...table(...)`).
 */
import { ApiError } from './errors.ts';
import { parseField, splitTopLevel, unquote, type Field } from './parse-field.ts';

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'field';
      field: Field;
      alias?: string;
      /** `col::type`: cast of the column, before any aggregate. */
      cast?: string;
      /** `col.sum()`, `count()` (whose field is `*`). */
      aggregate?: AggregateFunction;
      /** `col.sum()::type`: cast of the aggregate's result. */
      aggregateCast?: string;
    }
  | { type: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; spread: boolean; children: SelectItem[] };

/** PostgREST accepts one type name after `::`: an identifier, optionally an array of it. */
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

/** `count()` or `….sum()` at the end of an item, with an optional `::cast` of the result (checked against CAST). */
const AGGREGATE = /(?:^|(?<=\.))(count|sum|avg|min|max)\(\)(?:::([^:]*))?$/;

/** Embeds nested deeper than this are refused (400) before they reach the planner or the database. */
export const MAX_SELECT_DEPTH = 16;

function selectError(input: string, details: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse select parameter (${input})"`, details);
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ type: 'star' }];
  return parseList(stripWhitespace(input), input, 0);
}

/** Drops whitespace outside double-quoted names; inside them a backslash escapes the next character. */
export function stripWhitespace(input: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      out += ch;
      if (ch === '\\' && i + 1 < input.length) out += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (/\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

function parseList(text: string, whole: string, depth: number): SelectItem[] {
  if (depth > MAX_SELECT_DEPTH) throw selectError(whole, `embedded resources nest deeper than ${MAX_SELECT_DEPTH} levels`);
  return splitTopLevel(text).map((part) => {
    if (!part) throw selectError(whole, 'unexpected empty item in select list');
    return parseItem(part, whole, depth);
  });
}

/** Index of the first `::` outside double quotes, or -1. */
function castStart(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length - 1; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ':' && text[i + 1] === ':') return i;
  }
  return -1;
}

function parseItem(part: string, whole: string, depth: number): SelectItem {
  if (part === '*') return { type: 'star' };
  let rest = part;
  let spread = false;
  if (rest.startsWith('...')) {
    spread = true;
    rest = rest.slice(3);
  }
  let alias: string | undefined;
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:("]+):(?!:)/.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]);
    rest = rest.slice(aliasMatch[0].length);
  }
  // Aggregates: `count()` and `field[::cast].fn()`, either followed by `::cast` of the result.
  const aggregate = AGGREGATE.exec(rest);
  if (aggregate && !spread && !rest.slice(0, aggregate.index).includes('(')) {
    const fn = aggregate[1] as AggregateFunction;
    const aggregateCast = aggregate[2];
    if (aggregateCast !== undefined && !CAST.test(aggregateCast)) throw selectError(whole, `invalid cast "${aggregateCast}"`);
    const target = rest.slice(0, aggregate.index);
    if (target === '') {
      if (fn !== 'count') throw selectError(whole, `"${fn}()" needs a column: "column.${fn}()"`);
      return { type: 'field', field: { column: '*', jsonPath: [] }, alias, aggregate: fn, aggregateCast };
    }
    if (!target.endsWith('.')) throw selectError(whole, `unexpected "${part}"`);
    return { ...parseColumn(target.slice(0, -1), whole), alias, aggregate: fn, aggregateCast };
  }
  const open = rest.indexOf('(');
  if (open !== -1 && rest.endsWith(')') && !rest.slice(0, open).includes('->')) {
    const head = rest.slice(0, open);
    const [rawName, ...hints] = head.split('!');
    const name = unquote(rawName);
    if (!name) throw selectError(whole, `missing resource name in "${part}"`);
    let inner = false;
    const named: string[] = [];
    for (const h of hints) {
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (h) named.push(h);
    }
    if (named.length > 1) throw selectError(whole, `only one relationship hint is allowed in "${part}"`);
    const body = rest.slice(open + 1, -1);
    const children = body === '' ? [] : parseList(body, whole, depth + 1);
    return { type: 'embed', name, alias, hint: named[0], inner, spread, children };
  }
  if (spread) throw selectError(whole, `spread "..." applies only to embedded resources: "${part}"`);
  return { ...parseColumn(rest, whole), alias };
}

/** `field` or `field::type`. */
function parseColumn(text: string, whole: string): { type: 'field'; field: Field; cast?: string } {
  let rest = text;
  let cast: string | undefined;
  const castAt = castStart(rest);
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast)) throw selectError(whole, `invalid cast "${cast}"`);
  }
  return { type: 'field', field: parseField(rest), cast };
}
