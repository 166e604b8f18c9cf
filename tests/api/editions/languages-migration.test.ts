/**
 * The move from a column per language to rows (supabase/migrations/20261207000100_languages.sql) keeps every Bible
 * choice readers made: replayed on a database that holds choices made under the old columns, each becomes a row of
 * reader_bibles with its language, and a reader who chose nothing gets no row.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../supabase/local/db/database.ts';
import { listMigrations, migrate } from '../../../supabase/local/db/migrate.ts';
import { MIGRATIONS_DIR } from '../../../scripts/schema/migrated-database.ts';

const LANGUAGES_MIGRATION = '20261207000100';
const dir = mkdtempSync(path.join(tmpdir(), 'languages-migration-'));
let db: Database | undefined;

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

function copyMigrations(filter: (version: string) => boolean): void {
  for (const m of listMigrations(MIGRATIONS_DIR).filter((m) => filter(m.version))) copyFileSync(m.file, path.join(dir, path.basename(m.file)));
}

describe('the languages migration', () => {
  it("keeps every reader's Dutch and Spanish Bible choice as a row, and the English one where it was", async () => {
    db = await openDatabase({ data: 'memory' });
    copyMigrations((version) => version < LANGUAGES_MIGRATION);
    await migrate(db, dir);

    const readers = {
      both: '00000000-0000-4000-8000-000000000001',
      dutch: '00000000-0000-4000-8000-000000000002',
      none: '00000000-0000-4000-8000-000000000003',
    };
    for (const [name, id] of Object.entries(readers)) {
      await db.query(`insert into auth.users (id, email) values ($1, $2)`, [id, `${name}@example.test`]);
    }
    await db.query(
      `insert into public.user_preferences (user_id, bible_translation, bible_translation_nl, bible_translation_es) values
         ($1, 'bsb', 'kjv', 'rv1909'), ($2, null, 'sv', null), ($3, 'kjv', null, null)`,
      [readers.both, readers.dutch, readers.none],
    );

    copyMigrations((version) => version >= LANGUAGES_MIGRATION);
    expect(await migrate(db, dir)).toContain(LANGUAGES_MIGRATION);

    const { rows } = await db.query('select user_id, language, translation from public.reader_bibles order by user_id, language');
    expect(rows).toEqual([
      { user_id: readers.both, language: 'es', translation: 'rv1909' },
      { user_id: readers.both, language: 'nl', translation: 'kjv' },
      { user_id: readers.dutch, language: 'nl', translation: 'sv' },
    ]);
    const english = await db.query('select user_id, bible_translation from public.user_preferences order by user_id');
    expect(english.rows).toEqual([
      { user_id: readers.both, bible_translation: 'bsb' },
      { user_id: readers.dutch, bible_translation: null },
      { user_id: readers.none, bible_translation: 'kjv' },
    ]);
    const columns = await db.query(
      `select column_name from information_schema.columns where table_name = 'user_preferences' and column_name like 'bible_translation_%'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
