import { describe, expect, it } from 'vitest';
import { factsOf } from './page-fact.ts';
import { indexedPagesByLanguage, pagesDigest } from './search-index.ts';

const pages = (...list: Array<[string, string]>) => new Map(list.map(([relative, html]) => [relative, factsOf(Buffer.from(html))]));
const page = (relative: string, html: string) => ({ relative, digest: factsOf(Buffer.from(html)).digest });

describe('search index by language', () => {
  it('indexes only the pages marked data-pagefind-body once any page is marked, each under its language', () => {
    const groups = indexedPagesByLanguage(
      pages(
        ['index.html', '<html lang="en"><body>home</body></html>'],
        ['devotional/a/index.html', '<html lang="en"><article data-pagefind-body>A</article></html>'],
        ['nl/devotional/b/index.html', '<html lang="nl"><article data-pagefind-body>B</article></html>'],
      ),
    );
    expect([...groups.keys()].sort()).toEqual(['en', 'nl']);
    expect(groups.get('en')!.map((p) => p.relative)).toEqual(['devotional/a/index.html']);
  });

  it('indexes every page when none is marked', () => {
    const groups = indexedPagesByLanguage(pages(['index.html', '<html lang="en">home</html>'], ['about/index.html', '<html lang="en">about</html>']));
    expect(groups.get('en')).toHaveLength(2);
  });

  it("changes a language's digest when a page's bytes, its path or the set of pages change, and not for order", () => {
    const a = page('devotional/a/index.html', 'A');
    const b = page('devotional/b/index.html', 'B');
    const digest = pagesDigest([a, b]);
    expect(pagesDigest([b, a])).toBe(digest);
    expect(pagesDigest([a, page('devotional/b/index.html', 'B!')])).not.toBe(digest);
    expect(pagesDigest([a, page('devotional/c/index.html', 'B')])).not.toBe(digest);
    expect(pagesDigest([a])).not.toBe(digest);
  });
});
