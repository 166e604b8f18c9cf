/**
 * The migrated archive the tests start their databases from is named after what shapes it, so a changed migration
 * makes a new archive (tests/api/migrated-snapshot.test.ts makes and loads one).
 */
import { mkdtempSync, readdirSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrations } from './migrate.ts';
import { migrationsFingerprint } from './snapshot.ts';
import { PROJECT_ROOT } from '../config.ts';

function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rd-migrations-'));
  for (const m of listMigrations(path.join(PROJECT_ROOT, 'supabase', 'migrations'))) copyFileSync(m.file, path.join(dir, path.basename(m.file)));
  return dir;
}

describe('migrationsFingerprint', () => {
  it('stays the same for the same migrations and changes when one is added or edited', () => {
    const dir = copyOfMigrations();
    const before = migrationsFingerprint(dir);
    expect(migrationsFingerprint(dir)).toBe(before);

    writeFileSync(path.join(dir, '29990101000000_later.sql'), 'select 1;');
    const added = migrationsFingerprint(dir);
    expect(added).not.toBe(before);

    writeFileSync(path.join(dir, '29990101000000_later.sql'), 'select 2;');
    expect(migrationsFingerprint(dir)).not.toBe(added);
  });

  it('ignores files that are not migrations', () => {
    const dir = copyOfMigrations();
    const before = migrationsFingerprint(dir);
    mkdirSync(path.join(dir, 'notes'));
    writeFileSync(path.join(dir, 'README.md'), 'not a migration');
    expect(migrationsFingerprint(dir)).toBe(before);
    expect(readdirSync(dir)).toContain('README.md');
  });
});
