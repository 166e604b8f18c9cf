/**
 * Texts the seed needs from the internet on a machine without ../shared: the KJV and the confessions, from their
 * public repositories at a fixed commit (never a branch), each file checked against its SHA-256 (pinned-sources.json)
 * and kept in a cache folder after the first download, so later seeds work offline and always see the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pinned from './pinned-sources.json' with { type: 'json' };
import { fromRoot } from './paths.ts';

export interface PinnedSet {
  /** owner/name on GitHub. */
  repository: string;
  commit: string;
  /** Raw file base URL at that commit, ending in '/'. */
  baseUrl: string;
  /** File name → SHA-256 (hex) of its bytes. */
  sha256: Record<string, string>;
}

export const PINNED_KJV: PinnedSet = pinned.kjv;
export const PINNED_CONFESSIONS: PinnedSet = pinned.confessions;

/** SOURCES_CACHE_DIR, default .data/sources (beside the local database, ignored by git). */
export function sourcesCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return fromRoot(env.SOURCES_CACHE_DIR || '.data/sources');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The bytes of `fileName` from a pinned set: from the cache when it holds the right bytes, else downloaded,
 * checked and cached. Errors name the file, the address and what to do.
 */
export async function pinnedFile(set: PinnedSet, fileName: string, options: { cacheDir?: string; fetchImpl?: typeof fetch } = {}): Promise<Buffer> {
  const expected = set.sha256[fileName];
  if (!expected) throw new Error(`${fileName} is not one of the files pinned from ${set.repository}.`);
  const cacheDir = path.join(options.cacheDir ?? sourcesCacheDir(), set.repository.replace('/', '+'), set.commit);
  const cached = path.join(cacheDir, fileName);
  const existing = await readFile(cached).catch(() => null);
  if (existing && sha256(existing) === expected) return existing;

  const url = new URL(fileName, set.baseUrl).href;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(
      `Could not download ${fileName} from ${url} (${reason}). The seed needs it once, then keeps it in ${cacheDir}: ` +
        'connect to the internet and run it again, or point KJV_SOURCE / CONFESSIONS_SOURCE at a local copy.',
    );
  }
  if (!response.ok) throw new Error(`Downloading ${url} answered ${response.status} ${response.statusText}; the pinned copy at commit ${set.commit} could not be read.`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const actual = sha256(bytes);
  if (actual !== expected) {
    throw new Error(`${url} is not the pinned text: its SHA-256 is ${actual}, expected ${expected}. Nothing was cached; the seed stops rather than load a changed text.`);
  }
  await mkdir(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.part`;
  await writeFile(partial, bytes);
  await rename(partial, cached);
  return bytes;
}

/** Whether a source setting names a pinned set (its base URL) rather than a folder or another URL. */
export function pinnedSetFor(source: string): PinnedSet | null {
  const normal = source.endsWith('/') ? source : `${source}/`;
  return [PINNED_KJV, PINNED_CONFESSIONS].find((set) => set.baseUrl === normal) ?? null;
}
