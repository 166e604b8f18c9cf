import { describe, expect, it } from 'vitest';
import { citationsHref, newestCitations } from './citations.ts';

describe('section citations', () => {
  it('orders citing devotionals newest first', () => {
    const list = [
      { id: 'a', title: 'A', date: '2026-01-02' },
      { id: 'b', title: 'B', date: '2026-03-01' },
      { id: 'c', title: 'C', date: '2025-12-31' },
    ];
    expect(newestCitations(list).map((d) => d.id)).toEqual(['b', 'a', 'c']);
  });

  it('links to the section list page', () => {
    expect(citationsHref('heidelberg-catechism', 'question-60')).toBe('/confessions/heidelberg-catechism/question-60/');
  });
});
