/**
 * Signing in merges the device's progress into the account's: every item on either side is kept, and where both
 * hold the same learner's item the record reviewed later wins, so neither side's newer review is ever lost.
 * The database's sync_practice applies the same rule.
 */
import type { ProgressRecord } from './types.ts';

function identity(record: ProgressRecord): string {
  return `${record.learnerId ?? ''}\u0000${record.itemKey}`;
}

function reviewedAt(record: ProgressRecord): number {
  return record.lastReviewedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(record.lastReviewedAt);
}

/** The record to keep of two for one learner's item: the later review; on a tie the one with more reps; else `kept`. */
export function laterRecord(kept: ProgressRecord, other: ProgressRecord): ProgressRecord {
  const byReview = reviewedAt(other) - reviewedAt(kept);
  if (byReview > 0) return other;
  if (byReview < 0) return kept;
  return other.reps > kept.reps ? other : kept;
}

/**
 * One record per (learner, item) from both sides: the account's items in their order, then the device's new ones.
 * When nothing tells two records apart, the account's is kept.
 */
export function mergeProgress(device: ProgressRecord[], account: ProgressRecord[]): ProgressRecord[] {
  const merged = new Map<string, ProgressRecord>();
  for (const record of [...account, ...device]) {
    const id = identity(record);
    const kept = merged.get(id);
    merged.set(id, kept ? laterRecord(kept, record) : record);
  }
  return [...merged.values()];
}
