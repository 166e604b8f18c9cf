/**
 * Hosted Supabase loads pg-safeupdate into the API's database sessions: every UPDATE or DELETE without a WHERE
 * clause is refused ("DELETE requires a WHERE clause", 21000), including the statements inside functions and
 * triggers that a request runs. PGlite and a stock PostgreSQL cannot load it, so supabase/local refuses unfiltered
 * REST writes itself, and this lint finds function bodies that would fail on hosted: each UPDATE or DELETE
 * statement in a body, with what follows it up to the statement's end, must have a WHERE.
 */

/** Comments and string literals cannot hide or fake a keyword. */
function stripNoise(body: string): string {
  return body
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

const WRITE = /\b(?<!do\s+)(delete\s+from\s+(?:only\s+)?[\w."]+|update\s+(?:only\s+)?[\w."]+(?:\s+(?:as\s+)?\w+)?\s+set)\b/gi;

/** The UPDATE/DELETE statements in a SQL or PL/pgSQL body that have no WHERE clause (first line of each). */
export function unguardedWrites(body: string): string[] {
  const found: string[] = [];
  for (const statement of stripNoise(body).split(';')) {
    for (const match of statement.matchAll(WRITE)) {
      const rest = statement.slice(match.index);
      if (!/\bwhere\b/i.test(rest)) found.push(match[0].replace(/\s+/g, ' '));
    }
  }
  return found;
}
