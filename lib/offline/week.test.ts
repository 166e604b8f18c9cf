import { describe, expect, it } from 'vitest';
import { offlineWeek, weekListPath } from './week.ts';

const day = (id: string, date: string, image: string | null = null) => ({ id, date, title: `Title ${id}`, image });

describe('offlineWeek', () => {
  it('keeps today and the six days before it, newest first, with each page and cover', () => {
    const devotionals = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d, i) =>
      day(`d${i}`, d, i === 7 ? 'https://x.supabase.co/storage/v1/object/public/covers/a.jpg' : null),
    );
    const week = offlineWeek(devotionals, '2026-11-26');
    expect(week.siteToday).toBe('2026-11-26');
    expect(week.days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20']);
    expect(week.days[0]).toEqual({
      date: '2026-11-26',
      title: 'Title d7',
      page: '/devotional/d7/',
      cover: 'https://x.supabase.co/storage/v1/object/public/covers/a.jpg',
    });
  });

  it('never lists a day after today, even when handed one', () => {
    const week = offlineWeek([day('tomorrow', '2026-11-27'), day('today', '2026-11-26')], '2026-11-26');
    expect(week.days.map((d) => d.page)).toEqual(['/devotional/today/']);
  });

  it('crosses a month and a year boundary, and keeps a week with gaps short', () => {
    const week = offlineWeek([day('a', '2025-12-26'), day('b', '2025-12-27'), day('c', '2026-01-02')], '2026-01-02');
    expect(week.days.map((d) => d.date)).toEqual(['2026-01-02', '2025-12-27']);
  });

  it('refuses a today that is not a date', () => {
    expect(() => offlineWeek([], '26/11/2026')).toThrow(RangeError);
  });
});

describe("an edition's week", () => {
  it("links each day's page in the edition", () => {
    const week = offlineWeek([day('nl-today', '2026-11-26')], '2026-11-26', 'nl');
    expect(week.days.map((d) => d.page)).toEqual(['/nl/devotional/nl-today/']);
  });

  it("is written at the edition's address", () => {
    expect((['en', 'nl', 'es'] as const).map((locale) => weekListPath(locale))).toEqual([
      '/offline/week.json',
      '/nl/offline/week.json',
      '/es/offline/week.json',
    ]);
  });
});
