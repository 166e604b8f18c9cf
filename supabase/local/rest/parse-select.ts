/**
 * The `select` query parameter: vertical filtering (columns, aliases, casts, JSON paths)
 * and resource embedding (`alias:table!hint!inner(...)`, spread `...table(...)`).
 */
import { ApiError } from './errors.ts';
import { parseField, splitTopLevel, unquote, type Field } from './parse-field.ts';

export type SelectItem =
  | { type: 'star' }
  | { type: 'field'; field: Field; alias?: string; cast?: string }
  | { type: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; spread: boolean; children: SelectItem[] };

const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/;

function selectError(input: string, details: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse select parameter (${input})"`, details);
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ type: 'star' }];
  return parseList(input.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''), input);
}

function parseList(text: string, whole: string): SelectItem[] {
  return splitTopLevel(text).map((part) => {
    if (!part) throw selectError(whole, 'unexpected empty item in select list');
    return parseItem(part, whole);
  });
}

function parseItem(part: string, whole: string): SelectItem {
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
    const children = body === '' ? [] : parseList(body, whole);
    return { type: 'embed', name, alias, hint: named[0], inner, spread, children };
  }
  if (spread) throw selectError(whole, `spread "..." applies only to embedded resources: "${part}"`);
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast)) throw selectError(whole, `invalid cast "${cast}"`);
  }
  return { type: 'field', field: parseField(rest), alias, cast };
}
