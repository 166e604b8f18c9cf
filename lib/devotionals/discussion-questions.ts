/**
 * Discussion questions as the devotional page lists them (numbered, leading dash stripped).
 * The column is a list, but an editor may paste a whole block into one entry, and pasted questions often
 * arrive with their own bullets or numbers; the page numbers them itself, so those markers go.
 */

// A leading bullet (-, *, •, –, —) or an ordinal ("1.", "2)", "(3)"), possibly repeated ("- 1. ...").
const LEADING_MARKER = /^(?:[-*•‣◦–—]+\s*|\(?\d{1,2}[.)]\s+)+/u;

/** One question per non-blank line, in order, with leading list markers and surrounding space removed. */
export function splitDiscussionQuestions(questions: readonly string[] | string | null | undefined): string[] {
  if (!questions) return [];
  const entries = typeof questions === 'string' ? [questions] : questions;
  return entries
    .flatMap((entry) => entry.split(/\r?\n/))
    .map((line) => line.trim().replace(LEADING_MARKER, '').trim())
    .filter((line) => line.length > 0);
}

/**
 * The edit form's discussion-questions box: one question per line, or, when the text has no
 * line break at all, one per comma; leading bullets or numbers stripped, blanks dropped.
 */
export function parseDiscussionQuestionsInput(text: string | null | undefined): string[] {
  if (!text) return [];
  const parts = /\r?\n/.test(text) ? text.split(/\r?\n/) : text.split(',');
  return splitDiscussionQuestions(parts);
}

/** The stored list back in the box: one question per line. */
export function discussionQuestionsToInput(questions: readonly string[] | null | undefined): string {
  return (questions ?? []).join('\n');
}
