import { describe, expect, it } from 'vitest';
import { shortWeekday } from '../display-date.ts';
import { weekDayLabels } from './week-day-labels.ts';

describe("the week table's day labels", () => {
  it('are the English labels the table always showed', () => {
    expect(weekDayLabels('en')('2026-11-23').weekday).toBe(shortWeekday('2026-11-23'));
    expect(weekDayLabels('en')('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', full: 'Monday, November 23, 2026' });
  });

  it('are written as Dutch and Spanish write them', () => {
    expect(weekDayLabels('nl')('2026-11-23')).toEqual({ weekday: 'ma', day: '23', full: 'maandag 23 november 2026' });
    expect(weekDayLabels('es')('2026-11-29')).toEqual({ weekday: 'dom', day: '29', full: 'domingo, 29 de noviembre de 2026' });
  });
});
