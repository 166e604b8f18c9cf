import { describe, expect, it } from 'vitest';
import { discoverOembedUrl, wordpressEmbedHtml, wordpressOembedRequest } from './wordpress-oembed.ts';

describe('the WordPress stand-in', () => {
  it('discovers the JSON oEmbed link in the head only, entities decoded', () => {
    const head =
      '<link rel="alternate" type="application/rss+xml" href="/rss.xml"><link rel="alternate" type="application/json+oembed" href="https://a.example/o.json?x=1&amp;y=2" title="T">';
    expect(discoverOembedUrl(`<html><head>${head}</head><body></body></html>`)).toBe('https://a.example/o.json?x=1&y=2');
    expect(discoverOembedUrl('<html><head></head><body><link type="application/json+oembed" href="https://a.example/o.json"></body></html>')).toBeNull();
  });

  it('asks with its own query', () => {
    expect(wordpressOembedRequest('https://a.example/o.json', 'https://a.example/d/1/')).toBe(
      'https://a.example/o.json?maxwidth=600&maxheight=960&url=https%3A%2F%2Fa.example%2Fd%2F1%2F&dnt=1&format=json',
    );
  });

  it('keeps the quote and a sandboxed frame with the secret, hidden behind the quote, and drops anything else', () => {
    const html =
      '<blockquote><a href="https://a.example/d/1/" onclick="x()">Title</a></blockquote><iframe src="https://a.example/e/1/" title="Card" width="560" height="460" style="border:0" loading="lazy"></iframe><script>alert(1)</script>';
    expect(wordpressEmbedHtml(html, 'Secret123')).toBe(
      '<blockquote class="wp-embedded-content" data-secret="Secret123"><a href="https://a.example/d/1/">Title</a></blockquote>' +
        '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" style="position: absolute; clip: rect(1px, 1px, 1px, 1px);" src="https://a.example/e/1/#?secret=Secret123" width="560" height="460" title="Card" data-secret="Secret123"></iframe>',
    );
    expect(wordpressEmbedHtml('<p>no frame</p>', 'Secret123')).toBeNull();
  });
});
