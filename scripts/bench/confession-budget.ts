/**
 * The budget for the longest confession page (the Westminster Larger Catechism): Lighthouse performance at the
 * default 4x CPU slowdown, its total blocking time and accessibility, judged on the median run the bench reports.
 * The page's gzip at ten years is the archive scenario's "largest confession page HTML" (AIMS.confessionHtmlBytes).
 */
import type { LighthouseRun } from './measure-lighthouse.ts';

export const CONFESSION_BUDGET = { performance: 95, totalBlockingTimeMs: 200, accessibility: 100 } as const;

/** One line for the aims: each figure beside its budget, "met" only when all three are. */
export function formatConfessionBudget(run: LighthouseRun | undefined): string {
  const label = `longest confession page at the default 4x slowdown: performance >= ${CONFESSION_BUDGET.performance}, TBT <= ${CONFESSION_BUDGET.totalBlockingTimeMs} ms, accessibility ${CONFESSION_BUDGET.accessibility}`;
  if (!run) return `  ${label}: not measured`;
  const { performance, accessibility } = run.scores;
  const tbt = run.totalBlockingTimeMs;
  if (performance === null || accessibility === null || tbt === undefined) return `  ${label}: ${run.path} not measured${run.error ? ` (${run.error})` : ''}`;
  const met = performance >= CONFESSION_BUDGET.performance && tbt <= CONFESSION_BUDGET.totalBlockingTimeMs && accessibility >= CONFESSION_BUDGET.accessibility;
  return `  ${label}: ${run.path} performance ${performance}, TBT ${Math.round(tbt)} ms, accessibility ${accessibility} ${met ? 'met' : 'NOT MET'}`;
}
