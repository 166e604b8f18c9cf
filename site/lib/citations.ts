/**
 * How a confession page shows the devotionals citing a section without growing with the archive: the count, the
 * most recent few, and a link to the section's own list page (/confessions/{slug}/{section}/) with all of them.
 */
import type { CitingDevotional } from '../data/build/confessions.ts';

/** How many of the most recent citing devotionals the confession page shows under a section. */
export const RECENT_CITATIONS = 3;

/** Newest first. */
export function newestCitations(devotionals: readonly CitingDevotional[]): CitingDevotional[] {
  return [...devotionals].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The section's list page. */
export function citationsHref(confessionSlug: string, sectionSlug: string): string {
  return `/confessions/${encodeURIComponent(confessionSlug)}/${encodeURIComponent(sectionSlug)}/`;
}
