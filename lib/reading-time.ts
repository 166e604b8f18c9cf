/** Reading time in minutes: words divided by 200, rounded up, never less than one minute. */

export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length;
}

export function readingTime(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
