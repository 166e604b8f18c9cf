/**
 * The console's passages in the BSB, the Statenvertaling and the Reina-Valera 1909, read from book files served the
 * way the site serves /bible/{translation}/{Book}.json (here by a local HTTP server over ../shared).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMemoryVerse, fetchPassageText, lookUpPassageIn } from './passageIn.ts';
import { BSB_DIR, RV1909_DIR, SV_DIR } from '../../../tests/fixtures/shared-data.ts';

const folders: Record<string, string> = { bsb: BSB_DIR, sv: SV_DIR, rv1909: RV1909_DIR };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const [, bible, translation, file] = (req.url ?? '').split('/');
    try {
      if (bible !== 'bible' || !folders[translation]) throw new Error('not here');
      res.writeHead(200, { 'content-type': 'application/json' }).end(await readFile(path.join(folders[translation], path.basename(file))));
    } catch {
      res.writeHead(404).end('404: Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a passage in the console', () => {
  it('fills a Dutch scripture_text and memory verse from the English references', async () => {
    expect(await fetchPassageText('sv', 'Psalm 23:1-2', base)).toBe(
      '1 Een psalm van David. De HEERE is mijn Herder, mij zal niets ontbreken.\n2 Hij doet mij nederliggen in grazige weiden; Hij voert mij zachtjes aan zeer stille wateren.',
    );
    expect(await fetchMemoryVerse('sv', 'Psalm 51:1', base)).toMatch(/^Wees mij genadig, o God! .* \(Psalm 51:1\)$/);
  });

  it('fills a Spanish one across the Spanish chapter break', async () => {
    expect(await fetchPassageText('rv1909', 'Jonah 1:17-2:1', base)).toBe(
      '17 MAS Jehová había prevenido un gran pez que tragase á Jonás: y estuvo Jonás en el vientre del pez tres días y tres noches.\n2:1 Y oró Jonás desde el vientre del pez á Jehová su Dios,',
    );
  });

  it('keeps the BSB side panel as it was, and says why a reference fails', async () => {
    const found = await lookUpPassageIn('bsb', 'John 5:3-4', base);
    expect(found).toMatchObject({ status: 'found', reference: 'John 5:3-4', verses: [{ verse: 3 }, { verse: 4, omitted: true, text: '' }] });
    expect(await lookUpPassageIn('sv', 'John 22:1', base)).toEqual({ status: 'failed', message: 'John has no chapter 22 (John 22:1)' });
    await expect(fetchPassageText('sv', 'Johnny 3:16', base)).rejects.toThrow(/is not a book of the Bible/);
  });
});
