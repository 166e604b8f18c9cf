import { describe, expect, it } from 'vitest';
import { displayDate, longDate, monthDayYear } from '../display-date.ts';
import { displayDateIn, longDateIn, monthDayYearIn } from './edition-dates.ts';

describe('dates in an edition', () => {
  it('writes English exactly as display-date does', () => {
    expect(longDateIn('en', '2025-11-26')).toBe(longDate('2025-11-26'));
    expect(monthDayYearIn('en', '2026-11-26')).toBe(monthDayYear('2026-11-26'));
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
