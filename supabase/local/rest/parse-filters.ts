/**
 * Horizontal filtering: `column=op.value` query parameters, `not.` negation, the `any`/`all` modifiers,
 * full-text search operators, and logic trees `or=(a.eq.1,and(b.gt.2,c.lt.3))`, on the top-level
 * resource or, prefixed with its name, on an embedded one (`tags.name=eq.grace`).
 */
import { ApiError } from './errors.ts';
import { parseField, splitTopLevel, unquote, type Field } from './parse-field.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  kind: 'filter';
  field: Field;
  op: Operator;
  negate: boolean;
  /** Scalar value, or the list for `in` and for `any`/`all`. */
  value: string | string[];
  modifier?: 'any' | 'all';
  /** Text search configuration of fts/plfts/phfts/wfts, e.g. `english` in `fts(english).grace`. */
  language?: string;
}

export interface LogicTree {
  kind: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown', 'not_null']);

function filterError(input: string, details: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse filter (${input})"`, details);
}

/** Parses a `[not.]op[(modifier)].value` operand for `field`. */
export function parseFilter(field: Field, operand: string): Filter {
  let rest = operand;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !(OPERATORS as readonly string[]).includes(m[1])) {
    throw filterError(operand, `unknown or missing operator in "${operand}"; expected one of ${OPERATORS.join(', ')}`);
  }
  const op = m[1] as Operator;
  const arg = m[2];
  const raw = m[3];
  const filter: Filter = { kind: 'filter', field, op, negate, value: raw };
  if (op === 'fts' || op === 'plfts' || op === 'phfts' || op === 'wfts') {
    if (arg) filter.language = arg;
  } else if (arg === 'any' || arg === 'all') {
    filter.modifier = arg;
    filter.value = parseList(raw, operand, '{', '}');
  } else if (arg) {
    throw filterError(operand, `unknown modifier "${arg}"`);
  }
  if (op === 'in') filter.value = parseList(raw, operand, '(', ')');
  if (op === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw filterError(operand, `"is" accepts null, not_null, true, false or unknown, not "${raw}"`);
  }
  return filter;
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function parseList(raw: string, operand: string, open: string, close: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) throw filterError(operand, `expected a list in ${open}${close}`);
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/**
 * Logic trees nested deeper than this are refused with 400 before parsing recurses into them, so neither this
 * process nor the database's expression evaluator can run out of stack.
 */
export const MAX_LOGIC_DEPTH = 32;

/** How deep parentheses nest in `value`, ignoring those inside double quotes. */
function nestingDepth(value: string): number {
  let depth = 0;
  let max = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') max = Math.max(max, ++depth);
    else if (ch === ')') depth--;
  }
  return max;
}

/** A logic tree value `(cond,cond,...)` where a cond is `field.[not.]op.value` or `[not.]and(...)`/`[not.]or(...)`. */
export function parseLogicTree(kind: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (nestingDepth(value) > MAX_LOGIC_DEPTH) {
    throw new ApiError(400, 'PGRST100', `"failed to parse logic tree (${value.slice(0, 80)}…)"`, `logic trees may nest at most ${MAX_LOGIC_DEPTH} levels deep`);
  }
  return parseLogicTreeAt(kind, negate, value);
}

function parseLogicTreeAt(kind: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new ApiError(400, 'PGRST100', `"failed to parse logic tree (${value})"`, 'expected "(" ... ")"');
  }
  const inner = value.slice(1, -1);
  const children = splitTopLevel(inner).map((part) => parseLogicItem(part.trim(), value));
  return { kind, negate, children };
}

function parseLogicItem(part: string, whole: string): Condition {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(part);
  if (nested) return parseLogicTreeAt(nested[2] as 'and' | 'or', !!nested[1], nested[3]);
  const dot = fieldEnd(part);
  if (dot === -1) throw new ApiError(400, 'PGRST100', `"failed to parse logic tree (${whole})"`, `expected field.operator.value in "${part}"`);
  return parseFilter(parseField(part.slice(0, dot)), part.slice(dot + 1));
}

/** Index of the dot ending the field in `field.op.value` (fields may be quoted). */
function fieldEnd(part: string): number {
  if (part.startsWith('"')) {
    const close = part.indexOf('"', 1);
    return close === -1 ? -1 : part.indexOf('.', close);
  }
  return part.indexOf('.');
}

/** Where a query parameter applies: the embedding path (aliases or names) and what it is. */
export type ParamTarget =
  | { kind: 'select' | 'columns' | 'on_conflict' }
  | { kind: 'order' | 'limit' | 'offset'; path: string[] }
  | { kind: 'logic'; path: string[]; logic: 'and' | 'or'; negate: boolean }
  | { kind: 'filter'; path: string[]; field: string };

/** Classifies a query-string key: `select`, `order`, `tags.order`, `or`, `tags.not.and`, `title`, `tags.name`. */
export function classifyParam(key: string): ParamTarget {
  if (key === 'select' || key === 'columns' || key === 'on_conflict') return { kind: key };
  // A JSON path in a filter key may contain dots inside its keys only after an arrow: split before it.
  const arrow = key.indexOf('->');
  const head = arrow === -1 ? key : key.slice(0, arrow);
  const tail = arrow === -1 ? '' : key.slice(arrow);
  const segments = head.split('.');
  const last = segments[segments.length - 1] + tail;
  const before = segments.slice(0, -1);
  if (!tail && (last === 'order' || last === 'limit' || last === 'offset')) return { kind: last, path: before };
  if (!tail && (last === 'and' || last === 'or')) {
    const negate = before[before.length - 1] === 'not';
    return { kind: 'logic', path: negate ? before.slice(0, -1) : before, logic: last, negate };
  }
  return { kind: 'filter', path: before, field: last };
}
