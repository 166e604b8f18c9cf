/**
 * The practice card's words for the grades and the intervals they set: message keys of the "practice.app." area
 * (lib/i18n/catalogues/en/practice.ts), read by the islands with useT(). Loaded with the card.
 */
import type { Grade, ProgressRecord } from '@lib/practice/types.ts';
import { intervalSpan, schedule } from '@lib/practice/grading.ts';
import type { IslandT } from './labels.ts';

export function gradeLabel(t: IslandT, grade: Grade): string {
  return t(`practice.app.grade.${grade}`);
}

/** What pressing a grade button would set, in the page's language: "10 min", "4 days", "2 months". */
export function nextIntervalText(t: IslandT, record: ProgressRecord, grade: Grade): string {
  const { unit, count } = intervalSpan(schedule(record.box, grade).intervalDays);
  return unit === 'minutes' ? t('practice.app.minutes', { count }) : t.plural(`practice.app.${unit}`, count);
}
