import { describe, expect, it } from 'vitest';
import { displayDate, instantDate } from '../display-date.ts';
import { displayDateIn, editionDates, longDateIn, monthDayYearIn } from './edition-dates.ts';

describe('editionDates', () => {
  it('gives the English labels of display-date.ts in English', () => {
    const en = editionDates('en');
    expect(en.displayDate('2026-11-26')).toBe(displayDate('2026-11-26'));
    expect(en.longDate('2025-11-26')).toBe('Wednesday, November 26, 2025');
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

describe('dates in an edition', () => {
  it('writes English exactly as display-date does', () => {
    expect(longDateIn('en', '2025-11-26')).toBe('Wednesday, November 26, 2025');
    expect(monthDayYearIn('en', '2026-11-26')).toBe('November 26, 2026');
    expect(displayDateIn('en', '2026-11-26')).toBe(displayDate('2026-11-26'));
  });

  it('writes Dutch and Spanish days and months in their own words', () => {
    expect(longDateIn('nl', '2025-11-26')).toBe('woensdag 26 november 2025');
    expect(longDateIn('es', '2025-11-26')).toBe('miércoles, 26 de noviembre de 2025');
    expect(monthDayYearIn('nl', '2026-01-05')).toBe('5 januari 2026');
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(longDateIn('nl', 'soon')).toBe('soon');
  });
});
