/**
 * The guide's small pieces of text: a catechism question after its number ("Q49. What …": one space between, as
 * one string, since the page's template would join two expressions without one), and a passage's verses as the
 * guide prints them, run together in one paragraph with their numbers.
 */
import { verseLabel, type PassageVerse } from '../scripture/passage.ts';

export interface GuideVerse {
  /** "11", or "12:1" where a passage crosses into the next chapter; null for a line without a number. */
  number: string | null;
  words: string;
}

/** "Q49." and "What …" as "Q49. What …". */
export function numberedQuestion(label: string, question: string): string {
  return `${label.trim()} ${question.trim()}`.trim();
}

/** A stored passage (one verse a line, each after its number, as devotionals store their Bible text) as verses. */
export function storedPassageVerses(text: string): GuideVerse[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\d+(?::\d+)?)\s+(.*)$/.exec(line);
      return m ? { number: m[1]!, words: m[2]! } : { number: null, words: line };
    });
}

/** The BSB's verses as the build resolved them; a verse the BSB leaves out shows `omittedNote` in its place. */
export function resolvedPassageVerses(verses: readonly PassageVerse[], omittedNote: string): GuideVerse[] {
  return verses.map((v) => ({ number: verseLabel(v, verses[0]), words: v.omitted ? omittedNote : v.text }));
}
