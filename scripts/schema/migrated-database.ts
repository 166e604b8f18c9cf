/**
 * A throwaway database holding exactly what supabase/migrations make: PGlite in memory, with supabase/local's
 * bootstrap (what hosted Supabase provides before any migration), then every migration in order. The schema
 * snapshots (lib/database.types.ts, supabase/schema.sql) are read from it, so they never depend on a running stack.
 */
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

export async function openMigratedDatabase(): Promise<Database> {
  const db = await openDatabase({ data: 'memory' });
  try {
    await migrate(db, MIGRATIONS_DIR);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
