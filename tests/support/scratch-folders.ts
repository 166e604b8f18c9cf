/**
 * Empty folders for a test file's tests, each removed after the test that asked for it:
 * `const folder = scratchFolders('rd-kept-pages-');` at the top of the file, then `await folder()` in a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export function scratchFolders(prefix: string): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
