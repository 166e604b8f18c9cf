/**
 * Reading goals. The database sets the window and counts progress
 * (migration 20261126000701); these are the same rules for the form and the progress bar.
 */

export const GOAL_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const DEFAULT_GOAL = { goalType: 'weekly' as GoalType, targetCount: 7 };

/** The target typed in the form: a whole number of at least 1; empty or invalid input becomes 1. */
export function parseGoalTarget(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}

/** Progress as a whole percentage, capped at 100. */
export function goalPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((progress / target) * 100));
}
