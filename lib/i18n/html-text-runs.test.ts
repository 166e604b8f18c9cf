/** An e-mail's text runs carry the language of the element around them, and the head and styles are not read. */
import { describe, expect, it } from 'vitest';
import { textRunsFromHtml } from './html-text-runs.ts';

describe('textRunsFromHtml', () => {
  it('gives each piece of text the nearest lang, the document’s outside any', () => {
    const html =
      '<!doctype html><html lang="nl"><head><title>Titel</title><style>p{color:red}</style></head><body>' +
      '<p>Lees verder</p><blockquote lang="en">I am the <em>good</em> shepherd</blockquote><br><p>Amen &amp; amen</p></body></html>';
    expect(textRunsFromHtml(html, 'mail', 'es')).toEqual([
      { text: 'Lees verder', lang: 'nl', where: 'mail' },
      { text: 'I am the', lang: 'en', where: 'mail' },
      { text: 'good', lang: 'en', where: 'mail' },
      { text: 'shepherd', lang: 'en', where: 'mail' },
      { text: 'Amen & amen', lang: 'nl', where: 'mail' },
    ]);
  });

  it('reads alt and title attributes in the language of their element', () => {
    expect(textRunsFromHtml('<p><img src="x.jpg" alt="Kept by Grace" lang="en"> <a title="Lezen" href="/">x</a></p>', 'mail', 'nl')).toEqual([
      { text: 'Kept by Grace', lang: 'en', where: 'mail img@alt' },
      { text: 'Lezen', lang: 'nl', where: 'mail a@title' },
      { text: 'x', lang: 'nl', where: 'mail' },
    ]);
  });
});
