import { describe, expect, it } from 'vitest';
import { htmlLinks, lacksTrailingSlash, scriptLinks } from './internal-links.ts';

const ORIGIN = 'https://rd.example';

describe('internal links', () => {
  it("finds the site's own links, by path or by its address, and leaves out other hosts, mail, anchors and relative ones", () => {
    const html = `<a href="/auth">Sign in</a><link rel="canonical" href="https://rd.example/about-us/"><a href='/confessions/belgic/#article-1'>x</a>
      <a href=/donate>Donate</a><a href="https://other.example/auth">x</a><a href="//rd.example/x">x</a><a href="mailto:a@rd.example">x</a>
      <a href="#top">x</a><a href="?learn=1">x</a><a data-href="/nope">x</a><a href="/auth/?next=%2Fsettings%2F&amp;x=1">x</a>`;
    expect(htmlLinks(html, ORIGIN).map((l) => [l.pathname, l.search])).toEqual([
      ['/auth', ''],
      ['/about-us/', ''],
      ['/confessions/belgic/', ''],
      ['/donate', ''],
      ['/auth/', '?next=%2Fsettings%2F&x=1'],
    ]);
  });

  it('reads the literal href props of a compiled island, not those built from expressions', () => {
    const script = 'e("a",{href:"/settings",className:s}),e("a",{href:`/admin/`}),e("a",{href:`/devotional/${i}`}),e("a",{href:"https://x.example/a"})';
    expect(scriptLinks(script, ORIGIN).map((l) => l.href)).toEqual(['/settings', '/admin/']);
  });

  it('asks pages for their slash and lets files keep their names, whatever follows the path', () => {
    for (const page of ['/auth', '/confessions/belgic-confession', '/devotional/0b7c6a52-8f0e-4c1a-9d55-3f2a1e0c9b11']) {
      expect(lacksTrailingSlash(page), page).toBe(true);
    }
    for (const fine of ['/', '/auth/', '/rss.xml', '/devotional/abc/verse-card.png', '/oembed/today.json', '/embed/resize.js']) {
      expect(lacksTrailingSlash(fine), fine).toBe(false);
    }
  });
});
