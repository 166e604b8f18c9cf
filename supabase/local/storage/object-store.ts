/**
 * Where object bytes live: a directory on disk (one file per object version, at <dir>/<bucket>/<name>/<version>,
 * the layout of Storage's file backend), or memory for tests (dir === 'memory').
 * Keys are checked by the caller (see keys.ts); the disk store refuses any key that would leave its directory.
 */
import { mkdir, readFile, rm, writeFile, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';

export interface ObjectStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export async function openObjectStore(dir: string): Promise<ObjectStore> {
  return dir === 'memory' ? memoryStore() : diskStore(dir);
}

function memoryStore(): ObjectStore {
  const map = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      map.set(key, bytes);
    },
    async get(key) {
      return map.get(key) ?? null;
    },
    async remove(key) {
      map.delete(key);
    },
  };
}

async function diskStore(dir: string): Promise<ObjectStore> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`object key escapes the storage directory: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      // Tidy the now-empty folders up to the store's root.
      for (let d = path.dirname(file); d.startsWith(root + path.sep); d = path.dirname(d)) {
        try {
          await rmdir(d);
        } catch {
          break;
        }
      }
    },
  };
}
