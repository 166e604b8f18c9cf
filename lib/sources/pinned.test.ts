/**
 * The seed's texts on a machine without ../shared: a pinned file is downloaded once, checked against its SHA-256
 * and cached; a changed text or an unreachable source stops the seed with a sentence saying what to do.
 * The "public repository" here is a local HTTP server serving files the way raw.githubusercontent.com does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskCache } from './node.ts';
import { PINNED_BSB, PINNED_CONFESSIONS, PINNED_KJV, pinnedFile as fetchPinned, type PinnedSet } from './pinned.ts';
import { CONFESSIONS_DIR, KJV_DIR } from '../../tests/fixtures/shared-data.ts';

const psalm = JSON.stringify({ book: 'Psalms', chapters: [{ chapter: '23', verses: [{ verse: '1', text: 'The LORD is my shepherd; I shall not want.' }] }] });
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let server: http.Server;
let requests = 0;
let served = psalm;
let base: string;
let cacheDir: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    if (req.url?.endsWith('/Psalms.json')) res.writeHead(200, { 'content-type': 'application/json' }).end(served);
    else res.writeHead(404).end('404: Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner/repo/0123456789abcdef0123456789abcdef01234567/`;
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-sources-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

/** A pinned file through the disk cache, as the seed's sources read it (./node.ts). */
const pinnedFile = async (set: PinnedSet, fileName: string, options: { cacheDir: string }): Promise<string> =>
  new TextDecoder().decode(await fetchPinned(set, fileName, { cache: diskCache(options.cacheDir) }));

const set = (): PinnedSet => ({
  repository: 'owner/repo',
  commit: '0123456789abcdef0123456789abcdef01234567',
  baseUrl: base,
  sha256: { 'Psalms.json': sha(psalm), 'Missing.json': sha('x') },
});

describe('pinned sources', () => {
  it('downloads a file once, checks it and answers from the cache afterwards', async () => {
    served = psalm;
    const before = requests;
    expect((await pinnedFile(set(), 'Psalms.json', { cacheDir })).toString()).toBe(psalm);
    expect((await pinnedFile(set(), 'Psalms.json', { cacheDir })).toString()).toBe(psalm);
    expect(requests - before).toBe(1);
  });

  it('refuses a text whose checksum differs, and caches nothing', async () => {
    served = psalm.replace('shepherd', 'shephard');
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'rd-sources-'));
    await expect(pinnedFile(set(), 'Psalms.json', { cacheDir: fresh })).rejects.toThrow(/is not the pinned text: its SHA-256 is [0-9a-f]{64}, expected/);
    expect(existsSync(path.join(fresh, 'owner+repo'))).toBe(false);
    await rm(fresh, { recursive: true, force: true });
  });

  it('says what to do when the source cannot be reached', async () => {
    const unreachable = { ...set(), baseUrl: 'http://127.0.0.1:9/owner/repo/abc/' };
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'rd-sources-'));
    await expect(pinnedFile(unreachable, 'Psalms.json', { cacheDir: fresh })).rejects.toThrow(
      /^Could not download Psalms\.json from http:\/\/127\.0\.0\.1:9\/owner\/repo\/abc\/Psalms\.json \(.+\)\. .*connect to the internet and run it again, or point KJV_SOURCE \/ BSB_SOURCE \/ STATENVERTALING_SOURCE \/ REINA_VALERA_SOURCE \/ BIBLIA_LIVRE_SOURCE \/ CONFESSIONS_SOURCE \/ CONFESSIONS_NL_SOURCE at a local copy\.$/,
    );
    await rm(fresh, { recursive: true, force: true });
  });

  it('names a file that is not pinned', async () => {
    await expect(pinnedFile(set(), 'Other.json', { cacheDir })).rejects.toThrow('Other.json is not one of the files pinned from owner/repo.');
  });

  it('pins commits, not branches, and the checksums are those of the texts in ../shared', () => {
    for (const pinned of [PINNED_KJV, PINNED_CONFESSIONS, PINNED_BSB]) {
      expect(pinned.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(pinned.baseUrl).toContain(`/${pinned.commit}/`);
    }
    expect(Object.keys(PINNED_KJV.sha256)).toHaveLength(67);
    expect(Object.keys(PINNED_CONFESSIONS.sha256)).toHaveLength(10);
    for (const [dir, pinned] of [
      [KJV_DIR, PINNED_KJV],
      [CONFESSIONS_DIR, PINNED_CONFESSIONS],
    ] as const) {
      if (!existsSync(dir)) continue;
      for (const [file, hash] of Object.entries(pinned.sha256)) {
        expect(
          createHash('sha256')
            .update(readFileSync(path.join(dir, file)))
            .digest('hex'),
          file,
        ).toBe(hash);
      }
    }
  });
});
