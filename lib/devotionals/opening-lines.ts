/**
 * The opening lines of a reflection, shown under today's hero on the home page: the first paragraph's text (no
 * emphasis markers), cut at a word boundary near `maxChars` with an ellipsis when it runs on.
 */
import { transcriptParagraphs } from './transcript.ts';

export function openingLines(transcript: string | null | undefined, maxChars = 220): string {
  const first = transcriptParagraphs(transcript)[0];
  if (!first) return '';
  const text = first
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxChars / 2 ? lastSpace : maxChars).replace(/[\s,;:.–—-]+$/, '')}…`;
}
