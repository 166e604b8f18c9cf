/**
 * The tests' migrated PGlite archive (supabase/local/db/snapshot.ts), kept in node_modules/.cache between runs:
 * every in-memory database a test starts loads it instead of running initdb and the migrations again.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedSnapshot } from '../../supabase/local/db/snapshot.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'supabase-local');

let pending: Promise<string> | undefined;

/** The archive's path, made on first use in this process (or found from an earlier run). */
export function migratedTestSnapshot(): Promise<string> {
  pending ??= migratedSnapshot(MIGRATIONS_DIR, CACHE_DIR);
  return pending;
}
