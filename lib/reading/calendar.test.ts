import { describe, expect, it } from 'vitest';
import { readingCalendar, weekday } from './calendar.ts';

describe('readingCalendar', () => {
  it('has 12 weeks of 7 days, Sunday first, the current week last', () => {
    const grid = readingCalendar('2026-11-26', ['2026-11-25', '2026-09-06', '2020-01-01']);
    expect(grid).toHaveLength(12);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(weekday(grid[0][0].date)).toBe(0);
    expect(grid[0][0].date).toBe('2026-09-06');
    const last = grid[11];
    expect(last[0].date).toBe('2026-11-22');
    expect(last[4]).toEqual({ date: '2026-11-26', read: false, isToday: true, isFuture: false });
    expect(last[3].read).toBe(true);
    expect(last[5].isFuture).toBe(true);
    expect(grid[0][0].read).toBe(true);
    expect(grid.flat().filter((d) => d.read)).toHaveLength(2);
  });
});
