import { describe, expect, it } from 'vitest';
import { weekCards } from './week-cards.ts';
import type { SectionSource } from './items.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const questions = (count: number, name: string): SectionSource[] =>
  Array.from({ length: count }, (_, i) => ({
    url_slug: `question-${i + 1}`,
    parent_url_slug: null,
    section_type: 'question',
    section_number: i + 1,
    title: `${name} question ${i + 1}?`,
    content: `${name} answer ${i + 1}.`,
  }));

describe('weekCards', () => {
  const devotionals = [
    { id: A, date: '2026-11-26', title: 'Yesterday', memoryVerse: 'Jesus wept. (John 11:35)' },
    { id: B, date: '2026-11-27', title: 'Today', memoryVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)' },
    { id: C, date: '2026-11-28', title: 'Tomorrow', memoryVerse: 'Not yet. (Genesis 1:1)' },
  ];

  it("gives today's verse, the week's Lord's Day with all its questions, and the Shorter Catechism's questions of the week", () => {
    const cards = weekCards('2026-11-27', devotionals, questions(129, 'Heidelberg'), questions(107, 'Shorter'));
    expect(cards.verse).toEqual({
      words: 'The LORD is my shepherd; I shall not want.',
      reference: 'Psalm 23:1',
      devotionalId: B,
      date: '2026-11-27',
      bsb: null,
    });
    // The week's Sunday, 22 November 2026, is the year's 47th: Lord's Day 47 is question 122.
    expect(cards.lordsDay).toEqual({ number: 47, questions: [{ number: 122, question: 'Heidelberg question 122?', answer: 'Heidelberg answer 122.' }] });
    // Week 47 of the Shorter Catechism's schedule: questions 95 and 96.
    expect(cards.shorterCatechism).toEqual({
      week: { week: 47, first: 95, last: 96 },
      cards: [95, 96].map((n) => ({ number: n, question: `Shorter question ${n}?`, answer: `Shorter answer ${n}.` })),
    });
  });

  it('carries the verse in the BSB beside the KJV when the build resolved it', () => {
    const withBsb = devotionals.map((d) => (d.id === B ? { ...d, bsbMemoryVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)' } : d));
    expect(weekCards('2026-11-27', withBsb, [], []).verse?.bsb).toEqual({ words: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1' });
  });

  it("prints a Dutch devotional's verse in the Statenvertaling, with its original's KJV for a reader who chose it", () => {
    const dutch = [
      {
        id: B,
        date: '2026-11-27',
        title: 'Vandaag',
        memoryVerse: 'De HEERE is mijn Herder, mij zal niets ontbreken. (Psalmen 23:1)',
        bible: 'sv' as const,
        kjvMemoryVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
      },
    ];
    expect(weekCards('2026-11-27', dutch, [], []).verse).toEqual({
      words: 'De HEERE is mijn Herder, mij zal niets ontbreken.',
      reference: 'Psalmen 23:1',
      devotionalId: B,
      date: '2026-11-27',
      bsb: null,
      bible: 'sv',
      kjv: { words: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1' },
    });
  });

  it("falls back to the newest released verse when today has none, and a Lord's Day of several questions lists each", () => {
    const cards = weekCards(
      '2026-01-08',
      [
        { ...devotionals[0], date: '2026-01-07' },
        { ...devotionals[1], date: '2026-01-08', memoryVerse: null },
      ],
      questions(129, 'H'),
      questions(107, 'S'),
    );
    expect(cards.verse?.reference).toBe('John 11:35');
    expect(cards.lordsDay.number).toBe(1);
    expect(cards.lordsDay.questions.map((q) => q.number)).toEqual([1, 2]);
    expect(cards.shorterCatechism.cards.map((q) => q.number)).toEqual([1, 2]);
  });

  it('has no verse card before any devotional is released, and no question card when the catechism is not loaded', () => {
    const cards = weekCards('2026-11-27', [], [], []);
    expect(cards.verse).toBeNull();
    expect(cards.lordsDay.questions).toEqual([]);
    expect(cards.shorterCatechism.cards).toEqual([]);
  });
});
