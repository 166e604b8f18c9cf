import { describe, expect, it } from 'vitest';
import { bulkPublishOutcome, bulkPublishRebuildReason } from './bulk-publish.ts';

describe('bulkPublishOutcome', () => {
  it('counts the devotionals published, singular and plural', () => {
    expect(bulkPublishOutcome(1, 1)).toEqual({ type: 'success', message: '1 devotional published' });
    expect(bulkPublishOutcome(2, 2)).toEqual({ type: 'success', message: '2 devotionals published' });
    expect(bulkPublishOutcome(1200, 1200).message).toBe('1,200 devotionals published');
  });
  it('warns when the database changed fewer than were selected', () => {
    expect(bulkPublishOutcome(3, 2)).toEqual({ type: 'warning', message: '2 of 3 devotionals published; the others could not be changed' });
  });
  it('is the single publish error when nothing changed', () => {
    expect(bulkPublishOutcome(2, 0)).toEqual({ type: 'error', message: 'Failed to update status' });
  });
});

describe('bulkPublishRebuildReason', () => {
  it('says how many were published', () => {
    expect(bulkPublishRebuildReason(2)).toBe('Published 2 devotionals');
    expect(bulkPublishRebuildReason(1)).toBe('Published 1 devotional');
  });
});
