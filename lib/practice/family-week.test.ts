import { describe, expect, it } from 'vitest';
import { catechismFor, familyCatechisms, familyWeek, weekOf } from './family-week.ts';
import { newProgress } from './scheduler.ts';
import { review } from './grading.ts';
import type { Learner } from './types.ts';

const anna: Learner = { id: 'a', name: 'Anna', ageBand: '6-9' };
const ben: Learner = { id: 'b', name: 'Ben', ageBand: 'teen' };
const VERSE = 'verse:00000000-0000-4000-8000-000000000001';
const Q1 = 'confession:catechism-for-young-children:question-1';
const S1 = 'confession:westminster-shorter-catechism:question-1';

describe('weekOf', () => {
  it('runs from the Sunday to the Saturday, across the year end', () => {
    expect(weekOf('2026-03-25')).toEqual({ first: '2026-03-22', last: '2026-03-28' });
    expect(weekOf('2027-01-01')).toEqual({ first: '2026-12-27', last: '2027-01-02' });
  });
});

describe('familyWeek', () => {
  // Wednesday 25 March 2026 at noon in Amsterdam.
  const now = new Date('2026-03-25T11:00:00Z');
  const tz = 'Europe/Amsterdam';
  const monday = new Date('2026-03-23T09:00:00Z');
  const lastWeek = new Date('2026-03-18T09:00:00Z');
  // Anna reviewed Q1 on Monday (due again Tuesday: due now) and a verse last week (due in 3 days from then: due now).
  const annaQ1 = review(newProgress(Q1, 'a', monday), 'good', monday);
  const annaVerse = review(newProgress(VERSE, 'a', lastWeek), 'easy', lastWeek);
  // Ben added a question today and has not practised it.
  const benS1 = newProgress(S1, 'b', now);
  // Saturday 21 March 23:30 in Amsterdam is still last week there, though it is 22:30 UTC.
  const lateSaturday = new Date('2026-03-21T22:30:00Z');
  const annaLate = review(newProgress(S1, 'a', lateSaturday), 'good', lateSaturday);
  const days = [
    { learnerId: 'a', day: '2026-03-23' },
    { learnerId: 'a', day: '2026-03-18' },
    { learnerId: 'a', day: '2026-03-24' },
    { learnerId: null, day: '2026-03-24' },
  ];

  it('gives each learner their own days and reviews of this week, and what is due today', () => {
    const [a, b] = familyWeek([anna, ben], [annaQ1, annaVerse, benS1, annaLate], days, '2026-03-25', now, tz);
    expect(a.learner).toBe(anna);
    expect(a.days).toEqual(['2026-03-23', '2026-03-24']);
    expect(a.practised.map((r) => r.itemKey)).toEqual([Q1]);
    expect(a.due.map((r) => r.itemKey)).toEqual([VERSE, S1, Q1]);
    expect(a.fresh).toEqual([]);
    expect(b).toMatchObject({ days: [], practised: [], due: [] });
    expect(b.fresh.map((r) => r.itemKey)).toEqual([S1]);
  });
});

describe('familyCatechisms', () => {
  it('gives the younger children the Catechism for Young Children and the older the Shorter Catechism, each once', () => {
    expect(catechismFor(anna)).toBe('catechism-for-young-children');
    expect(catechismFor({ ...anna, ageBand: '10-13' })).toBe('westminster-shorter-catechism');
    const carl: Learner = { id: 'c', name: 'Carl', ageBand: 'under-6' };
    const groups = familyCatechisms([ben, anna, carl], '2026-03-25');
    expect(groups.map((g) => [g.slug, g.week, g.learners.map((l) => l.name)])).toEqual([
      ['catechism-for-young-children', { week: 12, first: 31, last: 33 }, ['Anna', 'Carl']],
      ['westminster-shorter-catechism', { week: 12, first: 23, last: 24 }, ['Ben']],
    ]);
    expect(familyCatechisms([ben], '2026-03-25').map((g) => g.slug)).toEqual(['westminster-shorter-catechism']);
  });
});
