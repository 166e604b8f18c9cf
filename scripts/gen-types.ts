/**
 * npm run gen:types [-- --check]: writes lib/database.types.ts from the schema supabase/migrations make, in the shape
 * `supabase gen types typescript` produces. Run it after adding a migration; --check only says whether it is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { openMigratedDatabase } from './schema/migrated-database.ts';
import { readTypeCatalog } from './schema/type-catalog.ts';
import { renderDatabaseTypes } from './schema/render-types.ts';
import type { Sql } from '../supabase/local/db/database.ts';

export const DATABASE_TYPES_FILE = fileURLToPath(new URL('../lib/database.types.ts', import.meta.url));

/** lib/database.types.ts's text for the schema of a migrated database, laid out by the project's Prettier settings. */
export async function databaseTypesFrom(sql: Sql): Promise<string> {
  const text = renderDatabaseTypes(await readTypeCatalog(sql));
  return prettier.format(text, { ...(await prettier.resolveConfig(DATABASE_TYPES_FILE)), filepath: DATABASE_TYPES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await openMigratedDatabase();
  const text = await databaseTypesFrom(db).finally(() => db.close());
  if (process.argv.includes('--check')) {
    const current = readFileSync(DATABASE_TYPES_FILE, 'utf8') === text;
    console.log(current ? 'lib/database.types.ts is current' : 'lib/database.types.ts is out of date: run npm run gen:types');
    process.exit(current ? 0 : 1);
  }
  writeFileSync(DATABASE_TYPES_FILE, text);
  console.log('wrote lib/database.types.ts');
}
