/**
 * A synthetic archive of devotionals for the benchmark: N days in a row, each a complete devotional in the
 * shape of a content file (lib/devotionals/schema.ts), so the seed's own preparation (KJV text, reading time,
 * tag and reference checks) turns them into database rows exactly as it does the sample content.
 *
 * Deterministic: the same options give the same devotionals, byte for byte, on any machine and any day
 * (the dates follow `today`, nothing else does). Titles, passages, doctrines, tags, references and the
 * ~900-word reflections vary from day to day, drawn from synthetic-vocabulary.ts.
 */
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { addDays } from '@lib/dates.ts';
import { KEY_DOCTRINES, type KeyDoctrine } from '@lib/devotionals/doctrines.ts';
import type { ConfessionalReference, DevotionalContent } from '@lib/devotionals/schema.ts';
import { countWords } from '@lib/reading-time.ts';
import { BIBLE_BOOKS } from '@lib/scripture/books.ts';
import { parseReference } from '@lib/scripture/reference.ts';
import { slugify } from '@lib/slug.ts';
import {
  CLOSINGS,
  CONFESSION_SENTENCES,
  CONTEXT_SENTENCES,
  DOCTRINE_NOTES,
  HOME_SENTENCES,
  OPENINGS,
  PASSAGE_SENTENCES,
  PASSAGES,
  PRAYER_LINES,
  PRAYER_OPENINGS,
  QUESTIONS,
  TEACHING_SENTENCES,
  type SyntheticPassage,
} from './synthetic-vocabulary.ts';

export const DEFAULT_ARCHIVE_SEED = 'reformed-devotionals-bench';

/** The reflection's length in words: around 900, as the sample devotionals (700-1200). */
export const TRANSCRIPT_WORDS = { min: 820, max: 980 } as const;

export interface SyntheticArchiveOptions {
  /** How many devotionals (one per day). */
  count: number;
  /** YYYY-MM-DD the `day` offsets count from (the seed's today). */
  today: string;
  /** Offset of the newest synthetic day from `today`; the archive runs back `count` days from it. */
  lastDay: number;
  /** Tag slugs the devotionals may use (content/tags.json). */
  tagSlugs: readonly string[];
  /** Any string; the same seed gives the same archive. */
  seed?: string;
}

export interface SyntheticDevotional {
  /** YYYY-MM-DD, `today + content.frontMatter.day`. */
  date: string;
  /** A file-like name for error messages ("synthetic/2019-03-04"). */
  file: string;
  content: DevotionalContent;
}

/** Small, fast and well-distributed: a 32-bit state PRNG (mulberry32) seeded from a string hash (FNV-1a). */
export function createRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** `n` distinct items in random order (a partial Fisher-Yates shuffle of a copy). */
export function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const count = Math.min(n, copy.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Genesis to Malachi lead BIBLE_BOOKS. */
const OLD_TESTAMENT_BOOKS = 39;
const CONFESSION_NAMES = new Map(CONFESSION_CATALOG.map((c) => [c.slug, c.name]));
const CANONS_HEADS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third and fourth', '5': 'fifth' };

/** How a section is named in running text: "Question 60", "Article 23", "chapter 11, section 1". */
export function sectionLabel(urlSlug: string): string {
  let m = /^(question|article)-(\d+)$/.exec(urlSlug);
  if (m) return `${capitalize(m[1])} ${m[2]}`;
  m = /^chapter-(\d+)-section-(\d+)$/.exec(urlSlug);
  if (m) return `chapter ${m[1]}, section ${m[2]}`;
  m = /^head-(\d+)-article-(\d+)$/.exec(urlSlug);
  if (m) return `article ${m[2]} of the ${CANONS_HEADS[m[1]] ?? m[1]} head of doctrine`;
  return urlSlug.replace(/-/g, ' ');
}

// The same few hundred sentences recur thousands of times; counting each once keeps a ten-year archive fast.
const wordCounts = new Map<string, number>();
function wordsIn(sentence: string): number {
  let n = wordCounts.get(sentence);
  if (n === undefined) wordCounts.set(sentence, (n = countWords(sentence)));
  return n;
}

interface Fill {
  character: string;
  passage: string;
  book: string;
  setting: string;
  doctrine: string;
  confession?: string;
  section?: string;
}

function fill(template: string, values: Fill): string {
  const text = template.replace(/\{(\w+)\}/g, (whole, key: keyof Fill) => values[key] ?? whole);
  return capitalize(text);
}

function makeTitle(random: Random, doctrine: KeyDoctrine, p: SyntheticPassage, book: string): string {
  const phrase = pick(random, DOCTRINE_NOTES[doctrine].titles);
  switch (Math.floor(random() * 4)) {
    case 0:
      return phrase;
    case 1:
      return `${phrase}: ${p.passage}`;
    case 2:
      return `${capitalize(p.character)}: ${phrase}`;
    default:
      return `${phrase} in ${book}`;
  }
}

function makeReferences(random: Random, doctrine: KeyDoctrine): ConfessionalReference[] {
  const chosen = sample(random, DOCTRINE_NOTES[doctrine].references, random() < 0.5 ? 1 : 2);
  return chosen.map(([confession, section], i) => ({
    confession,
    section,
    type: i === 0 ? 'primary' : 'secondary',
    context: `${capitalize(sectionLabel(section))} of the ${CONFESSION_NAMES.get(confession) ?? confession} teaches ${doctrine.toLowerCase()}, the doctrine of this reading.`,
  }));
}

function makeTags(random: Random, doctrine: KeyDoctrine, tagSlugs: readonly string[]): string[] {
  const count = 2 + Math.floor(random() * 3);
  const preferred = DOCTRINE_NOTES[doctrine].tags.filter((t) => tagSlugs.includes(t));
  const tags = sample(random, preferred, Math.min(preferred.length, 1 + Math.floor(random() * 2)));
  for (const tag of sample(random, tagSlugs, tagSlugs.length)) {
    if (tags.length >= count) break;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The reflection: paragraphs of opening, passage, doctrine, confession, teaching, home and closing sentences. */
function makeTranscript(random: Random, doctrine: KeyDoctrine, values: Fill, references: ConfessionalReference[]): string {
  const f = (t: string) => fill(t, values);
  const notes = DOCTRINE_NOTES[doctrine];
  const doctrineSentences = sample(random, notes.sentences, 6).map(f);
  const [first] = references;
  const confessionSentence = fill(pick(random, CONFESSION_SENTENCES), {
    ...values,
    confession: CONFESSION_NAMES.get(first.confession) ?? first.confession,
    section: sectionLabel(first.section),
  });
  const opening = [f(pick(random, OPENINGS))];
  const passage = sample(random, PASSAGE_SENTENCES, 4).map(f);
  const doctrineA = doctrineSentences.slice(0, 3);
  const doctrineB = [...doctrineSentences.slice(3), confessionSentence];
  const home = sample(random, HOME_SENTENCES, 4).map(f);
  const closing = [f(pick(random, CLOSINGS))];

  const target = TRANSCRIPT_WORDS.min + Math.floor(random() * (TRANSCRIPT_WORDS.max - TRANSCRIPT_WORDS.min - 40));
  const words = (sentences: string[]) => sentences.reduce((n, s) => n + wordsIn(s), 0);
  let total = words([...opening, ...passage, ...doctrineA, ...doctrineB, ...home, ...closing]);
  const teaching: string[] = [];
  for (const sentence of sample(random, TEACHING_SENTENCES, TEACHING_SENTENCES.length)) {
    if (total >= target) break;
    teaching.push(f(sentence));
    total += wordsIn(sentence);
  }
  // Two teaching sentences follow the opening; the rest fall between the doctrine paragraphs in fours.
  opening.push(...teaching.splice(0, 2));
  const chunks: string[][] = [];
  while (teaching.length) chunks.push(teaching.splice(0, 4));
  const paragraphs = [opening, passage, doctrineA, ...chunks.slice(0, 1), doctrineB, ...chunks.slice(1), home, closing];
  return paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

function makeDevotional(random: Random, day: number, date: string, tagSlugs: readonly string[]): DevotionalContent {
  const p = pick(random, PASSAGES);
  const doctrine = pick(random, KEY_DOCTRINES);
  const notes = DOCTRINE_NOTES[doctrine];
  const ref = parseReference(p.passage);
  const book = ref.book;
  const values: Fill = { character: p.character, passage: p.passage, book, setting: p.setting, doctrine: doctrine.toLowerCase() };
  const title = makeTitle(random, doctrine, p, book);
  const references = makeReferences(random, doctrine);
  const oldTestament = BIBLE_BOOKS.findIndex((b) => b.name === book) < OLD_TESTAMENT_BOOKS;
  const contextPool = oldTestament ? CONTEXT_SENTENCES.oldTestament : CONTEXT_SENTENCES.newTestament;
  const biblicalContext = [
    `${p.passage} comes from the book of ${book}, and its scene is ${p.setting}.`,
    `At its center stands ${p.character}.`,
    ...sample(random, contextPool, 2),
  ].join(' ');
  const prayer = [
    pick(random, PRAYER_OPENINGS),
    `thank you for the truth you have shown us in ${p.passage}.`,
    notes.prayer,
    ...sample(random, PRAYER_LINES, 2),
    'We ask this in the name of Jesus Christ our Lord. Amen.',
  ].join(' ');
  const questionCount = 3 + Math.floor(random() * 3);
  const discussionQuestions = [notes.question, ...sample(random, QUESTIONS, questionCount - 1).map((q) => fill(q, values))];

  return {
    frontMatter: {
      title,
      slug: `${slugify(title)}-${date}`,
      day,
      passage: p.passage,
      memoryVerse: p.memoryVerse,
      mainCharacter: capitalize(p.character),
      keyDoctrine: doctrine,
      focus: `This reading about ${p.character} teaches that ${notes.focus}.`,
      biblicalContext,
      prayer,
      discussionQuestions,
      tags: makeTags(random, doctrine, tagSlugs),
      references,
    },
    body: makeTranscript(random, doctrine, values, references),
  };
}

/** `count` devotionals on consecutive days ending at `today + lastDay`, oldest first. */
export function generateSyntheticArchive(options: SyntheticArchiveOptions): SyntheticDevotional[] {
  const { count, today, lastDay, tagSlugs } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, not ${count}`);
  if (tagSlugs.length < 4) throw new Error('the synthetic archive needs at least 4 tags to choose from');
  const random = createRandom(options.seed ?? DEFAULT_ARCHIVE_SEED);
  const firstDay = lastDay - count + 1;
  return Array.from({ length: count }, (_, i) => {
    const day = firstDay + i;
    const date = addDays(today, day);
    return { date, file: `synthetic/${date}`, content: makeDevotional(random, day, date, tagSlugs) };
  });
}
