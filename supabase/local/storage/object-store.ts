/** Where object bytes live: a directory on disk, or memory for tests. */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}
export async function openObjectStore(_dir: string): Promise<ObjectStore> {
  const map = new Map<string, Uint8Array>();
  return {
    async put(k, b) { map.set(k, b); },
    async get(k) { return map.get(k) ?? null; },
    async remove(k) { map.delete(k); },
  };
}
