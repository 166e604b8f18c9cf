/**
 * What the build writes to /practice/items/: the collections a learner can practise and their items, mapped from
 * rows the build has already read with the anon key (so only released devotionals' verses appear). Pure.
 *
 * - `verses`: the memory verse of every released devotional, oldest first.
 * - each catechism: one item per question (prompt = the question, text = the answer).
 * - each creed: one item per line (prompt = "Apostles' Creed, line 3").
 * The confessions (Belgic, Westminster Confession, Canons) are read, not recited, and are no collection.
 *
 * Each edition has its own files: /nl/practice/items/ holds the Dutch devotionals' verses in the
 * Statenvertaling and the library's Dutch Heidelberg Catechism, with the English text of every document the library
 * has only in English (items without `language`, which the page marks as English). A translated verse keeps its
 * English original's key, and a translated question its document's: one verse or question is one item in every
 * edition, as it is in every translation, so progress follows the learner from one edition to another.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { lordsDayFor } from '../lords-days.ts';
import { confessionKey, verseKey } from './item-key.ts';
import type { Locale } from '../i18n/locales.ts';
import { TRANSLATIONS, type BibleId } from '../scripture/translations.ts';
import type { PracticeItem } from './types.ts';

export type CollectionKind = 'verses' | 'catechism' | 'creed';

export interface PracticeCollection {
  collection: string;
  title: string;
  kind: CollectionKind;
  /** The language of its items when it is not English. */
  language?: Locale;
  items: PracticeItem[];
}

export interface CollectionSummary {
  collection: string;
  title: string;
  kind: CollectionKind;
  language?: Locale;
  count: number;
}

/** The file `/practice/items/index.json`. */
export interface CollectionIndex {
  collections: CollectionSummary[];
}

export const VERSES_COLLECTION = 'verses';
export const VERSES_TITLE = 'Memory verses';

/** How an edition names and links its items; the English edition's unless told. */
export interface PracticeEdition {
  locale: Locale;
  /** The edition's address prefix: '' in English, '/nl', '/es'. */
  prefix: string;
  versesTitle: string;
  /** A catechism question's prompt when it has no title: "Question 3". */
  question(number: number): string;
  /** A creed line's prompt: "Apostles' Creed, line 3". */
  line(name: string, number: number): string;
}

export const ENGLISH_EDITION: PracticeEdition = {
  locale: 'en',
  prefix: '',
  versesTitle: VERSES_TITLE,
  question: (n) => `Question ${n}`,
  line: (name, n) => `${name}, line ${n}`,
};

/** The documents learned by heart, in the order the practice page offers them. */
export const PRACTICE_DOCUMENTS: readonly { slug: string; kind: 'catechism' | 'creed' }[] = [
  { slug: 'westminster-shorter-catechism', kind: 'catechism' },
  { slug: 'heidelberg-catechism', kind: 'catechism' },
  { slug: 'catechism-for-young-children', kind: 'catechism' },
  { slug: 'westminster-larger-catechism', kind: 'catechism' },
  { slug: 'apostles-creed', kind: 'creed' },
  { slug: 'nicene-creed', kind: 'creed' },
  { slug: 'athanasian-creed', kind: 'creed' },
];

export interface VerseSource {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  /** "Words of the verse (Reference)", or null when the devotional has none. */
  memoryVerse: string | null;
  /** The same in the BSB, when the build resolved it (site/lib/scripture/bsb.ts). */
  bsbMemoryVerse?: string | null;
  /** A Dutch or Spanish devotional's: the Bible its memory verse is quoted from (the KJV unless told). */
  bible?: BibleId;
  /** A translation's: its English original's id, which names the item, and the original's KJV memory verse. */
  originalId?: string;
  kjvMemoryVerse?: string | null;
}

export interface SectionSource {
  url_slug: string;
  parent_url_slug: string | null;
  section_type: string;
  section_number: number;
  title: string | null;
  content: string;
}

export interface DocumentSource {
  slug: string;
  name: string;
  /** The language of its text when it is not English (the Dutch Heidelberg Catechism). */
  language?: Locale;
  sections: SectionSource[];
}

function translated(memoryVerse: string | null | undefined, fallbackPrompt: string): { prompt: string; text: string } | null {
  if (!memoryVerse?.trim()) return null;
  const { words, reference } = splitMemoryVerse(memoryVerse);
  return { prompt: reference ?? fallbackPrompt, text: words };
}

/** Every released devotional's memory verse, numbered 1.. oldest first; a devotional without one is left out. */
export function verseItems(devotionals: readonly VerseSource[], edition: PracticeEdition = ENGLISH_EDITION): PracticeItem[] {
  return devotionals
    .filter((d) => d.memoryVerse && d.memoryVerse.trim() !== '')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((d, i) => {
      const { words, reference } = splitMemoryVerse(d.memoryVerse!);
      const item: PracticeItem = {
        key: verseKey(d.originalId ?? d.id),
        collection: VERSES_COLLECTION,
        prompt: reference ?? d.title,
        text: words,
        href: `${edition.prefix}/devotional/${d.id}/#memory-verse`,
        number: i + 1,
        date: d.date,
      };
      if (d.bible && d.bible !== 'kjv') {
        const { language } = TRANSLATIONS[d.bible];
        if (language !== 'en') item.language = language;
        item.bible = d.bible;
      }
      const translations: NonNullable<PracticeItem['translations']> = {};
      const kjv = item.bible ? translated(d.kjvMemoryVerse, item.prompt) : null;
      if (kjv) translations.kjv = kjv;
      const bsb = translated(d.bsbMemoryVerse, item.prompt);
      if (bsb) translations.bsb = bsb;
      if (kjv || bsb) item.translations = translations;
      return item;
    });
}

const QUESTION = /^question-(\d+)$/;
const LINE = /^line-(\d+)$/;

/** A catechism's questions (with the Heidelberg's Lord's Day) or a creed's lines, in order. */
export function documentItems(document: DocumentSource, kind: 'catechism' | 'creed', edition: PracticeEdition = ENGLISH_EDITION): PracticeItem[] {
  const pattern = kind === 'catechism' ? QUESTION : LINE;
  return document.sections
    .filter((s) => s.parent_url_slug === null && pattern.test(s.url_slug) && s.content.trim() !== '')
    .sort((a, b) => a.section_number - b.section_number)
    .map((s) => {
      const n = s.section_number;
      const item: PracticeItem = {
        key: confessionKey(document.slug, s.url_slug),
        collection: document.slug,
        prompt: kind === 'catechism' ? s.title?.trim() || edition.question(n) : edition.line(document.name, n),
        text: s.content,
        href: `${edition.prefix}/confessions/${document.slug}/#${s.url_slug}`,
        number: n,
      };
      if (document.language && document.language !== 'en') item.language = document.language;
      if (document.slug === 'heidelberg-catechism') {
        const lordsDay = lordsDayFor(n);
        if (lordsDay !== null) item.lordsDay = lordsDay;
      }
      return item;
    });
}

/**
 * The verses, then each practice document the library holds, in PRACTICE_DOCUMENTS order. A collection with no
 * items (no released verse yet, a document not loaded) is left out rather than offered empty.
 */
export function practiceCollections(
  devotionals: readonly VerseSource[],
  documents: readonly DocumentSource[],
  edition: PracticeEdition = ENGLISH_EDITION,
): PracticeCollection[] {
  const verses: PracticeCollection = { collection: VERSES_COLLECTION, title: edition.versesTitle, kind: 'verses', items: verseItems(devotionals, edition) };
  if (edition.locale !== 'en') verses.language = edition.locale;
  const collections = [verses];
  for (const { slug, kind } of PRACTICE_DOCUMENTS) {
    const document = documents.find((d) => d.slug === slug);
    if (!document) continue;
    const collection: PracticeCollection = { collection: slug, title: document.name, kind, items: documentItems(document, kind, edition) };
    if (document.language && document.language !== 'en') collection.language = document.language;
    collections.push(collection);
  }
  return collections.filter((c) => c.items.length > 0);
}

/** The index file: each collection's name, kind, language (when not English) and size, without its items. */
export function collectionIndex(collections: readonly PracticeCollection[]): CollectionIndex {
  return {
    collections: collections.map(({ collection, title, kind, language, items }) => ({
      collection,
      title,
      kind,
      ...(language ? { language } : {}),
      count: items.length,
    })),
  };
}
