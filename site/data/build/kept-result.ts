/**
 * A result the build computes from its data and keeps for the next build, in the build cache (SITE_CACHE_DIR, in
 * kept-results/): the next build whose inputs have the same digest reads it instead of computing it again. Without a
 * cache folder, or with an unreadable file, it is computed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeJsonFile } from './json-file.ts';

/** The digest of a result's inputs, as a JSON text of them. */
export function inputsDigest(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
}

/**
 * `compute()`, or the value kept under `name` by a build whose inputs had the digest `digest`. The value must survive
 * JSON (plain objects, arrays, strings, numbers, booleans, null).
 */
export function keptResult<T>(name: string, digest: string, compute: () => T, cacheDir: string | undefined = process.env.SITE_CACHE_DIR): T {
  if (!cacheDir) return compute();
  const file = path.join(cacheDir, 'kept-results', `${name}.json`);
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { digest?: string; value?: T };
    if (kept.digest === digest && kept.value !== undefined) return kept.value;
  } catch {
    // None yet, or unreadable: computed below.
  }
  const value = compute();
  writeJsonFile(file, { digest, value });
  return value;
}
