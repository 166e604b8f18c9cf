/**
 * supabase/config.toml, the Supabase CLI's project file, parsed once per path. supabase/local reads its
 * settings from it (exposed schemas, auth settings and rate limits, functions' verify_jwt) so that local runs
 * behave as `supabase start` and the hosted project configured from the same file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export type TomlTable = { [key: string]: unknown };

const cache = new Map<string, TomlTable>();

/** The parsed file, or an empty table when it does not exist. */
export function readProjectToml(file: string): TomlTable {
  const resolved = path.resolve(file);
  let table = cache.get(resolved);
  if (!table) {
    table = existsSync(resolved) ? (parse(readFileSync(resolved, 'utf8')) as TomlTable) : {};
    cache.set(resolved, table);
  }
  return table;
}

/** A nested table by its dotted path (`auth.rate_limit`), or an empty table. */
export function tomlSection(root: TomlTable, dotted: string): TomlTable {
  let node: unknown = root;
  for (const key of dotted.split('.')) {
    node = node && typeof node === 'object' ? (node as TomlTable)[key] : undefined;
  }
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as TomlTable) : {};
}
