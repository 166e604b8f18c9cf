/**
 * Answers a translation's source leaves incomplete, which the importer completes from Scripture and the page marks
 * with a note: the Dutch Heidelberg Catechism's source breaks Q92 off after "Ik ben de HEERE uw God, …" (see
 * ../shared/confessions-nl/README.md), so its Ten Commandments come from Exodus 20:2–17 in the Statenvertaling.
 */
export interface CompletedAnswer {
  slug: string;
  language: string;
  /** The section's url_slug (its anchor). */
  urlSlug: string;
}

export const COMPLETED_ANSWERS: readonly CompletedAnswer[] = [{ slug: 'heidelberg-catechism', language: 'nl', urlSlug: 'question-92' }];

/** The url_slugs of a document's answers completed from Scripture. */
export function completedAnswers(slug: string, language: string): Set<string> {
  return new Set(COMPLETED_ANSWERS.filter((a) => a.slug === slug && a.language === language).map((a) => a.urlSlug));
}
