/**
 * npm run gen:schema [-- --check]: writes supabase/schema.sql, the whole current schema in one readable file, from a
 * database that replayed supabase/migrations. Run it after adding a migration; --check only says whether it is current.
 */
import { fileURLToPath } from 'node:url';
import { runSnapshotCommand } from './schema/snapshot-command.ts';
import { dumpSchema } from './schema/schema-sql.ts';

export const SCHEMA_FILE = fileURLToPath(new URL('../supabase/schema.sql', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSnapshotCommand(SCHEMA_FILE, dumpSchema);
