/**
 * Scripture in a subscriber's translation (issue 33), for the daily e-mail and the weekly digest. Devotionals store
 * the KJV they quote; a subscriber who chose the BSB gets the BSB's words for the same references, resolved once per
 * run (bsb-source.ts). Whatever the BSB cannot give (a reference it does not resolve, a source that cannot be read)
 * stays in the KJV, named as such, and the e-mail goes out regardless: a subscriber should never miss a day because
 * of the second translation.
 */
import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { bsbMemoryVerse, type BibleSource } from '@lib/sources/bsb.ts';
import { verseLabel, type PassageVerse } from '@lib/scripture/passage.ts';
import { OMITTED_VERSE_NOTE, TRANSLATIONS, type TranslationId } from '@lib/scripture/translations.ts';

/** The BSB of one devotional: its passage's verses and its memory verse ("words (Reference)"); null where it did not resolve. */
export interface BsbDevotional {
  passage: PassageVerse[] | null;
  memoryVerse: string | null;
}

async function orNull<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    console.warn(`newsletter: ${what} is not in the BSB here (${(error as Error).message}); BSB subscribers get the KJV.`);
    return null;
  }
}

/**
 * The BSB of a devotional's references: the passage when `passage` is given (the daily e-mail quotes it; the digest
 * only names it), the memory verse when it has a reference. Never throws.
 */
export async function bsbOfDevotional(source: BibleSource, d: { passage?: string; memoryVerse: string | null }): Promise<BsbDevotional> {
  const passage = d.passage?.trim() ? await orNull(d.passage, async () => (await source.verses(d.passage!)).verses) : null;
  const reference = d.memoryVerse ? splitMemoryVerse(d.memoryVerse).reference : null;
  const memoryVerse = reference ? await orNull(reference, () => bsbMemoryVerse(source, reference)) : null;
  return { passage: passage?.length ? passage : null, memoryVerse };
}

/** Work done on first use and then shared: a run resolves the BSB only if some recipient chose it, and only once. */
export function onFirstUse<T>(work: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () => (started ??= work());
}

/** One verse of a quoted passage as an e-mail shows it: its number, and its words or the BSB's note. */
export interface QuotedVerse {
  label: string | null;
  text: string;
  omitted: boolean;
}

export interface EmailScripture {
  /** "John 10:11-18 (BSB)". */
  heading: string;
  /** The passage's verses; empty when the devotional stores no text. */
  verses: QuotedVerse[];
  /** "words (John 10:11, BSB)"; null without a memory verse. */
  memoryVerse: string | null;
}

/** The stored KJV: one verse per line, most with their number ("11 I am the good shepherd..."). */
function storedVerses(text: string | null): QuotedVerse[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\d+(?::\d+)?)\s+(.*)$/.exec(line);
      return m ? { label: m[1], text: m[2], omitted: false } : { label: null, text: line, omitted: false };
    });
}

/** A memory verse ("words (Reference)") naming its translation: "words (Reference, BSB)". */
export function citedMemoryVerse(stored: string, translation: TranslationId): string {
  const { words, reference } = splitMemoryVerse(stored);
  const abbreviation = TRANSLATIONS[translation].abbreviation;
  return reference ? `${words} (${reference}, ${abbreviation})` : `${words} (${abbreviation})`;
}

/**
 * A devotional's passage and memory verse in the subscriber's translation: the BSB where `translation` is the BSB
 * and `bsb` has that part, else the stored KJV. Each part names the translation it is in.
 */
export function emailScripture(
  d: { passage: string; scriptureText: string | null; memoryVerse: string | null },
  translation: TranslationId,
  bsb: BsbDevotional | null,
): EmailScripture {
  const passageInBsb = translation === 'bsb' && bsb?.passage ? bsb.passage : null;
  const verses = passageInBsb
    ? passageInBsb.map((v) => ({ label: verseLabel(v, passageInBsb[0]), text: v.omitted ? OMITTED_VERSE_NOTE : v.text, omitted: v.omitted === true }))
    : storedVerses(d.scriptureText);
  const memoryInBsb = translation === 'bsb' && bsb?.memoryVerse ? bsb.memoryVerse : null;
  return {
    heading: `${d.passage} (${TRANSLATIONS[passageInBsb ? 'bsb' : 'kjv'].abbreviation})`,
    verses,
    memoryVerse: memoryInBsb ? citedMemoryVerse(memoryInBsb, 'bsb') : d.memoryVerse ? citedMemoryVerse(d.memoryVerse, 'kjv') : null,
  };
}
