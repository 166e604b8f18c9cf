/**
 * Reading goals. The database sets the window and counts progress
 * (migration 20261126000701); these are the same rules for the form and the progress bar.
 */
import { addDays } from '../dates.ts';

export const GOAL_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const DEFAULT_GOAL = { goalType: 'weekly' as GoalType, targetCount: 7 };

/** The target typed in the form: a whole number of at least 1; empty or invalid input becomes 1. */
export function parseGoalTarget(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}

/** The end of a goal's window [start, end): 1 day, 7 days or 1 calendar month after the start. */
export function goalEndDate(goalType: GoalType, startDate: string): string {
  if (goalType === 'daily') return addDays(startDate, 1);
  if (goalType === 'weekly') return addDays(startDate, 7);
  const [y, m, d] = startDate.split('-').map(Number);
  // Postgres's date + interval '1 month' clamps to the month's last day (Jan 31 → Feb 28); so does this.
  const lastOfNext = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastOfNext))).toISOString().slice(0, 10);
}

/** Progress as a whole percentage, capped at 100. */
export function goalPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((progress / target) * 100));
}

