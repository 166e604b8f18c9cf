/**
 * The command shared by `npm run gen:types` and `npm run gen:schema`: migrate a throwaway database, produce the
 * snapshot's text from it, then write the file, or with --check only say whether the committed file is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../../supabase/local/db/database.ts';
import { openMigratedDatabase } from './migrated-database.ts';

export async function runSnapshotCommand(file: string, produce: (sql: Sql) => Promise<string>, argv = process.argv.slice(2)): Promise<void> {
  const name = path.relative(process.cwd(), file);
  const db = await openMigratedDatabase();
  const text = await produce(db).finally(() => db.close());
  if (argv.includes('--check')) {
    const current = readFileSync(file, 'utf8') === text;
    console.log(current ? `${name} is current` : `${name} is out of date: run npm run ${name.endsWith('.sql') ? 'gen:schema' : 'gen:types'}`);
    process.exitCode = current ? 0 : 1;
    return;
  }
  writeFileSync(file, text);
  console.log(`wrote ${name}`);
}
