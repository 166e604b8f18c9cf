import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayOfMonth,
  displayDate,
  instantDate,
  instantDateTime,
  longDate,
  monthDay,
  monthDayYear,
  shortMonth,
  shortWeekday,
  weekdayMonthDay,
} from './display-date.ts';

afterEach(() => vi.unstubAllEnvs());

describe('calendar dates', () => {
  it('shows each label as the specs do, without leading zeros', () => {
    expect(displayDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(displayDate('2027-01-03')).toBe('Jan 3, 2027');
    expect(longDate('2025-11-26')).toBe('Wednesday, November 26, 2025');
    expect(longDate('2024-01-01')).toBe('Monday, January 1, 2024');
    expect(weekdayMonthDay('2026-11-26')).toBe('Thursday, November 26');
    expect(monthDay('2026-11-26')).toBe('November 26');
    expect(monthDayYear('2026-11-26')).toBe('November 26, 2026');
    expect([shortWeekday('2026-11-26'), dayOfMonth('2026-11-26'), shortMonth('2026-11-26')]).toEqual(['Thu', '26', 'Nov']);
  });

  it('never moves a day, whatever the viewer’s zone', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    expect(displayDate('2026-01-01')).toBe('Jan 1, 2026');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(displayDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(displayDate('soon')).toBe('soon');
    expect(longDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('instants', () => {
  it("shows an instant's day and time in the viewer's zone", () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(instantDate('2026-11-27T03:00:00Z')).toBe('Nov 26, 2026');
    expect(instantDateTime('2026-11-27T03:05:00Z')).toBe('Nov 26, 2026, 10:05 PM');
  });

  it('shows nothing for a missing or unreadable instant', () => {
    expect(instantDate(null)).toBe('');
    expect(instantDate(undefined)).toBe('');
    expect(instantDateTime('not a time')).toBe('');
  });
});
