/**
 * Scripture proofs in pasted text: a proof line starts with a lettered marker such as "(a)",
 * may hold several markers ("(a) Rom. 11:36; (b) 1 Cor. 10:31"), and its references are split on semicolons.
 * Westminster-style text puts them on a "Refs:" line instead. References are kept as written.
 */

/** "(a)", "(b)", "(aa)" at the start of a line: the documents' footnote letters. */
const LETTERED_MARKER = /^\s*\(([a-z]{1,2})\)\s*/i;
const REFS_LINE = /^\s*refs?\s*[:.]\s*/i;

/** Whether a line of pasted text is a proof line (it starts with a lettered marker). */
export function isProofLine(line: string): boolean {
  return LETTERED_MARKER.test(line);
}

/** Whether a line is a "Refs:" line. */
export function isRefsLine(line: string): boolean {
  return REFS_LINE.test(line);
}

/**
 * The references in a run of proof text: every lettered marker and semicolon separates one reference from the
 * next; blanks and trailing periods are dropped. "(a) Rom. 11:36; 1 Cor. 10:31. (b) Ps. 73:24" gives
 * ["Rom. 11:36", "1 Cor. 10:31", "Ps. 73:24"]. A piece without a book ("Gen. 2:17; 3:17") continues the book
 * of the reference before it, so it stays a reference a reader can look up ("Gen. 3:17").
 */
export function splitReferences(text: string): string[] {
  const out: string[] = [];
  const pieces = text
    .replace(REFS_LINE, '')
    .split(/\(\s*[a-z]{1,2}\s*\)|;|\n/i)
    .map((part) =>
      part
        .trim()
        .replace(/[.,]+$/, '')
        .trim(),
    )
    .filter(Boolean);
  for (const piece of pieces) {
    const book = out.length && /^\d+:\d/.test(piece) ? bookOf(out[out.length - 1]) : null;
    out.push(book ? `${book} ${piece}` : piece);
  }
  return out;
}

/** "1 Cor. 10:31" → "1 Cor."; null when the reference has no chapter:verse to strip. */
function bookOf(reference: string): string | null {
  const m = /^(.*?\S)\s+\d+:\d/.exec(reference);
  return m ? m[1] : null;
}

/** References of a "Refs:" line or a lettered proof line; [] for any other line. */
export function referencesOfLine(line: string): string[] {
  if (!isProofLine(line) && !isRefsLine(line)) return [];
  return splitReferences(line);
}

/** Adds references not already present, keeping order: the proofs input's "parse and add". */
export function mergeReferences(existing: readonly string[], added: readonly string[]): string[] {
  const out = [...existing];
  for (const reference of added) if (!out.includes(reference)) out.push(reference);
  return out;
}
