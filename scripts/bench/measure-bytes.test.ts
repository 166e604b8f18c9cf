import { describe, expect, it } from 'vitest';
import { featureMounted, pageScripts } from './measure-bytes.ts';

describe('bench: the JavaScript a page loads', () => {
  const html = `
    <script type="module" src="/_astro/page.js"></script>
    <astro-island uid="a" component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="interaction" ssr></astro-island>
    <astro-island uid="b" component-url="/_astro/Clock.js" renderer-url="/_astro/client.js" client="load" ssr></astro-island>`;

  it('counts islands that hydrate on interaction only after the first interaction', () => {
    const { urls, onInteraction } = pageScripts(html);
    expect(urls).toEqual(['/_astro/page.js', '/_astro/Clock.js', '/_astro/client.js']);
    expect(onInteraction).toEqual(['/_astro/Search.js', '/_astro/client.js']);
  });

  it('counts client:signed-in islands only for a signed-in reader', () => {
    const page = `${html}
    <astro-island uid="c" component-url="/_astro/SignedInShell.js" renderer-url="/_astro/client.js" client="signed-in" ssr></astro-island>`;
    const { urls, signedIn } = pageScripts(page);
    expect(urls).not.toContain('/_astro/SignedInShell.js');
    // Not its renderer: the directive drops it, the carrier renders nothing (site/directives/signed-in.ts).
    expect(signedIn).toEqual(['/_astro/SignedInShell.js']);
  });

  it("counts a signed-in feature's file only on a page that mounts it", () => {
    const devotional = '<span data-rd-mount="bookmark"></span><div data-rd-mount="notes"></div>';
    expect(featureMounted('/_astro/bookmark.CWxkWc4g.js', devotional)).toBe(true);
    expect(featureMounted('/_astro/notes.Cid-4aSe.js', devotional)).toBe(true);
    expect(featureMounted('/_astro/confession-extras.DjVleJlj.js', devotional)).toBe(false);
    expect(featureMounted('/_astro/reading-tracker.PzPQwZv6.js', '<main></main>')).toBe(false);
    // Everything else the shell loads (the translation sync, its messages) loads on every page.
    expect(featureMounted('/_astro/translation.BDLUZO6m.js', '<main></main>')).toBe(true);
  });
});
