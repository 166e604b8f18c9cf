/**
 * Dutch, Spanish and Portuguese translations of the benchmark's synthetic archive (ten years in four editions): for
 * each English day one devotional per edition, as "Add translation" makes it and as the sample translations are
 * (content/devotionals-nl, -es, -pt): the same day, passage, memory verse, key doctrine, tags and confessional sections,
 * named as a translation of the English slug (`translationOf`), with its own title, slug, focus, context, prayer,
 * questions and a reflection of the same length written in the edition's language from synthetic-vocabulary-nl.ts,
 * -es.ts and -pt.ts. The seed's own preparation then reads the passage from the edition's Bible (insert-archive.ts).
 * Deterministic: the same English archive and seed give the same translations.
 */
import type { KeyDoctrine } from '@lib/devotionals/doctrines.ts';
import type { TranslatedLocale } from '@lib/editions/registry.ts';
import type { DevotionalContent } from '@lib/devotionals/schema.ts';
import { doctrines as dutchDoctrines } from '@lib/i18n/catalogues/nl/doctrines.ts';
import { doctrines as spanishDoctrines } from '@lib/i18n/catalogues/es/doctrines.ts';
import { doctrines as portugueseDoctrines } from '@lib/i18n/catalogues/pt/doctrines.ts';
import { countWords } from '@lib/reading-time.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { parseReference } from '@lib/scripture/reference.ts';
import { slugify } from '@lib/slug.ts';
import { capitalize, createRandom, DEFAULT_ARCHIVE_SEED, pick, sample, TRANSCRIPT_WORDS, type Random, type SyntheticDevotional } from './synthetic-archive.ts';
import { DUTCH_VOCABULARY } from './synthetic-vocabulary-nl.ts';
import { SPANISH_VOCABULARY } from './synthetic-vocabulary-es.ts';
import { PORTUGUESE_VOCABULARY } from './synthetic-vocabulary-pt.ts';

export type EditionLanguage = TranslatedLocale;

/** An edition's words; placeholders {passage}, {book}, {doctrine}, {doctrineLower} and, in `focus`, {truth}. */
export interface EditionVocabulary {
  titles: readonly string[];
  focus: string;
  contextFirst: string;
  context: readonly string[];
  openings: readonly string[];
  /** Main clauses ending in the word that introduces a truth ("dat", "que"). */
  leads: readonly string[];
  /** Subordinate clauses completing a lead. */
  truths: readonly string[];
  home: readonly string[];
  closings: readonly string[];
  /** A confessional reference's context. */
  reference: string;
  questions: readonly string[];
  prayerOpenings: readonly string[];
  prayerThanks: string;
  prayerLines: readonly string[];
  prayerEnd: string;
}

const VOCABULARIES: Record<EditionLanguage, EditionVocabulary> = { nl: DUTCH_VOCABULARY, es: SPANISH_VOCABULARY, pt: PORTUGUESE_VOCABULARY };
const DOCTRINE_NAMES: Record<EditionLanguage, Record<string, string>> = { nl: dutchDoctrines, es: spanishDoctrines, pt: portugueseDoctrines };

/** The slug rule keeps only a-z: "corazón" would lose its "ó", so accents are taken off first ("corazon"). */
export function editionSlug(title: string, date: string): string {
  return `${slugify(title.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))}-${date}`;
}

interface Values {
  passage: string;
  book: string;
  doctrine: string;
  doctrineLower: string;
  truth?: string;
}

function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: keyof Values) => values[key] ?? whole);
}

/** The reflection: an opening, lead-and-truth sentences in paragraphs of four, the home, a closing; about as long as the English. */
function makeReflection(random: Random, words: EditionVocabulary, values: Values): string {
  const f = (t: string) => capitalize(fill(t, values));
  const opening = f(pick(random, words.openings));
  const home = sample(random, words.home, 3).map(f);
  const closing = f(pick(random, words.closings));
  const target = TRANSCRIPT_WORDS.min + Math.floor(random() * (TRANSCRIPT_WORDS.max - TRANSCRIPT_WORDS.min - 40));
  let total = countWords([opening, ...home, closing].join(' '));
  // Each truth once before any comes again (a shuffled deck), each with a lead drawn at random.
  const deck: string[] = [];
  const sentences: string[] = [];
  while (total < target) {
    if (!deck.length) deck.push(...sample(random, words.truths, words.truths.length));
    const sentence = `${f(pick(random, words.leads))} ${fill(deck.pop()!, values)}.`;
    sentences.push(sentence);
    total += countWords(sentence);
  }
  const paragraphs = [[opening, ...sentences.splice(0, 3)]];
  while (sentences.length) paragraphs.push(sentences.splice(0, 4));
  paragraphs.splice(paragraphs.length - 1, 0, home);
  paragraphs.push([closing]);
  return paragraphs.map((p) => p.join(' ')).join('\n\n');
}

function translate(random: Random, language: EditionLanguage, original: SyntheticDevotional): SyntheticDevotional {
  const words = VOCABULARIES[language];
  const fm = original.content.frontMatter;
  const doctrine = DOCTRINE_NAMES[language][`doctrine.${fm.keyDoctrine as KeyDoctrine}`];
  const values: Values = {
    passage: referenceIn(language, fm.passage),
    book: referenceIn(language, parseReference(fm.passage).book),
    doctrine,
    doctrineLower: doctrine.charAt(0).toLowerCase() + doctrine.slice(1),
  };
  const f = (t: string, extra: Partial<Values> = {}) => capitalize(fill(t, { ...values, ...extra }));
  const title = f(pick(random, words.titles));
  const questionCount = 3 + Math.floor(random() * 3);
  const content: DevotionalContent = {
    frontMatter: {
      title,
      slug: editionSlug(title, original.date),
      day: fm.day,
      passage: fm.passage,
      memoryVerse: fm.memoryVerse,
      // The person at the centre is named as in the English (names such as Abraham, David and Ruth are the same).
      mainCharacter: fm.mainCharacter,
      keyDoctrine: fm.keyDoctrine,
      focus: f(words.focus, { truth: pick(random, words.truths) }),
      biblicalContext: [f(words.contextFirst), ...sample(random, words.context, 2)].join(' '),
      prayer: [pick(random, words.prayerOpenings), fill(words.prayerThanks, values), ...sample(random, words.prayerLines, 2), words.prayerEnd].join(' '),
      discussionQuestions: sample(random, words.questions, questionCount).map((q) => f(q)),
      tags: [...fm.tags],
      references: fm.references.map((r) => ({ ...r, context: f(words.reference) })),
      language,
      translationOf: fm.slug,
    },
    body: makeReflection(random, words, values),
  };
  return { date: original.date, file: `synthetic-${language}/${original.date}`, content };
}

/** One translation in `language` of each English synthetic devotional, in the same order (oldest first). */
export function generateEditionTranslations(
  archive: readonly SyntheticDevotional[],
  language: EditionLanguage,
  seed = DEFAULT_ARCHIVE_SEED,
): SyntheticDevotional[] {
  const random = createRandom(`${seed}/${language}`);
  return archive.map((original) => translate(random, language, original));
}
