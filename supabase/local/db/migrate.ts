/** Applies the local bootstrap, then supabase/migrations in order, each once, as the Supabase CLI records them. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** What hosted Supabase has before any migration; then who owns auth and storage, and the guard on them. */
export const BOOTSTRAP_FILES = [path.join(HERE, 'bootstrap.sql'), path.join(HERE, 'ownership.sql')];

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Files named `<timestamp>_<name>.sql`, ordered by timestamp. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version, name, file: path.join(dir, f) };
    });
}

export async function applyBootstrap(db: Database): Promise<void> {
  // One script, so one transaction: the guard bootstrap.sql switches off is on again when it commits.
  const sql = BOOTSTRAP_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
  // Roles are shared by a PostgreSQL cluster's databases: two servers bootstrapping at once may collide on
  // one role's row (XX000 "tuple concurrently updated"). The bootstrap is idempotent, so try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(sql);
      return;
    } catch (error) {
      const message = (error as Error).message ?? '';
      if (attempt >= 5 || !/tuple concurrently (updated|deleted)|duplicate key value/.test(message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  await applyBootstrap(db);
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of listMigrations(migrationsDir)) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      });
    } catch (error) {
      throw new Error(`migration ${path.basename(m.file)} failed: ${(error as Error).message}`);
    }
    applied.push(m.version);
  }
  return applied;
}

export async function applySqlFiles(db: Database, files: string[]): Promise<void> {
  for (const file of files) await db.exec(readFileSync(file, 'utf8'));
}
