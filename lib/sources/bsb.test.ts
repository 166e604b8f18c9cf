/**
 * The BSB from its two places: a folder of book files (../shared/bsb), and the pinned public text — one file for
 * the whole Bible in scrollmapper's txt layout, served here by a local HTTP server the way raw.githubusercontent.com
 * serves it (the file is made from ../shared/bsb in that layout, with the sixteen omitted verses left empty as the
 * public file leaves them, and pinned by its own SHA-256).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bsbMemoryVerse, createBsbSource, PINNED_BSB_FILE } from './bsb.ts';
import { diskCache } from './node.ts';
import type { PinnedSet } from './pinned.ts';
import { BIBLE_BOOKS, kjvFileName } from '../scripture/books.ts';
import type { BookText } from '../scripture/passage.ts';
import { BSB_OMITTED_VERSES } from '../scripture/translations.ts';
import { BSB_DIR } from '../../tests/fixtures/shared-data.ts';

const readText = (file: string) => readFile(file, 'utf8');

/** ../shared/bsb written back in the public file's layout: "### I Samuel", "[5:4] " for an omitted verse. */
function publicLayout(): string {
  const lines: string[] = [];
  for (const { name } of BIBLE_BOOKS) {
    const book = JSON.parse(readFileSync(path.join(BSB_DIR, kjvFileName(name)), 'utf8')) as BookText;
    lines.push(`### ${name.replace(/^1 /, 'I ').replace(/^2 /, 'II ').replace(/^3 /, 'III ')}`, '');
    for (const chapter of book.chapters) {
      const numbers = chapter.verses.map((v) => Number(v.verse));
      for (let verse = 1; verse <= Math.max(...numbers); verse += 1) {
        const text = chapter.verses.find((v) => Number(v.verse) === verse)?.text;
        if (text) lines.push(`[${chapter.chapter}:${verse}]  ${text} `);
        else if (BSB_OMITTED_VERSES.has(`${name} ${chapter.chapter}:${verse}`)) lines.push(`[${chapter.chapter}:${verse}] `);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

let server: http.Server;
let requests = 0;
let set: PinnedSet;
let cacheDir: string;

beforeAll(async () => {
  const body = publicLayout();
  server = http.createServer((req, res) => {
    requests++;
    if (req.url?.endsWith(`/${PINNED_BSB_FILE}`)) res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
    else res.writeHead(404).end('404: Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const commit = '0123456789abcdef0123456789abcdef01234567';
  set = {
    repository: 'owner/bibles',
    commit,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner/bibles/${commit}/`,
    sha256: { [PINNED_BSB_FILE]: createHash('sha256').update(body).digest('hex') },
  };
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-bsb-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the BSB source', () => {
  it('reads a passage and a memory verse from a folder of book files', async () => {
    const bsb = createBsbSource(BSB_DIR, { readText });
    const { verses } = await bsb.verses('Psalm 23:1-2');
    expect(verses.map((v) => v.text)).toEqual(['The LORD is my shepherd; I shall not want.', expect.stringMatching(/^He makes me lie down in green pastures/)]);
    expect(await bsbMemoryVerse(bsb, 'Romans 8:28')).toBe(
      'And we know that God works all things together for the good of those who love Him, who are called according to His purpose. (Romans 8:28)',
    );
    expect(await bsbMemoryVerse(bsb, 'Acts 8:37')).toBeNull();
  });

  it('says which book file is missing and how to point at the text', async () => {
    const bsb = createBsbSource('/nowhere/bsb', { readText });
    await expect(bsb.verses('John 3:16')).rejects.toThrow(/The BSB text of John is missing: no \/nowhere\/bsb\/John\.json\. Set BSB_SOURCE/);
  });

  it('reads the pinned public text once, checked and cached, and finds the same verses as the folder', async () => {
    const before = requests;
    const pinned = createBsbSource(set.baseUrl, { readText, pinnedSet: set, cache: diskCache(cacheDir) });
    const folder = createBsbSource(BSB_DIR, { readText });
    for (const reference of ['John 3:16', '1 Samuel 3:10', 'Mark 9:42-48', 'Revelation 22:21', 'Song of Solomon 2:4', '3 John 1:4']) {
      expect((await pinned.verses(reference)).verses, reference).toEqual((await folder.verses(reference)).verses);
    }
    expect(requests - before).toBe(1);
    const again = createBsbSource(set.baseUrl, { readText, pinnedSet: set, cache: diskCache(cacheDir) });
    expect((await again.verses('John 11:35')).verses[0].text).toBe('Jesus wept.');
    expect(requests - before).toBe(1);
  });

  it('refuses a public text that is not the pinned one', async () => {
    const changed = { ...set, sha256: { [PINNED_BSB_FILE]: '0'.repeat(64) } };
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'rd-bsb-'));
    const pinned = createBsbSource(changed.baseUrl, { readText, pinnedSet: changed, cache: diskCache(fresh) });
    await expect(pinned.verses('John 3:16')).rejects.toThrow(/is not the pinned text: its SHA-256 is [0-9a-f]{64}/);
    await rm(fresh, { recursive: true, force: true });
  });
});
