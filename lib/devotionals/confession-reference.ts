/**
 * How the devotional page names and links a confessional reference: "Heidelberg Catechism, Q. 60" linking to
 * /confessions/heidelberg-catechism/#question-60. The label is read from the section's url_slug, whose shapes
 * the confession importer fixes (content/README.md), so it matches the headings of the confession page.
 */
import { toRoman } from '../roman.ts';

/** "Q. 60", "Article 16", "Chapter III, Section I", "Head I, Article 7", "Heads III/IV, Rejection of Errors 2". */
export function confessionSectionName(urlSlug: string, fallbackTitle?: string | null): string {
  let m = /^question-(\d+)$/.exec(urlSlug);
  if (m) return `Q. ${Number(m[1])}`;
  m = /^article-(\d+)$/.exec(urlSlug);
  if (m) return `Article ${Number(m[1])}`;
  m = /^chapter-(\d+)(?:-section-(\d+))?$/.exec(urlSlug);
  if (m) return `Chapter ${roman(m[1])}${m[2] ? `, Section ${roman(m[2])}` : ''}`;
  m = /^head-(\d+)(?:-(article|rejection)-(\d+))?$/.exec(urlSlug);
  if (m) {
    // The Canons' third head is the combined Third and Fourth Head of Doctrine.
    const head = Number(m[1]) === 3 ? 'Heads III/IV' : `Head ${roman(m[1])}`;
    if (!m[2]) return head;
    return `${head}, ${m[2] === 'article' ? 'Article' : 'Rejection of Errors'} ${Number(m[3])}`;
  }
  return fallbackTitle?.trim() || urlSlug;
}

/** "Heidelberg Catechism, Q. 60". */
export function confessionReferenceLabel(confessionName: string, urlSlug: string, fallbackTitle?: string | null): string {
  return `${confessionName}, ${confessionSectionName(urlSlug, fallbackTitle)}`;
}

/** The confession page with the section's anchor. */
export function confessionSectionHref(confessionSlug: string, urlSlug: string): string {
  return `/confessions/${encodeURIComponent(confessionSlug)}/#${encodeURIComponent(urlSlug)}`;
}

function roman(digits: string): string {
  const n = Number(digits);
  return n >= 1 && n <= 3999 ? toRoman(n) : digits;
}
