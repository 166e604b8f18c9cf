import { describe, expect, it } from 'vitest';
import { embedFrame, embedFrameHtml, EMBED_FRAME_HEIGHTS } from './frame.ts';
import { oembedResponse } from './oembed.ts';

const site = 'https://devotionals.example.org';
const frame = embedFrame('devotional', 'full', `${site}/embed/devotional/abc/`, 'Devotional: “Bread & Wine” from Reformed Devotionals');

describe('embedFrameHtml', () => {
  it('is one iframe with the address, a title, a size, and no border', () => {
    expect(embedFrameHtml(frame)).toBe(
      `<iframe src="${site}/embed/devotional/abc/" title="Devotional: “Bread &amp; Wine” from Reformed Devotionals" width="560" height="${EMBED_FRAME_HEIGHTS.devotional.full}" frameborder="0" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    );
  });
});

describe('oembedResponse', () => {
  const response = oembedResponse({
    title: 'Bread & "Wine"',
    pageUrl: `${site}/devotional/abc/`,
    frame,
    site,
    thumbnail: { url: `${site}/images/default-devotional.png`, width: 1200, height: 630 },
  });

  it('is a rich oEmbed 1.0 response with the provider, the size of the frame and a thumbnail of known size', () => {
    expect(response).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Bread & "Wine"',
      provider_name: 'Reformed Devotionals',
      provider_url: `${site}/`,
      width: 560,
      height: EMBED_FRAME_HEIGHTS.devotional.full,
      thumbnail_url: `${site}/images/default-devotional.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
  });

  it('gives a linked quote then the frame, the two elements WordPress keeps of a discovered embed', () => {
    // WordPress's filter: at most a <blockquote> (with plain links) followed by an <iframe>.
    const match = /^(<blockquote><a href="[^"]+">[^<]*<\/a><\/blockquote>)(<iframe [^>]*><\/iframe>)$/.exec(response.html);
    expect(match).not.toBeNull();
    expect(match![1]).toBe(`<blockquote><a href="${site}/devotional/abc/">Bread &amp; &quot;Wine&quot;</a></blockquote>`);
    expect(match![2]).toContain(`src="${site}/embed/devotional/abc/"`);
  });
});
