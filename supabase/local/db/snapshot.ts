/**
 * A migrated PGlite database, saved once and loaded many times. Creating a PGlite database runs initdb inside
 * WebAssembly (3–15 s on the 2-core machine, by load) before the migrations even start; loading a saved data
 * directory takes a fraction of that. The test suites start a fresh in-memory database for every API test file
 * and every browser stack, so they start from this archive instead (docs/ci.md "How the time is kept down").
 *
 * The archive is named after a hash of everything that shapes it (the bootstrap, each migration's name and text,
 * PGlite's version), so a changed migration makes a new one and an old archive is never loaded by mistake.
 * `migrate()` still runs on the loaded copy: it finds every version recorded and applies nothing, as on a restart.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BOOTSTRAP_FILES, listMigrations, migrate } from './migrate.ts';
import { createPglite, openPgliteOn } from './database.ts';
import { PROJECT_ROOT } from '../config.ts';

/** The hash of the bootstrap, the migrations (names and text) and PGlite's version: the archive's identity. */
export function migrationsFingerprint(migrationsDir: string): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const file of BOOTSTRAP_FILES) hash.update(readFileSync(file));
  for (const m of listMigrations(migrationsDir)) {
    hash.update(`\n${m.version}_${m.name}\n`);
    hash.update(readFileSync(m.file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a data-directory archive with `migrationsDir` applied, made in `cacheDir` if it is not there yet.
 * Several processes may ask at once: each writes its own temporary file and renames it into place, so a reader
 * never sees half an archive.
 */
export async function migratedSnapshot(migrationsDir: string, cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `pglite-migrated-${migrationsFingerprint(migrationsDir)}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const pglite = await createPglite();
  try {
    await migrate(openPgliteOn(pglite), migrationsDir);
    const archive = await pglite.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, file);
    // Archives of earlier migrations are never loaded again (their hash is gone); each is about 40 MB.
    for (const name of readdirSync(cacheDir)) {
      if (/^pglite-migrated-[0-9a-f]+\.tar$/.test(name) && name !== path.basename(file)) rmSync(path.join(cacheDir, name), { force: true });
    }
  } finally {
    await pglite.close();
  }
  return file;
}
