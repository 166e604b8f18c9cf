import { describe, expect, it } from 'vitest';
import { coverStyleForDate } from './style-rule.ts';
import { COVER_STYLES } from './styles.ts';

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('coverStyleForDate', () => {
  it('gives consecutive days different styles, across month and year ends and a leap day', () => {
    for (const start of ['2026-01-30', '2026-12-29', '2028-02-27', '1969-12-30']) {
      for (let i = 0; i < 5; i++) expect(coverStyleForDate(addDays(start, i))).not.toBe(coverStyleForDate(addDays(start, i + 1)));
    }
  });

  it('uses all four styles in any four consecutive days', () => {
    for (let offset = 0; offset < 30; offset++) {
      const week = [0, 1, 2, 3].map((i) => coverStyleForDate(addDays('2026-11-01', offset + i)));
      expect(new Set(week)).toEqual(new Set(COVER_STYLES.map((s) => s.id)));
    }
  });

  it('is stable: the same date always gets the same style', () => {
    expect(coverStyleForDate('1970-01-01')).toBe('dawn');
    expect(coverStyleForDate('1970-01-02')).toBe('parchment');
    expect(coverStyleForDate('2026-11-26')).toBe(coverStyleForDate('2026-11-26'));
  });

  it('refuses what is not a date', () => {
    expect(() => coverStyleForDate('26/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
