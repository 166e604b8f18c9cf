/**
 * The API tests on PostgreSQL give each test file a database of its own. Running the bootstrap and every migration
 * for each of them cost most of the PostgreSQL pass, so the migrations run once per run into a template database,
 * and each file's database is a copy of it (`create database … template …`, a file copy inside the server).
 * `migrate()` still runs on each copy and finds nothing to do, as on a restart.
 *
 * The template is named after the migrations' fingerprint (supabase/local/db/snapshot.ts), so a changed migration
 * builds a new one; templates of other fingerprints are dropped when a new one is built.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { migrationsFingerprint } from '../../supabase/local/db/snapshot.ts';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/migrations');
/** pg_advisory_lock's key: one builder at a time across the test processes. */
const BUILD_LOCK = 7_345_001;

let pending: Promise<string> | undefined;

/** The name of the migrated template on the server `adminUrl` names, built on first use. */
export function migratedTemplate(adminUrl: string): Promise<string> {
  pending ??= buildTemplate(adminUrl);
  return pending;
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const template = `rd_template_${migrationsFingerprint(MIGRATIONS_DIR)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return template;
    const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'rd\\_template\\_%'");
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    // Built under another name and renamed when complete, so no copy is ever taken of half a template.
    const building = `${template}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(db, MIGRATIONS_DIR);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => {});
    await admin.end();
  }
}
