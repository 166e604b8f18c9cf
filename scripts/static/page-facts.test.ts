import { readFile, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchFolders } from '../../tests/support/scratch-folders.ts';
import { factsOf, pageLanguage } from './page-fact.ts';
import { inlineCodeOf, readPageFacts } from './page-facts.ts';
import { sha256 } from './inline-hashes.ts';

const folder = scratchFolders('rd-page-facts-');

describe('page facts', () => {
  it("files a page under its <html lang>, as Pagefind does, and 'unknown' without one", () => {
    expect(pageLanguage('<!DOCTYPE html><html lang="nl" class="x"><head>')).toBe('nl');
    expect(pageLanguage("<html class='a' lang='es'>")).toBe('es');
    expect(pageLanguage('<html data-theme="dark">')).toBe('unknown');
  });

  it('names the inline code a page runs and whether search indexes it', () => {
    const facts = factsOf(Buffer.from('<html lang="pt"><body data-pagefind-body><script>go()</script><img onerror="x()"></body></html>'));
    expect(facts).toMatchObject({ language: 'pt', marked: true, scripts: [sha256('go()')], handlers: [sha256('x()')] });
  });

  it('reads a page again only when its file changed since the facts were kept, and forgets pages that are gone', async () => {
    const site = await folder();
    const cache = await folder();
    await mkdir(path.join(site, 'a'), { recursive: true });
    await writeFile(path.join(site, 'a/index.html'), '<html lang="en"><script>one()</script></html>');
    await writeFile(path.join(site, 'b.html'), '<html lang="nl"></html>');
    const first = await readPageFacts(site, cache);
    expect([...first.keys()]).toEqual(['a/index.html', 'b.html']);

    // The kept record is what decides: a page whose file is unchanged is taken from it, not read.
    const kept = JSON.parse(await readFile(path.join(cache, 'page-facts.json'), 'utf8'));
    kept['b.html'].language = 'kept';
    await writeFile(path.join(cache, 'page-facts.json'), JSON.stringify(kept));
    await writeFile(path.join(site, 'a/index.html'), '<html lang="en"><script>two()</script></html>');
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(site, 'a/index.html'), later, later);
    await rm(path.join(site, 'b.html'));
    await writeFile(path.join(site, 'c.html'), '<html lang="es"></html>');
    await writeFile(path.join(site, 'b.html'), '<html lang="nl"></html>');

    const second = await readPageFacts(site, cache);
    expect(second.get('a/index.html')?.scripts).toEqual([sha256('two()')]);
    // b.html was written again (a new file), so it was read again.
    expect(second.get('b.html')?.language).toBe('nl');
    expect(second.get('c.html')?.language).toBe('es');
    expect(inlineCodeOf(second).scripts).toEqual(new Set([sha256('two()')]));
  });

  it('takes the facts of an unchanged page from the record', async () => {
    const site = await folder();
    const cache = await folder();
    await writeFile(path.join(site, 'index.html'), '<html lang="en"></html>');
    await readPageFacts(site, cache);
    const kept = JSON.parse(await readFile(path.join(cache, 'page-facts.json'), 'utf8'));
    kept['index.html'].language = 'from-the-record';
    await writeFile(path.join(cache, 'page-facts.json'), JSON.stringify(kept));
    expect((await readPageFacts(site, cache)).get('index.html')?.language).toBe('from-the-record');
    // Without a cache every page is read.
    expect((await readPageFacts(site)).get('index.html')?.language).toBe('en');
  });
});
