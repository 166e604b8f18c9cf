import { describe, expect, it } from 'vitest';
import {
  sundayOfWeek,
  catechismSchedule,
  catechismWeek,
  catechismWeekOf,
  inWeek,
  isScheduledCatechism,
  questionsOfWeek,
  SCHEDULED_CATECHISMS,
} from './catechism-schedule.ts';

describe('the weekly catechism schedule', () => {
  it('deals every question of each catechism out once, in order, over 52 weeks', () => {
    for (const questions of [...Object.values(SCHEDULED_CATECHISMS), 52, 53, 104]) {
      const schedule = catechismSchedule(questions);
      expect(schedule).toHaveLength(52);
      expect(schedule[0].first).toBe(1);
      expect(schedule[51].last).toBe(questions);
      for (let i = 1; i < schedule.length; i++) expect(schedule[i].first, `${questions} questions, week ${i + 1}`).toBe(schedule[i - 1].last + 1);
    }
  });

  it('gives the Catechism for Young Children two or three questions a week: week 12 is questions 31 to 33', () => {
    const sizes = catechismSchedule(145).map((w) => w.last - w.first + 1);
    expect(new Set(sizes)).toEqual(new Set([2, 3]));
    expect(questionsOfWeek(145, 1)).toEqual({ week: 1, first: 1, last: 2 });
    expect(questionsOfWeek(145, 12)).toEqual({ week: 12, first: 31, last: 33 });
    expect(questionsOfWeek(145, 52)).toEqual({ week: 52, first: 143, last: 145 });
  });

  it('gives the Shorter Catechism two or three a week and the Larger three or four', () => {
    expect(new Set(catechismSchedule(107).map((w) => w.last - w.first + 1))).toEqual(new Set([2, 3]));
    expect(questionsOfWeek(107, 1)).toEqual({ week: 1, first: 1, last: 2 });
    expect(new Set(catechismSchedule(196).map((w) => w.last - w.first + 1))).toEqual(new Set([3, 4]));
  });

  it('repeats the last question in the weeks a short catechism runs out of new ones', () => {
    expect(questionsOfWeek(26, 1)).toEqual({ week: 1, first: 1, last: 1 });
    expect(questionsOfWeek(26, 2)).toEqual({ week: 2, first: 1, last: 1 });
    expect(questionsOfWeek(26, 52)).toEqual({ week: 52, first: 26, last: 26 });
  });

  it('refuses a week outside 1–52 and a catechism without questions', () => {
    expect(() => questionsOfWeek(145, 0)).toThrow(RangeError);
    expect(() => questionsOfWeek(145, 53)).toThrow(RangeError);
    expect(() => questionsOfWeek(0, 1)).toThrow(RangeError);
  });

  it("numbers the weeks as the Heidelberg's Lord's Days, across the year's end", () => {
    expect(catechismWeekOf('2026-01-04')).toBe(1); // the first Sunday of 2026
    expect(catechismWeekOf('2026-03-22')).toBe(12);
    expect(catechismWeekOf('2026-03-28')).toBe(12); // the Saturday of that week
    // Sunday 28 December 2025 to Saturday 3 January 2026 is 2025's week 52, then 2026 begins at week 1.
    for (const day of ['2025-12-28', '2026-01-01', '2026-01-03'])
      expect(catechismWeek('catechism-for-young-children', day)).toEqual({ week: 52, first: 143, last: 145 });
    expect(catechismWeek('catechism-for-young-children', '2026-01-04')).toEqual({ week: 1, first: 1, last: 2 });
    // 2023 had 53 Sundays: the 53rd (31 December) and the days of 2024 before 7 January go over week 52 again.
    expect(catechismWeek('westminster-shorter-catechism', '2023-12-31').week).toBe(52);
    expect(catechismWeek('westminster-shorter-catechism', '2024-01-06').week).toBe(52);
    expect(catechismWeek('westminster-shorter-catechism', '2024-01-07')).toEqual({ week: 1, first: 1, last: 2 });
  });

  it('knows which catechisms are scheduled and which questions a week holds', () => {
    expect(isScheduledCatechism('catechism-for-young-children')).toBe(true);
    expect(isScheduledCatechism('heidelberg-catechism')).toBe(false);
    expect(isScheduledCatechism('toString')).toBe(false);
    const week = questionsOfWeek(145, 12);
    expect([30, 31, 33, 34].map((n) => inWeek(week, n))).toEqual([false, true, true, false]);
  });

  it("dates each week by its Sunday in the schedule year, December's for the first days of January", () => {
    expect(sundayOfWeek('2026-03-25', 1)).toBe('2026-01-04');
    expect(sundayOfWeek('2026-03-25', 12)).toBe('2026-03-22');
    expect(sundayOfWeek('2026-01-02', 52)).toBe('2025-12-28');
    expect(sundayOfWeek('2026-01-02', 1)).toBe('2025-01-05');
    expect(sundayOfWeek('2023-06-01', 1)).toBe('2023-01-01'); // 2023 began on a Sunday
  });
});
