/**
 * References written inside a translated text's prose: a Dutch or Spanish devotional, translated from English, keeps
 * the English citations of its original ("… voor hem heeft overgegeven (Galatians 2:20).", "(Luke 1:1-4; Colossians
 * 4:14)"). The page, the e-mail and the narration name those books in the text's language.
 *
 * Only a citation is rewritten: an English book name followed by a chapter number, inside parentheses. Outside them a
 * book's name may be an ordinary word or a person ("Job", "Mark 5 keer", "Amos"), and prose that names a book in
 * its own words ("Lees daarna Psalm 23") is already in its language; inside them, a name and a number are a citation.
 */
import { DEFAULT_LOCALE, type Locale } from '../editions/registry.ts';
import { referenceIn } from './book-names.ts';
import { BIBLE_BOOKS } from './books.ts';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every English spelling, longest first, so "1 John" is tried before "John" and "Song of Songs" whole. */
const ENGLISH_NAMES = BIBLE_BOOKS.flatMap((book) => [book.name, ...(book.aliases ?? [])]).sort((a, b) => b.length - a.length);

/**
 * A book's English name that starts a word, then a space and a chapter, with its verses when it has them ("John 6",
 * "John 6:37", "Luke 18:9-14", "2 Samuel 11-12", "Romans 8:38-9:1").
 */
const CITATION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ENGLISH_NAMES.map(escape).join('|')})[ \\u00a0]\\d+(?::\\d+)?(?:[-–]\\d+(?::\\d+)?)?(?![\\p{L}\\p{N}])`,
  'gu',
);

/** One parenthesised aside, without nested parentheses. */
const ASIDE = /\(([^()]*)\)/g;

/** `text` with each citation inside parentheses ("Luke 18:9-14") replaced by `rewrite`'s answer for it. */
export function rewriteCitations(text: string, rewrite: (citation: string) => string): string {
  if (!text.includes('(')) return text;
  return text.replace(ASIDE, (aside: string) => aside.replace(CITATION, rewrite));
}

/**
 * `text` with every citation inside parentheses naming its book in `locale`'s language ("(John 6:37)" →
 * "(Johannes 6:37)", "(Luke 1:1-4; Colossians 4:14)" → "(Lucas 1:1-4; Colosenses 4:14)"); the rest of the text is
 * kept as it is, and an English text is returned unchanged.
 */
export function referencesInProse(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  return rewriteCitations(text, (citation) => referenceIn(locale, citation));
}
