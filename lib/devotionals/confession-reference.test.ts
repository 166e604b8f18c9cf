import { describe, expect, it } from 'vitest';
import { confessionReferenceLabel, confessionSectionHref, confessionSectionName } from './confession-reference.ts';

describe('confessionSectionName', () => {
  it('names catechism questions and Belgic articles', () => {
    expect(confessionSectionName('question-60')).toBe('Q. 60');
    expect(confessionSectionName('article-16')).toBe('Article 16');
  });

  it('uses Roman numerals for Westminster chapters and sections', () => {
    expect(confessionSectionName('chapter-3')).toBe('Chapter III');
    expect(confessionSectionName('chapter-28-section-4')).toBe('Chapter XXVIII, Section IV');
  });

  it("names the Canons' heads, articles and rejections, with the combined third head", () => {
    expect(confessionSectionName('head-1-article-7')).toBe('Head I, Article 7');
    expect(confessionSectionName('head-3-article-12')).toBe('Heads III/IV, Article 12');
    expect(confessionSectionName('head-5')).toBe('Head V');
    expect(confessionSectionName('head-2-rejection-3')).toBe('Head II, Rejection of Errors 3');
  });

  it('falls back to the title, then the slug, for other shapes', () => {
    expect(confessionSectionName('preface', 'To the Reader')).toBe('To the Reader');
    expect(confessionSectionName('preface')).toBe('preface');
  });
});

describe('confessionReferenceLabel and confessionSectionHref', () => {
  it('label the reference and link to its anchor', () => {
    expect(confessionReferenceLabel('Heidelberg Catechism', 'question-60')).toBe('Heidelberg Catechism, Q. 60');
    expect(confessionSectionHref('heidelberg-catechism', 'question-60')).toBe('/confessions/heidelberg-catechism/#question-60');
  });
});
