import { describe, expect, it } from 'vitest';
import { partPlace, seriesParts, seriesProgress } from './parts.ts';

const today = '2026-03-10';
const a = { id: 'a', date: '2026-03-01' };
const b = { id: 'b', date: '2026-03-05' };
const c = { id: 'c', date: '2026-03-10' };
const tomorrow = { id: 'd', date: '2026-03-11' };

describe('seriesParts', () => {
  it('numbers the released parts in date order and counts the rest as to come', () => {
    const series = seriesParts([c, a, b], 5, today);
    expect(series.parts.map((p) => [p.devotional.id, p.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(series.total).toBe(5);
    expect(series.toCome).toBe(2);
  });

  it('never shows a part dated after today, even when the list holds one', () => {
    const series = seriesParts([a, tomorrow], 2, today);
    expect(series.parts.map((p) => p.devotional.id)).toEqual(['a']);
    expect(series.toCome).toBe(1);
  });

  it('orders parts of the same date by id, and never counts fewer parts than it shows', () => {
    const twin = { id: 'aa', date: a.date };
    const series = seriesParts([twin, a], 0, today);
    expect(series.parts.map((p) => p.devotional.id)).toEqual(['a', 'aa']);
    expect(series.total).toBe(2);
    expect(series.toCome).toBe(0);
  });
});

describe('partPlace', () => {
  const series = seriesParts([a, b, c], 10, today);

  it('gives the part number, the total and the released neighbours', () => {
    expect(partPlace(series, 'b')).toEqual({ number: 2, total: 10, previous: a, next: c });
    expect(partPlace(series, 'a')).toMatchObject({ number: 1, previous: null, next: b });
    expect(partPlace(series, 'c')).toMatchObject({ number: 3, previous: b, next: null });
  });

  it('is null for a devotional outside the series', () => {
    expect(partPlace(series, 'zz')).toBeNull();
  });
});

describe('seriesProgress', () => {
  it('counts the parts read and points to the first unread one', () => {
    const progress = seriesProgress(['a', 'b', 'c'], 10, new Set(['a', 'c', 'elsewhere']));
    expect(progress).toEqual({ read: 2, total: 10, nextUnread: 'b' });
  });

  it('has no next part when every released part is read, and is null for a series not started', () => {
    expect(seriesProgress(['a', 'b'], 4, new Set(['a', 'b']))).toEqual({ read: 2, total: 4, nextUnread: null });
    expect(seriesProgress(['a', 'b'], 4, new Set(['x']))).toBeNull();
  });
});
