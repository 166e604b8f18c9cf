import { describe, expect, it } from 'vitest';
import { devotionalNeighbours } from './navigation.ts';

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
