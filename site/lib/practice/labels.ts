/**
 * The practice pages' words for a learner's age band: message keys of the "practice.app." area
 * (lib/i18n/catalogues/en/practice.ts), read by the islands with useT(). The grades' words are ./grade-labels.ts.
 */
import type { AgeBand } from '@lib/practice/types.ts';

/** The island's translator (site/islands/i18n/IslandMessages.tsx useT), as far as these labels use it. */
export interface IslandT {
  (key: string, params?: Record<string, string | number>): string;
  plural(key: string, count: number): string;
}

export function ageBandLabel(t: IslandT, band: AgeBand): string {
  return t(`practice.app.ageBand.${band}`);
}
