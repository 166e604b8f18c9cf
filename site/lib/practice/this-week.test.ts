import { describe, expect, it } from 'vitest';
import type { PracticeItem } from '@lib/practice/types.ts';
import { thisWeek, type WeekSources } from './this-week.ts';

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
  youngChildren: Array.from({ length: 145 }, (_, index) => item('catechism-for-young-children', index + 1)),
};

describe('thisWeek', () => {
  it("suggests today's devotional verse (never tomorrow's), the week's Lord's Day and the Shorter Catechism's questions of the week", () => {
    // 27 November 2026 is in week 47 (Sunday 22 November): Shorter Catechism questions 95 and 96.
    const week = thisWeek(sources, '2026-11-27', null);
    expect(week.map((suggestion) => [suggestion.label, suggestion.items.map((i) => i.number)])).toEqual([
      ["This week's memory verse", [2]],
      ["Heidelberg Catechism, Lord's Day 47", [120, 121]],
      ['Shorter Catechism, week 47: questions 95–96', [95, 96]],
    ]);
    // What the page says in its edition's words: which suggestion, and its number or week.
    expect(week.map(({ kind, number, schedule }) => [kind, number, schedule])).toEqual([
      ['verse', undefined, undefined],
      ['heidelberg', 47, undefined],
      ['shorter', undefined, { week: 47, first: 95, last: 96 }],
    ]);
  });

  it("puts the week's Catechism for Young Children questions first for younger learners, the same week after week whatever they know", () => {
    const week = thisWeek(sources, '2026-03-25', '6-9');
    expect(week[0]).toMatchObject({ label: 'Catechism for Young Children, week 12: questions 31–33' });
    expect(week[0].items.map((i) => i.number)).toEqual([31, 32, 33]);
    // The next Sunday moves on to week 13.
    expect(thisWeek(sources, '2026-03-29', 'under-6')[0].items.map((i) => i.number)).toEqual([34, 35, 36]);
    expect(thisWeek(sources, '2026-11-27', 'adult')[0].label).toBe("This week's memory verse");
  });

  it('leaves out a catechism whose week the loaded items do not hold', () => {
    const week = thisWeek({ ...sources, youngChildren: sources.youngChildren.slice(0, 2), shorter: [] }, '2026-11-27', '6-9');
    expect(week.map((s) => s.kind)).toEqual(['verse', 'heidelberg']);
  });
});
