/**
 * npm run gen:types [-- --check]: writes lib/database.types.ts from the schema supabase/migrations make, in the shape
 * `supabase gen types typescript` produces. Run it after adding a migration; --check only says whether it is current.
 */
import prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { runSnapshotCommand } from './schema/snapshot-command.ts';
import { readTypeCatalog } from './schema/type-catalog.ts';
import { renderDatabaseTypes } from './schema/render-types.ts';
import type { Sql } from '../supabase/local/db/database.ts';

export const DATABASE_TYPES_FILE = fileURLToPath(new URL('../lib/database.types.ts', import.meta.url));

/** lib/database.types.ts's text for the schema of a migrated database, laid out by the project's Prettier settings. */
export async function databaseTypesFrom(sql: Sql): Promise<string> {
  const text = renderDatabaseTypes(await readTypeCatalog(sql));
  return prettier.format(text, { ...(await prettier.resolveConfig(DATABASE_TYPES_FILE)), filepath: DATABASE_TYPES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSnapshotCommand(DATABASE_TYPES_FILE, databaseTypesFrom);
