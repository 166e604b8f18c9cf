import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neighboursByDate, type DatedDevotional, type DevotionalNeighbours } from './navigation.ts';

const day = (date: string) => ({ id: `id-${date}`, date });
// Newest first, as the site loads them; one day (the 13th) has no devotional.
const published = [day('2026-11-16'), day('2026-11-15'), day('2026-11-14'), day('2026-11-12'), day('2026-11-11')];
const today = '2026-11-15';

/**
 * The reference neighboursByDate must agree with: one plain pass over the list (any order) for the date asked,
 * never offering a devotional dated after `today`.
 */
function devotionalNeighbours<T extends DatedDevotional>(published: readonly T[], date: string, today: string): DevotionalNeighbours<T> {
  let previous: T | null = null;
  let next: T | null = null;
  for (const candidate of published) {
    if (candidate.date > today) continue;
    if (candidate.date < date && (!previous || candidate.date > previous.date)) previous = candidate;
    if (candidate.date > date && (!next || candidate.date < next.date)) next = candidate;
  }
  return { previous, next };
}

describe('the neighbours of a date', () => {
  it('links the day before and the day after in the middle of the archive', () => {
    expect(neighboursByDate(published, today)('2026-11-14')).toEqual({ previous: day('2026-11-12'), next: day('2026-11-15') });
  });

  it('skips days without a devotional in both directions', () => {
    expect(neighboursByDate(published, today)('2026-11-12')).toEqual({ previous: day('2026-11-11'), next: day('2026-11-14') });
  });

  it("disables Next on today's devotional when tomorrow's is not released", () => {
    expect(neighboursByDate(published, today)(today)).toEqual({ previous: day('2026-11-14'), next: null });
  });

  it('has no Previous on the oldest devotional', () => {
    expect(neighboursByDate(published, today)('2026-11-11').previous).toBeNull();
  });

  it('does not depend on the order of the list', () => {
    const shuffled = [published[3], published[0], published[4], published[2], published[1]];
    expect(neighboursByDate(shuffled, today)('2026-11-14')).toEqual({ previous: day('2026-11-12'), next: day('2026-11-15') });
  });

  it('never offers a devotional dated after today, even when the list holds one', () => {
    const withFuture = [...published, day('2026-11-20')];
    expect(neighboursByDate(withFuture, '2026-11-16')('2026-11-16').next).toBeNull();
    expect(neighboursByDate(withFuture, '2026-11-20')('2026-11-16').next).toEqual(day('2026-11-20'));
  });
});

describe('neighboursByDate', () => {
  it('gives every date what devotionalNeighbours gives, ties, gaps and unreleased days included', () => {
    // Dates in one month, so lists share days (ties) and skip days (gaps); ids tell tied devotionals apart.
    const date = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const list = fc.array(fc.record({ id: fc.uuid(), date }), { maxLength: 40 });
    fc.assert(
      fc.property(list, date, date, (devotionals, asked, today) => {
        expect(neighboursByDate(devotionals, today)(asked)).toEqual(devotionalNeighbours(devotionals, asked, today));
      }),
      { numRuns: 500 },
    );
  });

  it('links the example archive as devotionalNeighbours does', () => {
    const neighbours = neighboursByDate(published, today);
    expect(neighbours('2026-11-14')).toEqual({ previous: day('2026-11-12'), next: day('2026-11-15') });
    expect(neighbours('2026-11-15')).toEqual({ previous: day('2026-11-14'), next: null });
    expect(neighbours('2026-11-11')).toEqual({ previous: null, next: day('2026-11-12') });
  });
});
