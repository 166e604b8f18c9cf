import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchFolders } from '../../tests/support/scratch-folders.ts';
import { factsOf } from './page-fact.ts';
import { factsInWorkers } from './page-facts-workers.ts';

const folder = scratchFolders('rd-page-facts-workers-');

describe('factsInWorkers', () => {
  it("reads the pages' facts in worker threads, the same facts in the pages' order", async () => {
    const dir = await folder();
    const pages: Record<string, string> = {
      'index.html': '<html lang="en"><body data-pagefind-body><script>go()</script></body></html>',
      'nl/index.html': '<html lang="nl"><body><img onerror="x()"></body></html>',
      'es/a/index.html': '<html lang="es"><body>a</body></html>',
    };
    for (const [relative, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
      await writeFile(path.join(dir, relative), html);
    }
    const relatives = Object.keys(pages);
    expect(await factsInWorkers(dir, relatives, 2)).toEqual(relatives.map((relative) => factsOf(Buffer.from(pages[relative]))));
  });

  it('fails when a page cannot be read', async () => {
    await expect(factsInWorkers(await folder(), ['missing.html'], 1)).rejects.toThrow();
  });
});
