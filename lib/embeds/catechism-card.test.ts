import { describe, expect, it } from 'vitest';
import type { SectionSource } from '../practice/items.ts';
import { answerParagraphs, catechismCard } from './catechism-card.ts';

const heidelberg: SectionSource[] = Array.from({ length: 129 }, (_, i) => ({
  url_slug: `question-${i + 1}`,
  parent_url_slug: null,
  section_type: 'question',
  section_number: i + 1,
  title: `Question ${i + 1}?`,
  content: `Answer ${i + 1}.`,
}));

describe('catechismCard', () => {
  it("is the week's Lord's Day with each question and answer and its place in the library", () => {
    // Thursday 8 January 2026: the week of Sunday 4 January, the year's first Sunday: Lord's Day 1 (questions 1 and 2).
    expect(catechismCard('2026-01-08', heidelberg)).toEqual({
      lordsDay: 1,
      weekOf: '2026-01-04',
      questions: [
        { number: 1, question: 'Question 1?', answer: 'Answer 1.' },
        { number: 2, question: 'Question 2?', answer: 'Answer 2.' },
      ],
      href: '/confessions/heidelberg-catechism/#lords-day-1',
    });
    expect(catechismCard('2026-11-29', heidelberg).lordsDay).toBe(48);
  });

  it('has no questions while the library has not loaded the catechism, and still links to the Lord’s Day', () => {
    const card = catechismCard('2026-11-29', []);
    expect(card.questions).toEqual([]);
    expect(card.href).toBe('/confessions/heidelberg-catechism/#lords-day-48');
  });
});

describe('answerParagraphs', () => {
  it('splits at blank lines and drops empty ones', () => {
    expect(answerParagraphs('That I am not my own.\n\n  Because I belong to him.\n\n\n')).toEqual(['That I am not my own.', 'Because I belong to him.']);
  });
});

describe("an edition's catechism card", () => {
  it("links the Lord's Day in the edition's library", () => {
    expect(catechismCard('2026-01-08', heidelberg, 'nl').href).toBe('/nl/confessions/heidelberg-catechism/#lords-day-1');
  });
});
