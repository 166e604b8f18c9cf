/**
 * lib/database.types.ts and supabase/schema.sql are what the migrations make today: both are regenerated in memory
 * from a freshly migrated database and compared with the committed files. A new migration without
 * `npm run gen:types` and `npm run gen:schema` fails here.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from './migrated-database.ts';
import { dumpSchema } from './schema-sql.ts';
import { DATABASE_TYPES_FILE, databaseTypesFrom } from '../gen-types.ts';
import { SCHEMA_FILE } from '../gen-schema.ts';
import type { Database } from '../../supabase/local/db/database.ts';

let db: Database;
beforeAll(async () => {
  db = await openMigratedDatabase();
}, 180_000);
afterAll(() => db?.close());

describe('schema snapshots', () => {
  it('lib/database.types.ts is current (npm run gen:types)', async () => {
    const types = await databaseTypesFrom(db);
    expect(types).toContain('devotionals: {');
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8')).toBe(types);
  }, 60_000);

  it('supabase/schema.sql is current (npm run gen:schema)', async () => {
    const schema = await dumpSchema(db);
    expect(schema).toContain('create table public.devotionals (');
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schema);
  }, 60_000);
});
