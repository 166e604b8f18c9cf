/** Words the practice page shows for the scheduler's values. */
import type { AgeBand, Grade } from '@lib/practice/types.ts';

export const GRADE_LABELS: Record<Grade, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  'under-6': 'Under 6',
  '6-9': '6 to 9',
  '10-13': '10 to 13',
  teen: 'Teenager',
  adult: 'Adult',
};

export function dueLabel(count: number): string {
  return `${count} due today`;
}

export function streakLabel(days: number): string {
  return days === 1 ? 'Practice streak: 1 day' : `Practice streak: ${days} days`;
}
