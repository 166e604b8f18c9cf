import { describe, expect, it } from 'vitest';
import { currentStreak } from './streak.ts';

describe('currentStreak', () => {
  it('counts back from today when today has a reading', () => {
    expect(currentStreak(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-22'], '2026-11-26')).toBe(3);
  });
  it('counts back from yesterday when today has none yet', () => {
    expect(currentStreak(['2026-11-25', '2026-11-24'], '2026-11-26')).toBe(2);
  });
  it('is zero when the latest reading is older than yesterday', () => {
    expect(currentStreak(['2026-11-24'], '2026-11-26')).toBe(0);
    expect(currentStreak([], '2026-11-26')).toBe(0);
  });
  it('crosses month and year ends', () => {
    expect(currentStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
  });
});
