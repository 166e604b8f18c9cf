import { describe, expect, it } from 'vitest';
import type { PracticeItem } from '@lib/practice/types.ts';
import { firstSundayOfYear, thisWeek, type WeekSources } from './this-week.ts';

function item(collection: string, number: number, extra: Partial<PracticeItem> = {}): PracticeItem {
  const key = collection === 'verses' ? `verse:00000000-0000-4000-8000-${String(number).padStart(12, '0')}` : `confession:${collection}:question-${number}`;
  return { key, collection, prompt: `${collection} ${number}`, text: `text ${number}`, href: '/', number, ...extra };
}

const sources: WeekSources = {
  verses: [item('verses', 1, { date: '2026-11-25' }), item('verses', 2, { date: '2026-11-27' }), item('verses', 3, { date: '2026-11-28' })],
  heidelberg: [
    item('heidelberg-catechism', 120, { lordsDay: 47 }),
    item('heidelberg-catechism', 121, { lordsDay: 47 }),
    item('heidelberg-catechism', 122, { lordsDay: 48 }),
  ],
  shorter: Array.from({ length: 107 }, (_, index) => item('westminster-shorter-catechism', index + 1)),
  youngChildren: [item('catechism-for-young-children', 1), item('catechism-for-young-children', 2)],
};

describe('firstSundayOfYear', () => {
  it('is the first Sunday of the year of the given day', () => {
    expect(firstSundayOfYear('2026-11-27')).toBe('2026-01-04');
    // 1 January 2023 was itself a Sunday.
    expect(firstSundayOfYear('2023-06-01')).toBe('2023-01-01');
  });
});

describe('thisWeek', () => {
  it("suggests today's devotional verse (never tomorrow's), the week's Lord's Day and the Shorter Catechism question from the start", () => {
    const week = thisWeek(sources, '2026-11-27', '2026-01-04', null, new Set());
    expect(week.map((suggestion) => [suggestion.label, suggestion.items.map((i) => i.number)])).toEqual([
      ["This week's memory verse", [2]],
      ["Heidelberg Catechism, Lord's Day 47", [120, 121]],
      ['Shorter Catechism, question 47', [47]],
    ]);
    // What the page says in its edition's words: which suggestion, and its number.
    expect(week.map(({ kind, number }) => [kind, number])).toEqual([
      ['verse', undefined],
      ['heidelberg', 47],
      ['shorter', 47],
    ]);
  });

  it('counts the Shorter Catechism from the start date the learner picked', () => {
    const week = thisWeek(sources, '2026-11-27', '2026-11-01', null, new Set());
    expect(week.at(-1)?.label).toBe('Shorter Catechism, question 4');
  });

  it('puts the next Catechism for Young Children question first for younger learners, skipping what they already learn', () => {
    const week = thisWeek(sources, '2026-11-27', '2026-01-04', '6-9', new Set(['confession:catechism-for-young-children:question-1']));
    expect(week[0]).toMatchObject({ label: 'Catechism for Young Children, question 2' });
    expect(thisWeek(sources, '2026-11-27', '2026-01-04', 'adult', new Set())[0].label).toBe("This week's memory verse");
  });
});
