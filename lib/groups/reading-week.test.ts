import { describe, expect, it } from 'vitest';
import { dayMarks, daysRead, weekDays } from './reading-week.ts';

describe("a group's reading week", () => {
  it('runs Monday to Sunday around today, later days ahead', () => {
    const days = weekDays('2026-12-03');
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-12-03']);
    expect(days.filter((d) => d.isAhead).map((d) => d.date)).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it("marks the days a member read, the days they did not, and the days still to come; other weeks' days are ignored", () => {
    const days = weekDays('2026-12-03');
    const marks = dayMarks(days, ['2026-11-29', '2026-11-30', '2026-12-02', '2026-12-03']);
    expect(marks).toEqual(['read', 'unread', 'read', 'read', 'ahead', 'ahead', 'ahead']);
    expect(daysRead(marks)).toBe(3);
  });

  it('on Sunday, no day is ahead; on Monday, six are', () => {
    expect(weekDays('2026-12-06').some((d) => d.isAhead)).toBe(false);
    expect(weekDays('2026-11-30').filter((d) => d.isAhead)).toHaveLength(6);
  });
});
