/**
 * A creed's text as lines to read and learn one at a time: each paragraph split at its sentence ends. A very
 * short closing sentence ("Amen.") is no line of its own: it joins the line before it, so that no card asks a
 * learner to recall a single word.
 */

/** A sentence of at most this many words joins the line before it. */
export const SHORT_TAIL_WORDS = 2;

/** A sentence ends at ., ! or ? (after any closing quote or bracket) followed by white space. */
const SENTENCE_END = /(?<=[.!?]["”’)\]]*)\s+/;

const wordCount = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

/** The creed's lines in order; paragraphs (blank-line separated) never share a line. */
export function creedLines(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n\s*\r?\n/)) {
    const sentences = paragraph
      .replace(/\s+/g, ' ')
      .trim()
      .split(SENTENCE_END)
      .map((s) => s.trim())
      .filter(Boolean);
    const start = lines.length;
    for (const sentence of sentences) {
      if (lines.length > start && wordCount(sentence) <= SHORT_TAIL_WORDS) lines[lines.length - 1] += ` ${sentence}`;
      else lines.push(sentence);
    }
  }
  return lines;
}
