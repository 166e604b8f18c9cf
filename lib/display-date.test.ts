import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayDate, instantDate, instantDateTime, shortWeekday } from './display-date.ts';

afterEach(() => vi.unstubAllEnvs());

describe('calendar dates', () => {
  it('shows each label as the specs do, without leading zeros', () => {
    expect(displayDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(displayDate('2027-01-03')).toBe('Jan 3, 2027');
    expect(shortWeekday('2026-11-26')).toBe('Thu');
  });

  it('never moves a day, whatever the viewer’s zone', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    expect(displayDate('2026-01-01')).toBe('Jan 1, 2026');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(displayDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(displayDate('soon')).toBe('soon');
    expect(shortWeekday('2026-02-30')).toBe('2026-02-30');
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
