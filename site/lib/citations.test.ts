import { describe, expect, it } from 'vitest';
import { citationsHref, devotionalCount, newestCitations, sectionName } from './citations.ts';

describe('section citations', () => {
  it('names a section from its url slug', () => {
    expect(sectionName('question-60')).toBe('Question 60');
    expect(sectionName('head-2-article-8')).toBe('Head 2, Article 8');
    expect(sectionName('chapter-7-section-3')).toBe('Chapter 7, Section 3');
    expect(sectionName('preface')).toBe('Preface');
  });

  it('orders citing devotionals newest first', () => {
    const list = [
      { id: 'a', title: 'A', date: '2026-01-02' },
      { id: 'b', title: 'B', date: '2026-03-01' },
      { id: 'c', title: 'C', date: '2025-12-31' },
    ];
    expect(newestCitations(list).map((d) => d.id)).toEqual(['b', 'a', 'c']);
  });

  it('links to the section list page and counts devotionals', () => {
    expect(citationsHref('heidelberg-catechism', 'question-60')).toBe('/confessions/heidelberg-catechism/question-60/');
    expect(devotionalCount(1)).toBe('1 devotional');
    expect(devotionalCount(14)).toBe('14 devotionals');
  });
});
