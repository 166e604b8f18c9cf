/**
 * What a Dutch, Spanish or Portuguese reader must not meet on their edition's pages and e-mails: English words outside an
 * element marked lang="en", a Bible book named in English ("John 10:11" instead of "Johannes 10:11"), and numbers
 * written the English way ("0.75×", "1,234"). The whole-edition walk (tests/e2e/editions/whole-edition.spec.ts) and
 * the e-mail check hand it the text a reader sees, each run with the language of the element that holds it; an
 * untranslated text the page marks lang="en" is honest and passes.
 *
 * The word list holds only words that are English and neither Dutch nor Spanish nor Portuguese ("de", "in", "is", "over", "week",
 * "was", "we", "he", "no", "link", "Here" are Dutch or Spanish too and are not listed; Portuguese "for" is let through
 * on Portuguese pages, SHARED_WORDS), so correct Dutch, Spanish and Portuguese never trip it; visible-english.test.ts
 * runs it over every translated catalogue string to keep it so.
 */
import { BIBLE_BOOKS } from '../scripture/books.ts';
import { bookNamesIn } from '../scripture/book-names.ts';
import type { TranslatedLocale } from '../editions/registry.ts';

/** One piece of text as a reader meets it, with the effective language of its element ("" when none is set). */
export interface TextRun {
  text: string;
  lang: string;
  /** Where the run was found (page and element, or e-mail), for the report. */
  where?: string;
}

export type FindingKind = 'english-word' | 'english-book' | 'decimal-point' | 'thousands-comma';

export interface Finding {
  kind: FindingKind;
  /** The offending words or number. */
  match: string;
  /** The whole run, so the report shows the context. */
  text: string;
  where?: string;
}

/** English words that no correct Dutch or Spanish sentence uses; compared without case. */
// prettier-ignore
const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'with', 'your', 'you', 'our', 'from', 'this', 'that', 'these', 'those', 'what', 'which', 'when',
  'where', 'why', 'how', 'who', 'will', 'would', 'should', 'could', 'have', 'were', 'are', 'for',
  'not', 'more', 'about', 'into', 'their', 'there', 'they', 'them', 'then', 'than', 'each', 'every', 'other',
  'only', 'also', 'just', 'please', 'thank', 'thanks', 'yes', 'it\'s', 'don\'t', 'can\'t', 'isn\'t', 'let\'s',
  'read', 'reading', 'share', 'sign', 'signed', 'loading', 'settings', 'question', 'questions', 'answer', 'answers',
  'chapter', 'search', 'save', 'saved', 'cancel', 'close', 'next', 'previous', 'today', 'today\'s', 'yesterday',
  'tomorrow', 'minutes', 'listen', 'play', 'pause', 'subscribe', 'unsubscribe', 'password', 'welcome',
  'back', 'page', 'prayer', 'memory', 'verses', 'devotional', 'archive', 'church', 'churches', 'group',
  'groups', 'guide', 'practice', 'library', 'confession', 'confessions', 'catechism', 'creed', 'creeds', 'lord\'s',
  'day', 'days', 'week\'s', 'weekly', 'daily', 'month', 'year', 'show', 'hide', 'view', 'edit', 'delete', 'remove',
  'copy', 'copied', 'again', 'first', 'previous', 'continue', 'started', 'finish', 'done', 'send',
  'sent', 'join', 'leave', 'members', 'member', 'profile', 'account\'s', 'email', 'newsletter\'s',
  'scripture', 'passage', 'behind', 'family', 'children', 'everyday', 'holy', 'spirit', 'faith', 'grace', 'hope',
  'courage', 'covenant', 'love', 'joy', 'peace', 'mercy', 'salvation', 'forgiveness', 'prayers', 'worship',
  'canons', 'westminster\'s', 'belgic', 'shorter', 'larger', 'apostles\'', 'nicene', 'athanasian', 'part',
  'section', 'article', 'articles', 'chapters', 'notes', 'goal', 'goals', 'streak', 'progress', 'settings',
  'theme', 'dark', 'light', 'language', 'translation', 'translations', 'voice', 'speed', 'male', 'female', 'unknown',
  'found', 'oops', 'something', 'went', 'wrong', 'try', 'submit', 'message', 'subject', 'name',
  'narration', 'bookmark', 'bookmarks', 'upcoming', 'learn', 'learned', 'review', 'skip', 'shuffle', 'reveal',
  'cards', 'reset', 'update', 'updated', 'leader', 'invitation', 'embed', 'size', 'morning', 'evening',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'may', 'june', 'july', 'august', 'october',
]);

/**
 * Names that are the same in every edition on purpose: the site's name and the English Bibles a reader may choose,
 * which the page names as they are called, and the Bíblia Livre's licence, named as its credit names it.
 */
const PROPER_NAMES = ['Reformed Devotionals', 'Berean Standard Bible', 'King James Version', 'CC BY 3.0 BR', 'Atribuição 3.0 Brasil'];

/**
 * Dutch phrases with a word the list above holds as English: "met name" (namely), which the Statenvertaling uses
 * ("een man, met name geheten Zacheus").
 */
const SHARED_PHRASES: Partial<Record<TranslatedLocale, RegExp>> = { nl: /\bmet name\b/gi };

/**
 * Words of the list that are also an edition's own: Portuguese "for" (the future subjunctive of ser and ir: "se for")
 * and "continue" (of continuar: "continue lendo").
 */
const SHARED_WORDS: Partial<Record<TranslatedLocale, ReadonlySet<string>>> = { pt: new Set(['for', 'continue']) };

/** Addresses and e-mail addresses are not words of a language. */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\/[\w-]+(?:\/[\w.-]*)+/g;

/** A chapter-and-verse reference's numbers ("3:16", "119:105,106", "10:11-18"), and times of day ("06:00"). */
const CHAPTER_AND_VERSE = /\d+:\d+(?:\s?[-–,]\s?\d+(?::\d+)?)*/g;

/** Numbers made of three or more dotted groups: dates ("2.12.2026") and versions ("1.2.3", "v2.1"). */
const DOTTED_GROUPS = /\bv?\d+(?:\.\d+){2,}\b|\bv\d+\.\d+\b/g;

const DECIMAL_POINT = /(?<![\d.,])\d+\.\d+(?![\d.,]*\d)/g;
/** "1.234" is how Dutch and Spanish write a thousand and more: a dot followed by exactly three digits per group. */
const THOUSANDS_DOT = /^\d{1,3}(?:\.\d{3})+$/;
const THOUSANDS_COMMA = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g;

/** A word, hyphenated compounds ("back-ups", "e-mail") and English contractions ("Lord's") kept whole. */
const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*(?:['’](?=\s|$))?/gu;

function englishBookPattern(locale: TranslatedLocale): RegExp {
  const own = new Set(bookNamesIn(locale));
  const english = BIBLE_BOOKS.flatMap((book) => [book.name, ...(book.aliases ?? []), book.name === 'Psalms' ? 'Psalm' : ''])
    .filter((name) => name && !own.has(name))
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/\s+/g, '\\s+'));
  // A book named before its chapter: "John 3", "(Luke 18:9-14)", "1 John 4:8"; a person called John is not a reference.
  return new RegExp(`(?<![\\p{L}\\d])(?:${english.join('|')})\\s+\\d`, 'gu');
}

const BOOK_PATTERNS = new Map<TranslatedLocale, RegExp>();

/** The findings in one run of text read in `locale`'s edition; none for a run whose element is marked English. */
export function englishInRun(locale: TranslatedLocale, run: TextRun): Finding[] {
  if (/^en\b/i.test(run.lang)) return [];
  const findings: Finding[] = [];
  const found = (kind: FindingKind, match: string) => findings.push({ kind, match, text: run.text, where: run.where });

  let pattern = BOOK_PATTERNS.get(locale);
  if (!pattern) BOOK_PATTERNS.set(locale, (pattern = englishBookPattern(locale)));
  const books = new Set([...run.text.matchAll(pattern)].map((m) => m[0].replace(/\s+\d$/, '')));
  if (books.size > 0) found('english-book', [...books].join(', '));

  let text = run.text.replace(ADDRESS, ' ');
  for (const name of PROPER_NAMES) text = text.split(name).join(' ');
  const phrases = SHARED_PHRASES[locale];
  if (phrases) text = text.replace(phrases, ' ');
  const own = SHARED_WORDS[locale];
  const english = [...text.matchAll(WORD)]
    .map((m) => m[0])
    .filter((word) => {
      const lower = word.toLowerCase().replace(/’/g, "'");
      return ENGLISH_WORDS.has(lower) && !own?.has(lower);
    });
  if (english.length > 0) found('english-word', english.join(' '));

  const numbers = text.replace(CHAPTER_AND_VERSE, ' ').replace(DOTTED_GROUPS, ' ');
  for (const m of numbers.matchAll(DECIMAL_POINT)) if (!THOUSANDS_DOT.test(m[0])) found('decimal-point', m[0]);
  for (const m of numbers.matchAll(THOUSANDS_COMMA)) found('thousands-comma', m[0]);
  return findings;
}

/** Every finding in the runs a reader of `locale`'s edition meets. */
export function englishInEdition(locale: TranslatedLocale, runs: readonly TextRun[]): Finding[] {
  return runs.flatMap((run) => englishInRun(locale, run));
}

/** One line per finding, for a test's failure message. */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.where ?? ''} — ${f.kind}: «${f.match}» in «${f.text.length > 160 ? `${f.text.slice(0, 157)}…` : f.text}»`);
}
