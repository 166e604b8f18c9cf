import { describe, expect, it } from 'vitest';
import { fallbackArtUrl } from './fallback-art.ts';
import { coverSvg } from './styles.ts';
import { coverStyleForDate } from './style-rule.ts';

describe('fallbackArtUrl', () => {
  const source = { title: 'The Good Shepherd', passage: 'John 10:11-18', doctrine: 'Providence', date: '2026-11-27' };

  it('is the untitled square art of the style the date gets, as an SVG data URL', () => {
    const url = fallbackArtUrl(source);
    expect(url.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(coverSvg(source, coverStyleForDate(source.date), 'square', { titled: false }));
    expect(decodeURIComponent(url)).not.toContain('The Good Shepherd');
  });

  it('draws a devotional without a doctrine in the default palette', () => {
    expect(fallbackArtUrl({ ...source, doctrine: null })).toBe(fallbackArtUrl({ ...source, doctrine: 'Providence' }));
  });
});
