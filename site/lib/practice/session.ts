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

type Say = (key: string, params: Record<string, string | number>) => string;

const english: Say = (key, params) =>
  key === 'practice.app.addedOne' ? `Added to your practice: ${params.prompt}` : `Added ${params.count} items to your practice`;

/** What the status line says after items were added from "This week" or a collection, in the page's words (`say`). */
export function addedNotice(added: PracticeItem[], say: Say = english): string {
  return added.length === 1 ? say('practice.app.addedOne', { prompt: added[0].prompt }) : say('practice.app.addedMany', { count: added.length });
}

/** site/data/practice/learners.ts's LearnerGoneError, told by name, so that this module does not import it. */
export function isLearnerGone(failure: unknown): boolean {
  return failure instanceof Error && failure.name === 'LearnerGoneError';
}
