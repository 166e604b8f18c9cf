/**
 * The practice page's address: `?learn=<item key>` (a "Learn this" link) adds an item, `?learner=<id>` picks a
 * family learner. Both are read once and then removed from the address, so a reload does not add the item again.
 */
import { parseItemKey } from '@lib/practice/item-key.ts';

export interface PracticeAddress {
  /** A valid item key to add, if the address asked for one. */
  learn: string | null;
  /** The address asked to learn something that is not an item. */
  invalidLearn: boolean;
  learner: string | null;
  /** The address without the two parameters (what history.replaceState should show). */
  cleaned: string;
}

export function readPracticeAddress(href: string): PracticeAddress {
  const url = new URL(href);
  const asked = url.searchParams.get('learn');
  const learn = asked !== null && parseItemKey(asked) ? asked : null;
  const learner = url.searchParams.get('learner');
  url.searchParams.delete('learn');
  url.searchParams.delete('learner');
  return { learn, invalidLearn: asked !== null && learn === null, learner: learner || null, cleaned: `${url.pathname}${url.search}${url.hash}` };
}
