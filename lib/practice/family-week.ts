/**
 * A parent's view of the family's week (/practice/family/): for each learner, the days they practised this week, the
 * items they reviewed in it, and what is due today (as the practice page would give it: practiceQueue, due items
 * then today's new ones); and for the printable family week, which catechism each child learns and the week's
 * questions of it. Pure: the page passes the rows it read, today (the site's day) and now.
 *
 * The week is the Lord's Day's: Sunday to Saturday (week.ts). A learner under 10 learns the Catechism for Young
 * Children, anyone older the Westminster Shorter Catechism, both on their weekly schedule (catechism-schedule.ts).
 */
import { addDays, todayIn } from '../dates.ts';
import { practiceQueue } from './queue.ts';
import { sundayOf } from './week.ts';
import { catechismWeek, type ScheduleWeek, type ScheduledCatechism } from './catechism-schedule.ts';
import type { Learner, ProgressRecord } from './types.ts';

export interface PracticeDay {
  learnerId: string | null;
  /** YYYY-MM-DD, the site's day. */
  day: string;
}

export interface LearnerWeek {
  learner: Learner;
  /** The days of this week they practised, in order. */
  days: string[];
  /** The items reviewed this week (last review in the week), the latest first. */
  practised: ProgressRecord[];
  /** Due today: the items due, the longest overdue first. */
  due: ProgressRecord[];
  /** Today's new items, not yet practised. */
  fresh: ProgressRecord[];
}

/** The Sunday and the Saturday of the week holding `today`. */
export function weekOf(today: string): { first: string; last: string } {
  const first = sundayOf(today);
  return { first, last: addDays(first, 6) };
}

export function familyWeek(
  learners: readonly Learner[],
  records: readonly ProgressRecord[],
  days: readonly PracticeDay[],
  today: string,
  now: Date,
  timeZone: string,
): LearnerWeek[] {
  const { first, last } = weekOf(today);
  const inWeek = (day: string) => day >= first && day <= last;
  return learners.map((learner) => {
    const own = records.filter((record) => record.learnerId === learner.id);
    const queue = practiceQueue(own, now, { timeZone });
    return {
      learner,
      days: [...new Set(days.filter((d) => d.learnerId === learner.id && inWeek(d.day)).map((d) => d.day))].sort(),
      practised: own
        .filter((record) => record.lastReviewedAt !== null && inWeek(todayIn(timeZone, new Date(record.lastReviewedAt))))
        .sort((a, b) => b.lastReviewedAt!.localeCompare(a.lastReviewedAt!)),
      due: queue.due,
      fresh: queue.fresh,
    };
  });
}

/** The catechism a learner of this age learns by the schedule. */
export function catechismFor(learner: Learner): ScheduledCatechism {
  return learner.ageBand === 'under-6' || learner.ageBand === '6-9' ? 'catechism-for-young-children' : 'westminster-shorter-catechism';
}

export interface FamilyCatechism {
  slug: ScheduledCatechism;
  week: ScheduleWeek;
  /** The learners who learn it, in the family's order. */
  learners: Learner[];
}

/** Each catechism the family learns this week, once, with its questions and who learns it (the younger one's first). */
export function familyCatechisms(learners: readonly Learner[], today: string): FamilyCatechism[] {
  const order: ScheduledCatechism[] = ['catechism-for-young-children', 'westminster-shorter-catechism'];
  return order
    .map((slug) => ({ slug, week: catechismWeek(slug, today), learners: learners.filter((learner) => catechismFor(learner) === slug) }))
    .filter((group) => group.learners.length > 0);
}
