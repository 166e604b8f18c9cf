/**
 * The Statenvertaling and the Reina-Valera 1909 from their two places: a folder of book files (../shared), and the
 * pinned public text, a SWORD module in a zip, served here by a local HTTP server the way raw.githubusercontent.com
 * serves it. The zip is written from ../shared in the public module's layout, with the OSIS the public one has
 * (a Dutch verse-number note, a kept note, a psalm join marker, chapter ends), and pinned by its own SHA-256.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditionSource, EDITION_SOURCES } from './editions.ts';
import { formatEditionMemoryVerse } from '../scripture/edition-passage-text.ts';
import { diskCache } from './node.ts';
import type { PinnedSet } from './pinned.ts';
import { RV1909_DIR, SV_DIR } from '../../tests/fixtures/shared-data.ts';
import { swordModuleZip, type Markup } from '../../tests/fixtures/sword-module.ts';

const readText = (file: string) => readFile(file, 'utf8');

/** The public module's markup around a few verses, which the reader must take off again. */
const dutchMarkup: Markup = (book, chapter, verse, words) => {
  if (book === 'Daniel' && chapter === 6 && verse === 10) {
    return `<note placement="foot">(6:11)</note> ${words.replace(' (hij nu had', '<note placement="foot">(hij nu had').replace('aan),', 'aan)</note>,')} `;
  }
  if (book === 'Psalms' && chapter === 51 && verse === 19)
    return `${words.replace(' Dan zult Gij', ' ] [ (Psalms 51:21) Dan zult Gij')} <chapter eID="Ps.51"/>`;
  return `${words} `;
};

let server: http.Server;
let requests = 0;
let cacheDir: string;
const served = new Map<string, Buffer>();
const sets: Record<'sv' | 'rv1909', PinnedSet> = {} as never;

beforeAll(async () => {
  served.set(EDITION_SOURCES.sv.file, swordModuleZip(SV_DIR, 'dutsvv', ['Psalms', 'Daniel', 'John', '1 Samuel'], dutchMarkup));
  served.set(EDITION_SOURCES.rv1909.file, swordModuleZip(RV1909_DIR, 'sparv', ['Jonah', 'John']));
  server = http.createServer((req, res) => {
    requests++;
    const file = [...served.keys()].find((name) => req.url?.endsWith(`/${name}`));
    if (file) res.writeHead(200, { 'content-type': 'application/zip' }).end(served.get(file));
    else res.writeHead(404).end('404: Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const commit = '0123456789abcdef0123456789abcdef01234567';
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner/bibles/${commit}/`;
  for (const bible of ['sv', 'rv1909'] as const) {
    const file = EDITION_SOURCES[bible].file;
    sets[bible] = { repository: 'owner/bibles', commit, baseUrl, sha256: { [file]: createHash('sha256').update(served.get(file)!).digest('hex') } };
  }
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-editions-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the Dutch and Spanish Bible sources', () => {
  it('read a passage and a memory verse from a folder, numbered as the English reference', async () => {
    const sv = createEditionSource('sv', SV_DIR, { readText });
    const { verses } = await sv.verses('Psalm 51:1');
    expect(verses[0].text).toMatch(/^Wees mij genadig, o God!/);
    const john316 = await sv.verses('John 3:16');
    expect(formatEditionMemoryVerse(john316.verses, john316.ref)).toBe(
      'Want alzo lief heeft God de wereld gehad, dat Hij Zijn eniggeboren Zoon gegeven heeft, opdat een iegelijk die in Hem gelooft, niet verderve, maar het eeuwige leven hebbe. (John 3:16)',
    );
    const rv = createEditionSource('rv1909', RV1909_DIR, { readText });
    expect((await rv.verses('Jonah 1:17')).verses[0].text).toMatch(/^MAS Jehová había prevenido un gran pez/);
  });

  it('say which book file is missing and which setting points at the text', async () => {
    await expect(createEditionSource('sv', '/nowhere/sv', { readText }).verses('John 3:16')).rejects.toThrow(
      /The Statenvertaling text of John is missing: no \/nowhere\/sv\/John\.json\. Set STATENVERTALING_SOURCE/,
    );
    await expect(createEditionSource('rv1909', '/nowhere/rv', { readText }).verses('John 3:16')).rejects.toThrow(/Set REINA_VALERA_SOURCE/);
  });

  it('read the pinned module once, checked and cached, and find the same verses as the folder', async () => {
    const before = requests;
    const pinned = createEditionSource('sv', sets.sv.baseUrl, { readText, pinnedSet: sets.sv, cache: diskCache(cacheDir) });
    const folder = createEditionSource('sv', SV_DIR, { readText });
    for (const reference of ['John 3:16-18', 'Psalm 23', 'Psalm 51', 'Daniel 6:10', '1 Samuel 23:27-24:2', 'John 21:25']) {
      expect((await pinned.verses(reference)).verses, reference).toEqual((await folder.verses(reference)).verses);
    }
    expect((await pinned.book('Daniel')).chapters[5].verses[9].text).toContain('ging hij in zijn huis (hij nu had in zijn opperzaal');
    expect(requests - before).toBe(1);
    const again = createEditionSource('sv', sets.sv.baseUrl, { readText, pinnedSet: sets.sv, cache: diskCache(cacheDir) });
    expect((await again.verses('John 11:35')).verses[0].text).toBe('Jezus weende.');
    expect(requests - before).toBe(1);
    // This test module leaves Genesis empty: its verses are shown missing, in place, not skipped.
    expect((await again.verses('Genesis 1:1')).verses).toEqual([{ chapter: 1, verse: 1, text: '', missing: true }]);
  });

  it('read the Spanish module the same way', async () => {
    const pinned = createEditionSource('rv1909', sets.rv1909.baseUrl, { readText, pinnedSet: sets.rv1909, cache: diskCache(cacheDir) });
    const folder = createEditionSource('rv1909', RV1909_DIR, { readText });
    for (const reference of ['John 3:16', 'Jonah 1:15-2:10']) {
      expect((await pinned.verses(reference)).verses, reference).toEqual((await folder.verses(reference)).verses);
    }
  });

  it('refuse a public text that is not the pinned one', async () => {
    const file = EDITION_SOURCES.sv.file;
    const changed = { ...sets.sv, sha256: { [file]: '0'.repeat(64) } };
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'rd-editions-'));
    const pinned = createEditionSource('sv', changed.baseUrl, { readText, pinnedSet: changed, cache: diskCache(fresh) });
    await expect(pinned.verses('John 3:16')).rejects.toThrow(/is not the pinned text: its SHA-256 is [0-9a-f]{64}/);
    await rm(fresh, { recursive: true, force: true });
  });
});
