/**
 * The `order` query parameter: `order=col.desc.nullslast,other.asc`, JSON paths, and ordering by a column
 * of an embedded to-one resource `order=director(last_name).desc`.
 */
import { ApiError } from './errors.ts';
import { parseField, splitTopLevel, type Field } from './parse-field.ts';

export interface OrderTerm {
  field: Field;
  /** Set when ordering by a column of an embedded to-one resource: the embed's alias or name. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((part) => {
    const segments = part.trim().split('.');
    const modifiers: string[] = [];
    while (segments.length > 1 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(segments[segments.length - 1])) {
      modifiers.unshift(segments.pop()!);
    }
    const target = segments.join('.');
    if (!target) throw new ApiError(400, 'PGRST100', `"failed to parse order (${input})"`, `missing column in "${part}"`);
    const term: OrderTerm = { field: { column: '', jsonPath: [] } };
    const related = /^([^()]+)\(([^()]+)\)$/.exec(target);
    if (related) {
      term.relation = related[1];
      term.field = parseField(related[2]);
    } else {
      term.field = parseField(target);
    }
    for (const m of modifiers) {
      if (m === 'asc' || m === 'desc') term.direction = m;
      else term.nulls = m === 'nullsfirst' ? 'first' : 'last';
    }
    return term;
  });
}
