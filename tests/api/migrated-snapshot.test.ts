/**
 * The migrated PGlite archive (supabase/local/db/snapshot.ts) that API and browser tests start their databases from:
 * a database loaded from it has the migrations recorded and their tables, `migrate()` applies nothing more, and
 * making the archive for new migrations removes the archive of the old ones.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../supabase/local/db/database.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { migratedSnapshot } from '../../supabase/local/db/snapshot.ts';

const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the migrated PGlite archive', () => {
  it('starts a database with the migrations applied, and replaces the archive of earlier migrations', async () => {
    const migrations = mkdtempSync(path.join(os.tmpdir(), 'rd-snapshot-migrations-'));
    const cache = mkdtempSync(path.join(os.tmpdir(), 'rd-snapshot-cache-'));
    writeFileSync(path.join(migrations, '20200101000000_psalms.sql'), 'create table public.psalms (number int primary key);');
    const stale = path.join(cache, 'pglite-migrated-0123456789abcdef.tar');
    writeFileSync(stale, 'an archive of migrations that no longer exist');

    const archive = await migratedSnapshot(migrations, cache);
    expect(readdirSync(cache)).toEqual([path.basename(archive)]);
    expect(existsSync(stale)).toBe(false);
    // Asked again, the same archive is returned, not made anew.
    expect(await migratedSnapshot(migrations, cache)).toBe(archive);

    const db = await openDatabase({ data: 'memory', snapshot: archive });
    opened.push(db);
    await db.query('insert into public.psalms values (23)');
    expect((await db.query('select number from public.psalms')).rows).toEqual([{ number: 23 }]);
    expect(await migrate(db, migrations)).toEqual([]);

    // A later migration: a new archive, the earlier one gone.
    writeFileSync(path.join(migrations, '20200102000000_hymns.sql'), 'create table public.hymns (number int primary key);');
    const next = await migratedSnapshot(migrations, cache);
    expect(next).not.toBe(archive);
    expect(readdirSync(cache)).toEqual([path.basename(next)]);
    // Three databases made from nothing (two archives and one opened): about 15 s alone, twice that on a loaded machine.
  }, 120_000);
});
