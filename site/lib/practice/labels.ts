/**
 * The practice page's words for the scheduler's values: message keys of the "practice.app." area
 * (lib/i18n/catalogues/en/practice.ts), read by the islands with useT().
 */
import type { AgeBand, Grade, ProgressRecord } from '@lib/practice/types.ts';
import { intervalSpan, schedule } from '@lib/practice/scheduler.ts';

/** The island's translator (site/islands/i18n/IslandMessages.tsx useT), as far as these labels use it. */
interface IslandT {
  (key: string, params?: Record<string, string | number>): string;
  plural(key: string, count: number): string;
}

export function gradeLabel(t: IslandT, grade: Grade): string {
  return t(`practice.app.grade.${grade}`);
}

export function ageBandLabel(t: IslandT, band: AgeBand): string {
  return t(`practice.app.ageBand.${band}`);
}

/** What pressing a grade button would set, in the page's language: "10 min", "4 days", "2 months". */
export function nextIntervalText(t: IslandT, record: ProgressRecord, grade: Grade): string {
  const { unit, count } = intervalSpan(schedule(record.box, grade).intervalDays);
  return unit === 'minutes' ? t('practice.app.minutes', { count }) : t.plural(`practice.app.${unit}`, count);
}
