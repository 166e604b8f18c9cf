import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { devotionalNeighbours, neighboursByDate } from './navigation.ts';

const day = (date: string) => ({ id: `id-${date}`, date });
// Newest first, as the site loads them; one day (the 13th) has no devotional.
const published = [day('2026-11-16'), day('2026-11-15'), day('2026-11-14'), day('2026-11-12'), day('2026-11-11')];
const today = '2026-11-15';

describe('devotionalNeighbours', () => {
  it('links the day before and the day after in the middle of the archive', () => {
    expect(devotionalNeighbours(published, '2026-11-14', today)).toEqual({ previous: day('2026-11-12'), next: day('2026-11-15') });
  });

  it('skips days without a devotional in both directions', () => {
    expect(devotionalNeighbours(published, '2026-11-12', today)).toEqual({ previous: day('2026-11-11'), next: day('2026-11-14') });
  });

  it("disables Next on today's devotional when tomorrow's is not released", () => {
    expect(devotionalNeighbours(published, today, today)).toEqual({ previous: day('2026-11-14'), next: null });
  });

  it('has no Previous on the oldest devotional', () => {
    expect(devotionalNeighbours(published, '2026-11-11', today).previous).toBeNull();
  });

  it('does not depend on the order of the list', () => {
    const shuffled = [published[3], published[0], published[4], published[2], published[1]];
    expect(devotionalNeighbours(shuffled, '2026-11-14', today)).toEqual({ previous: day('2026-11-12'), next: day('2026-11-15') });
  });

  it('never offers a devotional dated after today, even when the list holds one', () => {
    const withFuture = [...published, day('2026-11-20')];
    expect(devotionalNeighbours(withFuture, '2026-11-16', '2026-11-16').next).toBeNull();
    expect(devotionalNeighbours(withFuture, '2026-11-16', '2026-11-20').next).toEqual(day('2026-11-20'));
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
