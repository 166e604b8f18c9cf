/** The object store on disk keeps bytes under the storage directory and nowhere else. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openObjectStore } from '../../../supabase/local/storage/object-store.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('disk object store', () => {
  it('puts, gets and removes bytes, tidying empty folders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rd-objects-'));
    dirs.push(dir);
    const store = await openObjectStore(dir);
    await store.put('avatars/u1/avatar.png/v1', new Uint8Array([1, 2, 3]));
    expect(await store.get('avatars/u1/avatar.png/v1')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await store.get('avatars/u1/missing/v1')).toBeNull();
    await store.remove('avatars/u1/avatar.png/v1');
    expect(await store.get('avatars/u1/avatar.png/v1')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a key that would leave the directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rd-objects-'));
    dirs.push(dir);
    const store = await openObjectStore(dir);
    await expect(store.put('../escape', new Uint8Array([1]))).rejects.toThrow(/escapes the storage directory/);
  });

  it('keeps bytes in memory when the directory is "memory"', async () => {
    const store = await openObjectStore('memory');
    await store.put('b/k/v', new Uint8Array([9]));
    expect(await store.get('b/k/v')).toEqual(new Uint8Array([9]));
  });
});
