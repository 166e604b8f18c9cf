import { describe, expect, it } from 'vitest';
import type { SectionSource } from '../practice/items.ts';
import { heidelbergLordsDayOfWeek } from '../practice/week.ts';
import { MAX_QUESTIONS, weekGuide, type GuideDevotional } from './guide.ts';
import { isoWeekOf } from './iso-week.ts';

const week = isoWeekOf('2026-11-23'); // Monday 23 to Sunday 29 November 2026

function day(date: string, n: number, extra: Partial<GuideDevotional> = {}): GuideDevotional {
  return {
    id: `d-${date}`,
    date,
    title: `Day ${n}`,
    passage: `John ${n}:1-5`,
    focus: `Focus of day ${n}. A second sentence.`,
    transcript: `First sentence of day ${n}. More.`,
    prayer: `Prayer of day ${n}.`,
    memoryVerse: `Words of day ${n} (John ${n}:1)`,
    discussionQuestions: [`Q${n}a?`, `Q${n}b, a longer one?`, `Q${n}c?`],
    ...extra,
  };
}

const section = (n: number, title: string): SectionSource => ({
  url_slug: `question-${n}`,
  parent_url_slug: null,
  section_type: 'question',
  section_number: n,
  title,
  content: `Answer ${n}`,
});
const heidelberg = Array.from({ length: 129 }, (_, i) => section(i + 1, `HC ${i + 1}?`));
const youngChildren = Array.from({ length: 145 }, (_, i) => section(i + 1, `CYC ${i + 1}?`));
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const all = WEEK.map((date, i) => day(date, i + 1));

describe("the group leader's guide for a week", () => {
  it('holds only the days already released, growing with each release, complete with Sunday', () => {
    const midweek = weekGuide(week, '2026-11-25', [...all, day('2026-11-22', 0), day('2026-11-30', 8)], heidelberg, youngChildren);
    expect(midweek.key).toBe('2026-W48');
    expect(midweek.days).toEqual(WEEK);
    expect(midweek.readings.map((r) => r.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(midweek.complete).toBe(false);
    expect(JSON.stringify(midweek)).not.toContain('Day 4');
    const sunday = weekGuide(week, '2026-11-29', all, heidelberg, youngChildren);
    expect(sunday.readings).toHaveLength(7);
    expect(sunday.complete).toBe(true);
  });

  it("summarises each day by its focus's first sentence, else the text's", () => {
    const guide = weekGuide(week, '2026-11-24', [all[0], { ...all[1], focus: null }], heidelberg, youngChildren);
    expect(guide.readings.map((r) => r.summary)).toEqual(['Focus of day 1.', 'First sentence of day 2.']);
    const long = weekGuide(week, '2026-11-23', [{ ...all[0], focus: `${'word '.repeat(60)}end.` }], heidelberg, youngChildren);
    expect(long.readings[0].summary.length).toBeLessThanOrEqual(181);
    expect(long.readings[0].summary.endsWith('…')).toBe(true);
  });

  it('takes the questions one from each day in turn, at most eight, naming where each comes from', () => {
    const guide = weekGuide(week, '2026-11-29', all, heidelberg, youngChildren);
    expect(guide.questions).toHaveLength(MAX_QUESTIONS);
    expect(guide.questions.slice(0, 8).map((q) => q.text)).toEqual(['Q1a?', 'Q2a?', 'Q3a?', 'Q4a?', 'Q5a?', 'Q6a?', 'Q7a?', 'Q1b, a longer one?']);
    expect(guide.questions[1].from).toEqual({ id: 'd-2026-11-24', title: 'Day 2', date: '2026-11-24' });
    const twoDays = weekGuide(week, '2026-11-24', all, heidelberg, youngChildren);
    expect(twoDays.questions.map((q) => q.text)).toEqual(['Q1a?', 'Q2a?', 'Q1b, a longer one?', 'Q2b, a longer one?', 'Q1c?', 'Q2c?']);
  });

  it("keeps the first day's memory verse, opens with its prayer and closes with the last day's", () => {
    const guide = weekGuide(week, '2026-11-26', all, heidelberg, youngChildren);
    expect(guide.memoryVerse).toEqual({
      words: 'Words of day 1',
      reference: 'John 1:1',
      from: { id: 'd-2026-11-23', title: 'Day 1', date: '2026-11-23' },
      bsb: null,
    });
    expect(guide.prayers?.opening.text).toBe('Prayer of day 1.');
    expect(guide.prayers?.closing?.text).toBe('Prayer of day 4.');
    const oneDay = weekGuide(week, '2026-11-23', all, heidelberg, youngChildren);
    expect(oneDay.prayers?.closing).toBeNull();
  });

  it('carries the memory verse in the BSB beside the KJV when the build resolved it', () => {
    const withBsb = all.map((d) => ({ ...d, bsbMemoryVerse: `BSB words of ${d.title} (${d.memoryVerse!.split('(')[1]}` }));
    expect(weekGuide(week, '2026-11-26', withBsb, heidelberg, youngChildren).memoryVerse?.bsb).toEqual({ words: 'BSB words of Day 1', reference: 'John 1:1' });
  });

  it("carries each day's passage in every Bible the build holds it in, the edition's own first, and none it lacks", () => {
    const texts = [
      { bible: 'sv' as const, verses: [{ number: '1', words: 'In den beginne was het Woord' }] },
      { bible: 'kjv' as const, verses: [{ number: '1', words: 'In the beginning was the Word' }] },
      { bible: 'bsb' as const, verses: [] },
    ];
    const guide = weekGuide(week, '2026-11-24', [day('2026-11-23', 1, { scripture: texts }), day('2026-11-24', 2)], heidelberg, youngChildren);
    expect(guide.readings[0]!.texts.map((t) => t.bible)).toEqual(['sv', 'kjv']);
    expect(guide.readings[1]!.texts).toEqual([]);
  });

  it("gives the Lord's Day the catechism card shows on the week's weekdays and the children's question of the week", () => {
    const guide = weekGuide(week, '2026-11-29', all, heidelberg, youngChildren);
    // Monday 23 November 2026 belongs to Sunday 22 November, the year's 47th Sunday: Lord's Day 47, question 122.
    expect(guide.lordsDay.number).toBe(47);
    expect(guide.lordsDay.number).toBe(heidelbergLordsDayOfWeek('2026-11-25'));
    expect(guide.lordsDay.questions.map((q) => q.number)).toEqual([122]);
    // The next week's guide (30 November – 6 December) agrees with the card for the week of Sunday 29 November.
    expect(weekGuide({ year: 2026, week: 49 }, '2026-12-06', all, heidelberg, youngChildren).lordsDay.number).toBe(48);
    // The Catechism for Young Children on its schedule, the week of the same Sunday: week 47, questions 129 to 131.
    expect(guide.children.catechism?.week).toEqual({ week: 47, first: 129, last: 131 });
    expect(guide.children.catechism?.questions.map((q) => q.number)).toEqual([129, 130, 131]);
    // The shortest question not already asked.
    expect(guide.children.question).toBe('Q1c?');
  });

  it('an empty week says so by having no readings, questions, verse or prayers, and keeps the catechism', () => {
    const guide = weekGuide(week, '2026-11-29', [], heidelberg, youngChildren);
    expect(guide).toMatchObject({ readings: [], questions: [], memoryVerse: null, prayers: null, complete: false });
    expect(guide.lordsDay.questions).toHaveLength(1);
    expect(weekGuide(week, '2026-11-29', [], [], []).children).toEqual({ catechism: null, question: null });
  });
});
