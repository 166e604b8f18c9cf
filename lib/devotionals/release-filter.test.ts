import { describe, expect, it } from 'vitest';
import { isReleaseState, releaseFilter } from './release-filter.ts';

describe('releaseFilter', () => {
  it('keeps drafts, released and scheduled devotionals apart by status and the site day', () => {
    expect(releaseFilter('draft', '2026-11-26')).toEqual({ 'status@eq': 'draft' });
    expect(releaseFilter('published', '2026-11-26')).toEqual({ 'status@eq': 'published', 'date@lte': '2026-11-26' });
    expect(releaseFilter('scheduled', '2026-11-26')).toEqual({ 'status@eq': 'published', 'date@gt': '2026-11-26' });
  });

  it('knows only the three states', () => {
    expect(isReleaseState('scheduled')).toBe(true);
    expect(isReleaseState('deleted')).toBe(false);
    expect(isReleaseState(undefined)).toBe(false);
  });
});
