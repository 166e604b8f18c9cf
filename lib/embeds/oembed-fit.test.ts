import { describe, expect, it } from 'vitest';
import { embedFrame, embedFrameHtml } from './frame.ts';
import { fitOembed } from './oembed-fit.ts';

const frame = embedFrame('devotional', 'full', 'https://devotionals.example.org/embed/today/', 'Today’s devotional');
const response = {
  version: '1.0',
  type: 'rich',
  html: `<blockquote><a href="https://devotionals.example.org/">Today width="560"</a></blockquote>${embedFrameHtml(frame)}`,
  width: 560,
  height: 460,
  thumbnail_url: 'https://devotionals.example.org/images/default-devotional.png',
  thumbnail_width: 1200,
  thumbnail_height: 630,
};
const frameSize = (html: string) => /<iframe[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(html)!.slice(1).map(Number);

describe('fitOembed', () => {
  it('without limits is the response as it was', () => {
    expect(fitOembed(response, {})).toEqual(response);
  });

  it('brings the width down to maxwidth in the response and on the frame, leaving the quote’s text alone', () => {
    const fitted = fitOembed(response, { maxwidth: 400 });
    expect([fitted.width, fitted.height]).toEqual([400, 460]);
    expect(frameSize(fitted.html)).toEqual([400, 460]);
    expect(fitted.html).toContain('Today width="560"');
  });

  it('brings the height down to maxheight, each side on its own', () => {
    const fitted = fitOembed(response, { maxwidth: 300, maxheight: 250 });
    expect([fitted.width, fitted.height]).toEqual([300, 250]);
    expect(frameSize(fitted.html)).toEqual([300, 250]);
  });

  it('never makes the frame larger than the card’s own size', () => {
    const fitted = fitOembed(response, { maxwidth: 2000, maxheight: 2000 });
    expect([fitted.width, fitted.height]).toEqual([560, 460]);
    expect(fitted.html).toBe(response.html);
    expect(fitted.thumbnail_url).toBe(response.thumbnail_url);
  });

  it('drops the thumbnail, all three fields, when it is larger than the limits, as the spec requires', () => {
    for (const limits of [{ maxwidth: 1000 }, { maxheight: 600 }]) {
      const fitted = fitOembed(response, limits);
      expect(fitted).not.toHaveProperty('thumbnail_url');
      expect(fitted).not.toHaveProperty('thumbnail_width');
      expect(fitted).not.toHaveProperty('thumbnail_height');
    }
    expect(fitOembed(response, { maxwidth: 1200, maxheight: 630 }).thumbnail_url).toBe(response.thumbnail_url);
  });

  it('leaves the response it was given unchanged', () => {
    const before = structuredClone(response);
    fitOembed(response, { maxwidth: 100, maxheight: 100 });
    expect(response).toEqual(before);
  });
});
