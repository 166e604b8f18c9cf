/**
 * How the dashboard's practice card words the practice summary (site/data/dashboard/practice-summary.ts reads it):
 * each learner's link, their figures, and whether there is anything to show yet.
 */
import type { PracticeSummaryRow } from '../../data/practice/remote.ts';

/** Where a learner practises: the reader at /practice/, a family learner at /practice/?learner=<id>. */
export function practiceHref(learnerId: string | null): string {
  return learnerId ? `/practice/?learner=${encodeURIComponent(learnerId)}` : '/practice/';
}

/** "2 due · 5 mastered · 3-day streak" ("no streak yet" before a day is practised). */
export function practiceFigures(row: PracticeSummaryRow): string {
  const streak = row.streak > 0 ? `${row.streak}-day streak` : 'no streak yet';
  return `${row.due_count} due · ${row.mastered_count} mastered · ${streak}`;
}

/** Nothing to show yet: no item learned by anyone and no family learner added. */
export function isPracticeEmpty(rows: PracticeSummaryRow[]): boolean {
  return rows.length <= 1 && rows.every((row) => row.item_count === 0);
}
