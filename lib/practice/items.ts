/**
 * What the build writes to /practice/items/: the collections a learner can practise and their items, mapped from
 * rows the build has already read with the anon key (so only released devotionals' verses appear). Pure.
 *
 * - `verses`: the memory verse of every released devotional, oldest first.
 * - each catechism: one item per question (prompt = the question, text = the answer).
 * - each creed: one item per line (prompt = "Apostles' Creed, line 3").
 * The confessions (Belgic, Westminster Confession, Canons) are read, not recited, and are no collection.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { lordsDayFor } from '../lords-days.ts';
import { confessionKey, verseKey } from './item-key.ts';
import type { PracticeItem } from './types.ts';

export type CollectionKind = 'verses' | 'catechism' | 'creed';

export interface PracticeCollection {
  collection: string;
  title: string;
  kind: CollectionKind;
  items: PracticeItem[];
}

export interface CollectionSummary {
  collection: string;
  title: string;
  kind: CollectionKind;
  count: number;
}

/** The file `/practice/items/index.json`. */
export interface CollectionIndex {
  collections: CollectionSummary[];
}

export const VERSES_COLLECTION = 'verses';
export const VERSES_TITLE = 'Memory verses';

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
  sections: SectionSource[];
}

/** Every released devotional's memory verse, numbered 1.. oldest first; a devotional without one is left out. */
export function verseItems(devotionals: readonly VerseSource[]): PracticeItem[] {
  return devotionals
    .filter((d) => d.memoryVerse && d.memoryVerse.trim() !== '')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((d, i) => {
      const { words, reference } = splitMemoryVerse(d.memoryVerse!);
      const item: PracticeItem = {
        key: verseKey(d.id),
        collection: VERSES_COLLECTION,
        prompt: reference ?? d.title,
        text: words,
        href: `/devotional/${d.id}/#memory-verse`,
        number: i + 1,
        date: d.date,
      };
      if (d.bsbMemoryVerse?.trim()) {
        const bsb = splitMemoryVerse(d.bsbMemoryVerse);
        item.translations = { bsb: { prompt: bsb.reference ?? item.prompt, text: bsb.words } };
      }
      return item;
    });
}

const QUESTION = /^question-(\d+)$/;
const LINE = /^line-(\d+)$/;

/** A catechism's questions (with the Heidelberg's Lord's Day) or a creed's lines, in order. */
export function documentItems(document: DocumentSource, kind: 'catechism' | 'creed'): PracticeItem[] {
  const pattern = kind === 'catechism' ? QUESTION : LINE;
  return document.sections
    .filter((s) => s.parent_url_slug === null && pattern.test(s.url_slug) && s.content.trim() !== '')
    .sort((a, b) => a.section_number - b.section_number)
    .map((s) => {
      const n = s.section_number;
      const item: PracticeItem = {
        key: confessionKey(document.slug, s.url_slug),
        collection: document.slug,
        prompt: kind === 'catechism' ? s.title?.trim() || `Question ${n}` : `${document.name}, line ${n}`,
        text: s.content,
        href: `/confessions/${document.slug}/#${s.url_slug}`,
        number: n,
      };
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
export function practiceCollections(devotionals: readonly VerseSource[], documents: readonly DocumentSource[]): PracticeCollection[] {
  const collections: PracticeCollection[] = [{ collection: VERSES_COLLECTION, title: VERSES_TITLE, kind: 'verses', items: verseItems(devotionals) }];
  for (const { slug, kind } of PRACTICE_DOCUMENTS) {
    const document = documents.find((d) => d.slug === slug);
    if (document) collections.push({ collection: slug, title: document.name, kind, items: documentItems(document, kind) });
  }
  return collections.filter((c) => c.items.length > 0);
}

/** The index file: each collection's name, kind and size, without its items. */
export function collectionIndex(collections: readonly PracticeCollection[]): CollectionIndex {
  return { collections: collections.map(({ collection, title, kind, items }) => ({ collection, title, kind, count: items.length })) };
}
