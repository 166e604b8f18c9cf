import { describe, expect, it } from 'vitest';
import { calendarDates } from './calendar-dates.ts';

describe('calendarDates', () => {
  const date = '2026-11-25';

  it('gives the English edition the labels the specs show, without leading zeros', () => {
    const en = calendarDates('en');
    expect(
      [en.displayDate, en.longDate, en.weekdayMonthDay, en.monthDay, en.monthDayYear, en.shortWeekday, en.dayOfMonth, en.shortMonth].map((f) => f(date)),
    ).toEqual(['Nov 25, 2026', 'Wednesday, November 25, 2026', 'Wednesday, November 25', 'November 25', 'November 25, 2026', 'Wed', '25', 'Nov']);
    expect(en.longDate('2024-01-01')).toBe('Monday, January 1, 2024');
  });

  it('writes Dutch and Spanish dates in their own words and order', () => {
    expect(calendarDates('nl').longDate(date)).toBe('woensdag 25 november 2026');
    expect(calendarDates('nl').monthDay(date)).toBe('25 november');
    expect(calendarDates('es').weekdayMonthDay(date)).toBe('miércoles, 25 de noviembre');
    expect(calendarDates('es').longDate(date)).toBe('miércoles, 25 de noviembre de 2026');
  });

  it('never moves a calendar day by the time zone, and leaves what is not a date as it is', () => {
    expect(calendarDates('nl').dayOfMonth('2026-01-01')).toBe('1');
    expect(calendarDates('es').monthDay('soon')).toBe('soon');
  });
});
