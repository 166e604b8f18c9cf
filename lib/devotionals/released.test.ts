import { describe, expect, it } from 'vitest';
import { isReleased, publicDevotionalPath } from './released.ts';

describe('isReleased', () => {
  const today = '2026-11-27';
  it('is true for a published devotional dated today or earlier', () => {
    expect(isReleased({ status: 'published', date: today }, today)).toBe(true);
    expect(isReleased({ status: 'published', date: '2025-01-01' }, today)).toBe(true);
  });
  it('is false for a published devotional dated after today (scheduled)', () => {
    expect(isReleased({ status: 'published', date: '2026-11-28' }, today)).toBe(false);
  });
  it('is false for a draft, whatever its date', () => {
    expect(isReleased({ status: 'draft', date: '2020-01-01' }, today)).toBe(false);
  });
  it('is false without a date', () => {
    expect(isReleased({ status: 'published', date: '' }, today)).toBe(false);
    expect(isReleased({ status: 'published', date: null }, today)).toBe(false);
  });
});

describe('publicDevotionalPath', () => {
  it('is the reader page of the devotional', () => {
    expect(publicDevotionalPath('6f1c2f4e-0000-4000-8000-000000000001')).toBe('/devotional/6f1c2f4e-0000-4000-8000-000000000001/');
  });
});
