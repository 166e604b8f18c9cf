import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceDigest } from './source-digest.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('sourceDigest', () => {
  it('keys a pinned address by the address itself', async () => {
    const pinned = 'https://raw.githubusercontent.com/owner/bibles/0123abcd/';
    expect(await sourceDigest(pinned)).toBe(pinned);
  });

  it('changes when a file of a local folder changes, is added or is renamed, and not otherwise', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rd-source-'));
    await mkdir(path.join(dir, 'books'));
    await writeFile(path.join(dir, 'books', 'John.json'), '{"1":["In the beginning"]}');
    const first = await sourceDigest(dir);
    expect(await sourceDigest(dir)).toBe(first);
    await writeFile(path.join(dir, 'books', 'John.json'), '{"1":["In the beginning was the Word"]}');
    const edited = await sourceDigest(dir);
    expect(edited).not.toBe(first);
    await writeFile(path.join(dir, 'Jude.json'), '{}');
    expect(await sourceDigest(dir)).not.toBe(edited);
  });

  it('digests a single file, and names a missing source rather than failing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rd-source-'));
    const file = path.join(dir, 'bible.zip');
    await writeFile(file, 'one');
    const one = await sourceDigest(file);
    await writeFile(file, 'two');
    expect(await sourceDigest(file)).not.toBe(one);
    expect(await sourceDigest(path.join(dir, 'absent'))).toMatch(/^missing:/);
  });
});
