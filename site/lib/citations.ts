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

/** A section's name from its url_slug: "head-2-article-8" → "Head 2, Article 8", "question-60" → "Question 60". */
export function sectionName(urlSlug: string): string {
  const parts = urlSlug.split('-');
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const word = parts[i];
    const number = parts[i + 1];
    const label = word.charAt(0).toUpperCase() + word.slice(1);
    if (number !== undefined && /^\d+$/.test(number)) {
      names.push(`${label} ${number}`);
      i++;
    } else names.push(label);
  }
  return names.join(', ');
}

/** "1 devotional", "14 devotionals". */
export function devotionalCount(n: number): string {
  return `${n} ${n === 1 ? 'devotional' : 'devotionals'}`;
}
