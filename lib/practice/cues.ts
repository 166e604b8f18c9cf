/**
 * Recall cues for a card: the first letter of each word, and fill-the-blanks with more words hidden each round.
 */

/** A word: letters and digits, with inner apostrophes and hyphens ("Lord's", "well-pleased"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** A hyphenated word's parts each keep a letter ("w-p"); a possessive is one part ("L" for "LORD's"). */
const WORD_PART = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Each word cut to its first letter, punctuation and spacing kept: "I believe in God, the Father" → "I b i G, t F". */
export function firstLetters(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => token.replace(WORD_PART, (part) => part[0]))
    .join(' ');
}

export const ROUNDS_TO_HIDE_ALL = 4;

export interface BlankWord {
  /** The word itself (empty only for a first entry carrying text before the first word). */
  word: string;
  hidden: boolean;
  /** What follows the word up to the next one: punctuation and spaces. `word + trailing` of all entries is the text. */
  trailing: string;
}

/** A stable 32-bit hash (FNV-1a), so the same text always hides the same words. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The text's words with those hidden in `round`: none in round 0, about a quarter in round 1, half in round 2, three
 * quarters in round 3, all from round 4. The words are ranked once per text, so each round hides the words of the
 * round before and more.
 */
export function blanks(text: string, round: number): BlankWord[] {
  const entries: BlankWord[] = [];
  let end = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    if (entries.length > 0) entries[entries.length - 1].trailing = text.slice(end, start);
    else if (start > 0) entries.push({ word: '', hidden: false, trailing: text.slice(0, start) });
    entries.push({ word: match[0], hidden: false, trailing: '' });
    end = start + match[0].length;
  }
  if (entries.length > 0) entries[entries.length - 1].trailing += text.slice(end);

  const words = entries.filter((e) => e.word !== '');
  const share = Math.min(1, Math.max(0, Math.floor(round)) / ROUNDS_TO_HIDE_ALL);
  const count = share === 0 ? 0 : Math.max(1, Math.round(words.length * share));
  const seed = hash(text);
  const ranked = words.map((entry, i) => ({ entry, rank: hash(`${seed}:${i}:${entry.word}`) })).sort((a, b) => a.rank - b.rank);
  for (const { entry } of ranked.slice(0, count)) entry.hidden = true;
  return entries;
}
