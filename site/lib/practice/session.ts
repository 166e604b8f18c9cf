/**
 * The practice page's session rules that need no browser (site/islands/practice/usePractice.ts): the order of new
 * items for a younger learner, how saved records replace the ones they change, and the line that says what was added.
 */
import type { AgeBand, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { isYounger } from './this-week.ts';

const YOUNG_CHILDREN = ':catechism-for-young-children:';

/** Younger learners meet the Catechism for Young Children first among their new items; the rest keep their order. */
export function youngChildrenFirst(fresh: ProgressRecord[], ageBand: AgeBand | null): ProgressRecord[] {
  if (!isYounger(ageBand)) return fresh;
  return [...fresh].sort((a, b) => Number(!a.itemKey.includes(YOUNG_CHILDREN)) - Number(!b.itemKey.includes(YOUNG_CHILDREN)));
}

/** `all` with each of `changed` in place of the record it changes (same learner, same item), the changed ones last. */
export function withChanges(all: ProgressRecord[], changed: ProgressRecord[]): ProgressRecord[] {
  return [...all.filter((record) => !changed.some((c) => c.learnerId === record.learnerId && c.itemKey === record.itemKey)), ...changed];
}

/** What the status line says after items were added from "This week" or a collection. */
export function addedNotice(added: PracticeItem[]): string {
  return added.length === 1 ? `Added to your practice: ${added[0].prompt}` : `Added ${added.length} items to your practice`;
}

/** remote.ts's LearnerGoneError, told by name: that module loads only when needed, so it is not imported here. */
export function isLearnerGone(failure: unknown): boolean {
  return failure instanceof Error && failure.name === 'LearnerGoneError';
}
