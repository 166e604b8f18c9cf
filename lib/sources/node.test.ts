/** Where the seed reads Bible and confession texts from: folders, an http(s) base URL, and the defaults. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confessionsSourceFromEnv, readCreedsDocument } from './node.ts';
import { PUBLIC_CREEDS_URL } from './creeds.ts';
import { createKjvSource, kjvSourceFromEnv } from './node.ts';
import { confessionsNlSourceFromEnv, editionSourceFromEnv } from './node.ts';
import { PINNED_CONFESSIONS_NL, PINNED_RV1909, PINNED_SV } from './pinned.ts';

const statenvertalingSourceFromEnv = (env: NodeJS.ProcessEnv, root?: string) => editionSourceFromEnv('sv', env, root);
const reinaValeraSourceFromEnv = (env: NodeJS.ProcessEnv, root?: string) => editionSourceFromEnv('rv1909', env, root);
import { CONFESSIONS_DIR, KJV_DIR, PROJECT_ROOT } from '../../tests/fixtures/shared-data.ts';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // A stand-in for the public Creeds.json folder, serving ../shared/confessions under /creeds/.
  server = createServer(async (req, res) => {
    const name = path.basename(req.url ?? '');
    try {
      const body = await readFile(path.join(CONFESSIONS_DIR, name));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}/creeds`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('confession source', () => {
  it('defaults to ../shared/confessions when it exists, and honours CONFESSIONS_SOURCE', () => {
    expect(confessionsSourceFromEnv({})).toBe(path.resolve(PROJECT_ROOT, '../shared/confessions'));
    expect(confessionsSourceFromEnv({ CONFESSIONS_SOURCE: 'https://example.org/creeds/' })).toBe('https://example.org/creeds/');
    expect(PUBLIC_CREEDS_URL).toMatch(/^https:\/\/.*Creeds\.json.*\/creeds\/$/);
  });

  it('reads the same document from a folder and from an http base URL (with or without a trailing slash)', async () => {
    const fromDir = (await readCreedsDocument(CONFESSIONS_DIR, 'westminster_shorter_catechism.json')) as { Data: unknown[] };
    expect(fromDir.Data).toHaveLength(107);
    expect(await readCreedsDocument(baseUrl, 'westminster_shorter_catechism.json')).toEqual(fromDir);
    expect(await readCreedsDocument(`${baseUrl}/`, 'westminster_shorter_catechism.json')).toEqual(fromDir);
  });

  it('says which file is missing and what to set', async () => {
    await expect(readCreedsDocument(baseUrl, 'missing.json')).rejects.toThrow(/answered 404.*CONFESSIONS_SOURCE/);
    await expect(readCreedsDocument('/nonexistent', 'missing.json')).rejects.toThrow(/Could not read \/nonexistent\/missing.json.*CONFESSIONS_SOURCE/);
  });
});

describe('KJV source', () => {
  it('defaults to ../shared/kjv and honours KJV_SOURCE relative to the project', () => {
    expect(kjvSourceFromEnv({})).toBe(path.resolve(PROJECT_ROOT, '../shared/kjv'));
    expect(kjvSourceFromEnv({ KJV_SOURCE: '/data/kjv' })).toBe('/data/kjv');
  });

  it('gives passage text and memory verses in the stored formats', async () => {
    const kjv = createKjvSource(KJV_DIR);
    expect(await kjv.passageText('Psalm 23:1-2')).toBe(
      '1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures: he leadeth me beside the still waters.',
    );
    expect(await kjv.memoryVerse('1 John 4:19')).toBe('We love him, because he first loved us. (1 John 4:19)');
  });

  it('names the missing book file and the variable to set', async () => {
    await expect(createKjvSource('/nonexistent').passageText('Romans 8:28')).rejects.toThrow(/no \/nonexistent\/Romans.json. Set KJV_SOURCE/);
  });
});

describe('the Dutch and Spanish Bible sources', () => {
  it('default to ../shared when it exists, else the pinned module, and honour their settings', () => {
    expect(statenvertalingSourceFromEnv({})).toBe(path.resolve(PROJECT_ROOT, '../shared/statenvertaling'));
    expect(reinaValeraSourceFromEnv({})).toBe(path.resolve(PROJECT_ROOT, '../shared/reina-valera-1909'));
    expect(statenvertalingSourceFromEnv({ STATENVERTALING_SOURCE: 'texts/sv' }, '/site')).toBe('/site/texts/sv');
    expect(reinaValeraSourceFromEnv({ REINA_VALERA_SOURCE: 'https://example.org/rv/' })).toBe('https://example.org/rv/');
    expect(editionSourceFromEnv('sv', {}, '/nowhere/at/all')).toBe(PINNED_SV.baseUrl);
    expect(editionSourceFromEnv('rv1909', {}, '/nowhere/at/all')).toBe(PINNED_RV1909.baseUrl);
  });

  it('read the Dutch catechism from CONFESSIONS_NL_SOURCE, ../shared/confessions-nl, or the pinned XML', () => {
    expect(confessionsNlSourceFromEnv({})).toBe(path.resolve(PROJECT_ROOT, '../shared/confessions-nl'));
    expect(confessionsNlSourceFromEnv({ CONFESSIONS_NL_SOURCE: '/data/nl' })).toBe('/data/nl');
    expect(confessionsNlSourceFromEnv({}, '/nowhere/at/all')).toBe(PINNED_CONFESSIONS_NL.baseUrl);
  });
});
