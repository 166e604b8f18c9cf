/**
 * Younger learners learn a long verse or answer a piece at a time: the text is cut at its punctuation into chunks of
 * a size for the age band, and a clause longer than a chunk is cut evenly between words.
 */
import type { AgeBand } from './types.ts';

/** Words per chunk (at most) for each band; undefined learns the whole text at once. */
export const CHUNK_WORDS: Readonly<Record<AgeBand, number | undefined>> = {
  'under-6': 10,
  '6-9': 10,
  '10-13': 18,
  teen: undefined,
  adult: undefined,
};

/** A chunk this short at the end joins the one before rather than stand alone. */
const SHORTEST_LAST_CHUNK = 3;

/** The text's clauses: runs of words each ending in punctuation (or the text's end). */
function clauses(words: string[]): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    current.push(word);
    if (/[,;:.!?—–)”"']$/.test(word)) {
      result.push(current);
      current = [];
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** A clause longer than `max` words, cut into the fewest near-equal pieces of at most `max`. */
function evenPieces(words: string[], max: number): string[][] {
  const pieces = Math.ceil(words.length / max);
  const size = words.length / pieces;
  return Array.from({ length: pieces }, (_, i) => words.slice(Math.round(i * size), Math.round((i + 1) * size)));
}

export function chunksFor(text: string, ageBand: AgeBand | null): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const max = ageBand ? CHUNK_WORDS[ageBand] : undefined;
  if (max === undefined || words.length <= max) return [words.join(' ')];

  const chunks: string[][] = [];
  for (const clause of clauses(words).flatMap((c) => (c.length > max ? evenPieces(c, max) : [c]))) {
    const last = chunks[chunks.length - 1];
    if (last && last.length + clause.length <= max) last.push(...clause);
    else chunks.push([...clause]);
  }
  const tail = chunks[chunks.length - 1];
  if (chunks.length > 1 && tail.length < SHORTEST_LAST_CHUNK) chunks[chunks.length - 2].push(...chunks.pop()!);
  return chunks.map((chunk) => chunk.join(' '));
}
