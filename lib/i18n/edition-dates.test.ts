import { describe, expect, it } from 'vitest';
import { displayDate, instantDate, longDate } from '../display-date.ts';
import { editionDates } from './edition-dates.ts';

describe('editionDates', () => {
  it('gives the English labels of display-date.ts in English', () => {
    const en = editionDates('en');
    expect(en.displayDate('2026-11-26')).toBe(displayDate('2026-11-26'));
    expect(en.longDate('2025-11-26')).toBe(longDate('2025-11-26'));
    expect(en.instantDate('2026-11-26T12:00:00Z')).toBe(instantDate('2026-11-26T12:00:00Z'));
  });

  it('writes Dutch and Spanish dates with their month and day names, in UTC for a calendar date', () => {
    expect(editionDates('nl').longDate('2025-11-26')).toBe('woensdag 26 november 2025');
    expect(editionDates('es').longDate('2025-11-26')).toBe('miércoles, 26 de noviembre de 2025');
    expect(editionDates('nl').displayDate('2026-01-05')).toBe('5 jan 2026');
    expect(editionDates('es').displayDate('not a date')).toBe('not a date');
    expect(editionDates('es').instantDate(null)).toBe('');
  });
});
