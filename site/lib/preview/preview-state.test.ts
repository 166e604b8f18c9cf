import { describe, expect, it } from 'vitest';
import { previewId, previewStage } from './preview-state.ts';

describe('previewStage', () => {
  it('a draft is a draft whatever its date', () => {
    expect(previewStage('draft', '2020-01-01', '2026-11-27')).toEqual({ kind: 'draft' });
  });
  it('a published devotional dated after today is scheduled for its date', () => {
    expect(previewStage('published', '2026-11-28', '2026-11-27')).toEqual({ kind: 'scheduled', date: '2026-11-28' });
  });
  it('a published devotional dated today or earlier is released', () => {
    expect(previewStage('published', '2026-11-27', '2026-11-27')).toEqual({ kind: 'released' });
  });
});

describe('previewId', () => {
  it('reads a UUID from ?id=', () => {
    expect(previewId('?id=0B0E4F2C-1111-4222-8333-944455556666')).toBe('0b0e4f2c-1111-4222-8333-944455556666');
  });
  it('is null for a missing or malformed id', () => {
    expect(previewId('')).toBeNull();
    expect(previewId('?id=abc')).toBeNull();
  });
});
