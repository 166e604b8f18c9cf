/**
 * PostgREST's "field": a column name, optionally followed by a JSON path (`data->a->>b`),
 * and the list splitting every part of the query grammar shares (commas outside parentheses and quotes).
 */
import { ApiError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface Field {
  column: string;
  jsonPath: JsonStep[];
}

/** Splits on `separator` at depth zero, leaving parenthesised groups and double-quoted strings intact. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted) throw new ApiError(400, 'PGRST100', `"failed to parse (${input})"`, 'unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and PostgREST's backslash escapes from a quoted value or name. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\(.)/g, '$1');
  return value;
}

/** `col`, `"my col"`, `data->a->>b`, `data->0`. */
export function parseField(input: string): Field {
  const text = input.trim();
  const steps: JsonStep[] = [];
  const first = text.indexOf('->');
  const column = unquote(first === -1 ? text : text.slice(0, first));
  if (!column) throw new ApiError(400, 'PGRST100', `"failed to parse field (${input})"`, 'expected a column name');
  if (first !== -1) {
    const re = /(->>|->)("(?:[^"\\]|\\.)*"|[^-]+(?:-(?!>)[^-]*)*)/gy;
    re.lastIndex = first;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      steps.push({ arrow: m[1] as JsonStep['arrow'], key: unquote(m[2]) });
      if (re.lastIndex === text.length) break;
    }
    if (re.lastIndex !== text.length || !steps.length) {
      throw new ApiError(400, 'PGRST100', `"failed to parse field (${input})"`, 'invalid JSON path');
    }
  }
  return { column, jsonPath: steps };
}
