/**
 * What a page built from a source text (a Bible the build reads from a folder, a file or its pinned public copy) keys
 * that text by, for its cacheKey (cache-key.ts): a pinned address names a fixed commit whose bytes are checked against
 * their SHA-256 (lib/sources/pinned.ts), so the address is enough; a local folder or file is digested byte by byte,
 * every file under it in name order, so swapping in another text re-renders the pages made from it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export async function sourceDigest(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) return source;
  const info = await stat(source).catch(() => null);
  if (!info) return `missing:${source}`;
  const files = info.isDirectory()
    ? (await readdir(source, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    : [source];
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${path.relative(source, file)}\n`)
      .update(await readFile(file))
      .update('\n');
  return hash.digest('base64url');
}
