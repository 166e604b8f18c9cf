import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from './search/manifest.ts';
import { archiveMonths, archiveYears, monthLabel } from './archive.ts';

const entry = (date: string): ManifestEntry => ({
  id: `id-${date}`,
  slug: `slug-${date}`,
  date,
  title: `Day ${date}`,
  passage: 'John 1:1',
  doctrine: '',
  tags: [],
  readingTime: 5,
  image: null,
  p: 0,
});

describe('archive by month', () => {
  const months = archiveMonths(['2026-11-26', '2026-11-01', '2026-10-31', '2025-12-25', '2026-11-13'].map(entry));

  it('groups devotionals by month, newest month first, each month oldest day first', () => {
    expect(months.map((m) => m.href)).toEqual(['/archive/2026/11/', '/archive/2026/10/', '/archive/2025/12/']);
    expect(months[0].devotionals.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-13', '2026-11-26']);
    expect(months[0].label).toBe('November 2026');
  });

  it('groups months by year, and names months in English', () => {
    expect(archiveYears(months).map((y) => [y.year, y.months.length])).toEqual([
      ['2026', 2],
      ['2025', 1],
    ]);
    expect(monthLabel('2027', '01')).toBe('January 2027');
  });

  it("names months in the edition's language", () => {
    expect(monthLabel('2027', '01', 'nl')).toBe('januari 2027');
    expect(monthLabel('2027', '01', 'es')).toBe('enero de 2027');
    expect(archiveMonths([entry('2026-11-26')], 'es')[0]?.name).toBe('noviembre');
  });

  it('has no months for an empty archive', () => {
    expect(archiveMonths([])).toEqual([]);
  });
});
