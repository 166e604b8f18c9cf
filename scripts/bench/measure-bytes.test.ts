import { describe, expect, it } from 'vitest';
import { pageScripts } from './measure-bytes.ts';

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
    expect(signedIn).toEqual(['/_astro/SignedInShell.js', '/_astro/client.js']);
  });
});
