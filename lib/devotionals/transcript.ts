/**
 * The reflection (devotionals.transcript) is Markdown paragraphs. The page shows it as plain paragraphs with
 * emphasis and nothing else: it is parsed into text runs, never into HTML, so whatever an editor or a
 * generator put in the text (tags, scripts, links) reaches the reader as visible characters, escaped by the
 * template like any other text.
 */

export interface TextRun {
  text: string;
  emphasis: boolean;
}

export type TranscriptParagraph = TextRun[];

// *emphasis*, **strong** (shown as emphasis) or _emphasis_ at word edges; the content may not start or end
// with a space, as in Markdown, so "3 * 4 * 5" stays arithmetic.
const EMPHASIS = /\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*|(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu;

/** Inline text split into plain and emphasised runs; markers without a partner stay as typed. */
export function parseInline(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const index = match.index ?? 0;
    if (index > last) runs.push({ text: text.slice(last, index), emphasis: false });
    runs.push({ text: match[1] ?? match[2] ?? match[3], emphasis: true });
    last = index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), emphasis: false });
  return runs;
}

/**
 * Paragraphs split on blank lines; the lines of one paragraph join with a space. Block markers a reflection
 * has no use for (a heading's #, a quote's >) are dropped so they do not show as stray symbols.
 */
export function transcriptParagraphs(markdown: string | null | undefined): TranscriptParagraph[] {
  if (!markdown) return [];
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim().replace(/^(?:#{1,6}|>)\s+/, ''))
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .map(parseInline);
}
