/**
 * Scripture in a subscriber's translation (issues 33 and 34), for the daily e-mail and the weekly digest. A
 * devotional stores its edition's Bible (the KJV, the Statenvertaling, the Reina-Valera 1909); a Dutch or Spanish
 * translation's KJV is its English original's. A subscriber who chose the BSB gets the BSB's words for the same
 * references, resolved once per run (bsb-source.ts). Whatever the BSB cannot give (a reference it does not resolve, a
 * source that cannot be read) stays in the stored text, named as such, and the e-mail goes out regardless: a
 * subscriber should never miss a day because of the second translation. References name their book in the e-mail's
 * language ("Johannes 10:11"), as the edition's pages do.
 */
import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { bsbMemoryVerse, type BibleSource } from '@lib/sources/bsb.ts';
import { verseLabel, type PassageVerse } from '@lib/scripture/passage.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { bibleCredit, editionBible, TRANSLATIONS, type BibleId } from '@lib/scripture/translations.ts';
import { DEFAULT_LOCALE, type Locale } from '@lib/i18n/locales.ts';
import { translator } from '@lib/i18n/messages.ts';

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

/**
 * The references the BSB is resolved for: a devotional's passage (stored in English) and its memory verse, a
 * translation's taken from its English original's KJV where there is one, since a translation's own may name its
 * book in its language, which the BSB does not parse.
 */
export function bsbReferences(d: Pick<ScriptureOfDevotional, 'passage' | 'memoryVerse' | 'kjv'>): { passage: string; memoryVerse: string | null } {
  return { passage: d.passage, memoryVerse: d.kjv?.memoryVerse ?? d.memoryVerse };
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
  /** "John 10:11-18 (BSB)", "Johannes 10:11-18 (Statenvertaling)". */
  heading: string;
  /** The passage's verses; empty when the devotional stores no text. */
  verses: QuotedVerse[];
  /** "words (John 10:11, BSB)"; null without a memory verse. */
  memoryVerse: string | null;
  /** The languages the verses and the memory verse are quoted in (the KJV's English in a Dutch e-mail is marked so). */
  versesLanguage: Locale;
  memoryVerseLanguage: Locale;
  /** The credit the quoted Bible's licence asks for (the Bíblia Livre's), shown in the footer; null for the others. */
  credit: { text: string; language: Locale } | null;
}

/** What a devotional stores of Scripture: the passage's text and the memory verse ("words (Reference)"). */
export interface StoredScripture {
  scriptureText: string | null;
  memoryVerse: string | null;
}

/** A devotional as the e-mails quote it. */
export interface ScriptureOfDevotional extends StoredScripture {
  /** The passage's reference, in English as stored ("John 10:11-18"). */
  passage: string;
  /** Its edition (default English): its stored text is that edition's Bible. */
  language?: Locale;
  /** A translation's English original's stored KJV, when the original is published. */
  kjv?: StoredScripture | null;
}

/**
 * The stored text, one verse per line, most with their number ("11 I am the good shepherd...", "8:1" where a chapter
 * is crossed, "7-8" where the Statenvertaling or the Reina-Valera gives two English verses as one).
 */
function storedVerses(text: string | null): QuotedVerse[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\d+(?::\d+)?(?:-\d+(?::\d+)?)?)\s+(.*)$/.exec(line);
      return m ? { label: m[1], text: m[2], omitted: false } : { label: null, text: line, omitted: false };
    });
}

/** How an e-mail names a Bible: the English ones by their abbreviation, the Dutch and Spanish ones by name. */
export function bibleLabel(bible: BibleId): string {
  return TRANSLATIONS[bible].language === 'en' ? TRANSLATIONS[bible].abbreviation : TRANSLATIONS[bible].name;
}

/** A memory verse ("words (Reference)") naming its translation, its book in `language`: "words (Reference, BSB)". */
export function citedMemoryVerse(stored: string, translation: BibleId, language: Locale = DEFAULT_LOCALE): string {
  const { words, reference } = splitMemoryVerse(stored);
  const label = bibleLabel(translation);
  return reference ? `${words} (${referenceIn(language, reference)}, ${label})` : `${words} (${label})`;
}

/**
 * The stored text a reader of `bible` gets: the devotional's own where it is in that Bible; for the KJV (and as the
 * BSB's fallback) a translation's English original's KJV; else the devotional's own, which names its Bible. So an
 * English devotional sent to a Dutch subscriber on a day without a Dutch one quotes the KJV, and says so.
 */
function storedFor(d: ScriptureOfDevotional, bible: BibleId): { bible: BibleId; text: StoredScripture } {
  const own = { bible: editionBible(d.language ?? DEFAULT_LOCALE), text: d };
  if (bible === own.bible || !d.kjv || (bible !== 'kjv' && bible !== 'bsb')) return own;
  return { bible: 'kjv', text: d.kjv };
}

/** The first credit the quoted Bibles ask for, in the language it is written in. */
function creditOf(bibles: readonly BibleId[]): EmailScripture['credit'] {
  const bible = bibles.find((b) => bibleCredit(b));
  return bible ? { text: bibleCredit(bible)!, language: TRANSLATIONS[bible].language } : null;
}

/**
 * A devotional's passage and memory verse in the subscriber's Bible: the BSB where `translation` is the BSB and
 * `bsb` has that part, else the stored text that Bible reads (storedFor). Each part names the Bible it is in, and
 * references name their book in `language`, the e-mail's.
 */
export function emailScripture(d: ScriptureOfDevotional, translation: BibleId, bsb: BsbDevotional | null, language: Locale = DEFAULT_LOCALE): EmailScripture {
  const stored = storedFor(d, translation);
  const passageInBsb = translation === 'bsb' && bsb?.passage ? bsb.passage : null;
  const verses = passageInBsb
    ? passageInBsb.map((v) => ({
        label: verseLabel(v, passageInBsb[0]),
        text: v.omitted ? translator(language)('devotional.omittedVerse') : v.text,
        omitted: v.omitted === true,
      }))
    : storedVerses(stored.text.scriptureText);
  const memoryInBsb = translation === 'bsb' && bsb?.memoryVerse ? bsb.memoryVerse : null;
  const languageOf = (bible: BibleId) => TRANSLATIONS[bible].language;
  return {
    versesLanguage: languageOf(passageInBsb ? 'bsb' : stored.bible),
    memoryVerseLanguage: languageOf(memoryInBsb ? 'bsb' : stored.bible),
    heading: `${referenceIn(language, d.passage)} (${bibleLabel(passageInBsb ? 'bsb' : stored.bible)})`,
    credit: creditOf([passageInBsb ? 'bsb' : stored.bible, memoryInBsb ? 'bsb' : stored.bible]),
    verses,
    memoryVerse: memoryInBsb
      ? citedMemoryVerse(memoryInBsb, 'bsb', language)
      : stored.text.memoryVerse
        ? citedMemoryVerse(stored.text.memoryVerse, stored.bible, language)
        : null,
  };
}
