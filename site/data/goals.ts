/**
 * The reader's reading goals: the active ones with their progress (the reading_goal_progress view), and a new goal
 * (user_reading_goals), whose window the database sets, retiring the older active goal of the same type.
 */
import type { Tables } from '@lib/database.types.ts';
import type { GoalType } from '@lib/reading/goals.ts';
import type { TableClient } from './client/types.ts';

/** An active goal with its progress, as the reading_goal_progress view gives it. */
export type GoalRow = Pick<Tables<'user_reading_goals'>, 'id' | 'target_count' | 'start_date' | 'end_date'> & {
  goal_type: GoalType;
  progress_count: number;
  completed: boolean;
};

/** The reader's active goals, newest first. */
export async function activeGoals(client: TableClient, userId: string): Promise<{ data: GoalRow[] | null; error: { message: string } | null }> {
  const { data, error } = await client
    .from('reading_goal_progress')
    .select('id, goal_type, target_count, start_date, end_date, progress_count, completed')
    .eq('user_id', userId)
    .eq('is_active', true)
    .order('created_at', { ascending: false });
  // A view's columns come out nullable in the generated types; this one passes user_reading_goals' NOT NULL columns
  // (goal_type one of GOAL_TYPES by its CHECK) and counts the rest, never null.
  return { data: data as GoalRow[] | null, error };
}

export async function addGoal(client: TableClient, userId: string, goalType: GoalType, targetCount: number) {
  return client.from('user_reading_goals').insert({ user_id: userId, goal_type: goalType, target_count: targetCount, is_active: true });
}
