/**
 * npm run gen:schema [-- --check]: writes supabase/schema.sql, the whole current schema in one readable file, from a
 * database that replayed supabase/migrations. Run it after adding a migration; --check only says whether it is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openMigratedDatabase } from './schema/migrated-database.ts';
import { dumpSchema } from './schema/schema-sql.ts';

export const SCHEMA_FILE = fileURLToPath(new URL('../supabase/schema.sql', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await openMigratedDatabase();
  const text = await dumpSchema(db).finally(() => db.close());
  if (process.argv.includes('--check')) {
    const current = readFileSync(SCHEMA_FILE, 'utf8') === text;
    console.log(current ? 'supabase/schema.sql is current' : 'supabase/schema.sql is out of date: run npm run gen:schema');
    process.exit(current ? 0 : 1);
  }
  writeFileSync(SCHEMA_FILE, text);
  console.log('wrote supabase/schema.sql');
}
