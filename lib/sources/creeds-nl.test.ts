/**
 * The Dutch Heidelberg Catechism from its two places: a folder holding the Creeds.json file (../shared/confessions-nl),
 * and the public XML at a pinned commit, served here by a local HTTP server. The XML is written from the folder's
 * file in the public file's layout (its line breaks in Q23, its escaped footnote mark in Q119, its stray spaces
 * before "?" and ","), and pinned by its own SHA-256: both places must give the same catechism.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_DUTCH_HEIDELBERG_FILE, readDutchHeidelberg } from './creeds-nl.ts';
import { createEditionSource } from './editions.ts';
import { diskCache } from './node.ts';
import type { PinnedSet } from './pinned.ts';
import type { CatechismDocument } from '../confessions/heidelberg-nl-xml.ts';
import { CONFESSIONS_NL_DIR, readJson, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const readText = (file: string) => readFile(file, 'utf8');
const sv = createEditionSource('sv', SV_DIR, { readText });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The folder's catechism in the public XML layout. */
function publicLayout(): string {
  const document = readJson<CatechismDocument>(path.join(CONFESSIONS_NL_DIR, 'heidelberg_catechism.json'));
  const records = document.Data.map(({ Number: n, Question, Answer }) => {
    const question = n === 18 ? Question.replace(/\?$/, ' ?') : Question;
    let answer = escape(Answer);
    if (n === 23) answer = answer.replace(/ (\d+)\. /g, '\n$1. ');
    if (n === 119) answer = `&lt;sup&gt;a&lt;/sup&gt; ${answer}`;
    return `    <record number="${n}">\n      <question>${escape(question)}</question>\n      <answer>${answer}</answer>\n    </record>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<translation>\n  <description>De Heidelbergse Catechismus</description>\n  <data>\n${records.join('\n')}\n  </data>\n</translation>\n`;
}

let server: http.Server;
let requests = 0;
let set: PinnedSet;
let cacheDir: string;

beforeAll(async () => {
  const body = publicLayout();
  server = http.createServer((req, res) => {
    requests++;
    if (req.url?.endsWith(`/${PINNED_DUTCH_HEIDELBERG_FILE}`)) res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    else res.writeHead(404).end('404: Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const commit = '0123456789abcdef0123456789abcdef01234567';
  set = {
    repository: 'owner/catechism',
    commit,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner/catechism/${commit}/`,
    sha256: { [PINNED_DUTCH_HEIDELBERG_FILE]: createHash('sha256').update(body).digest('hex') },
  };
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-creeds-nl-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the Dutch Heidelberg Catechism source', () => {
  it('gives the same completed catechism from the folder and from the pinned XML, downloaded once', async () => {
    const folder = await readDutchHeidelberg(CONFESSIONS_NL_DIR, { readText }, sv);
    const before = requests;
    const pinned = await readDutchHeidelberg(set.baseUrl, { readText, pinnedSet: set, cache: diskCache(cacheDir) }, sv);
    expect(pinned).toEqual(folder);
    expect(folder.document.Data[91].Answer).toContain('Gij zult niet stelen.');
    expect(folder.document.Data[118].Answer).toMatch(/^Onze Vader, Die in de hemelen zijt\./);
    await readDutchHeidelberg(set.baseUrl, { readText, pinnedSet: set, cache: diskCache(cacheDir) }, sv);
    expect(requests - before).toBe(1);
  });

  it('says what to set when the folder has no catechism, and refuses a changed public file', async () => {
    await expect(readDutchHeidelberg('/nowhere/nl', { readText }, sv)).rejects.toThrow(
      /Could not read \/nowhere\/nl\/heidelberg_catechism\.json.*Set CONFESSIONS_NL_SOURCE/,
    );
    const changed = { ...set, sha256: { [PINNED_DUTCH_HEIDELBERG_FILE]: '0'.repeat(64) } };
    await expect(readDutchHeidelberg(changed.baseUrl, { readText, pinnedSet: changed }, sv)).rejects.toThrow(/is not the pinned text/);
  });
});
