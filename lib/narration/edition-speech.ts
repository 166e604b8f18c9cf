/**
 * What the narrator says around a Dutch or Spanish devotional: the lines that introduce the passage and
 * the prayer, and the passage's reference read as a reader of that language says it ("Johannes hoofdstuk 10, vers
 * 11 tot 18"; "Juan capítulo 10, versículos 11 al 18"), as are the citations its prose keeps from the English
 * original ("(Galatians 2:20)" → "(Galaten hoofdstuk 2, vers 20)"). English keeps lib/narration/script.ts's own wording.
 */
import { EDITIONS, type TranslatedLocale as Edition } from '../editions/registry.ts';
import { referenceIn } from '../scripture/book-names.ts';
import { rewriteCitations } from '../scripture/prose-references.ts';

// The words are each edition's own (lib/editions/registry.ts).
const WORDS = Object.fromEntries(Object.values(EDITIONS).flatMap((e) => (e.speech ? [[e.code, e.speech]] : []))) as Record<
  Edition,
  NonNullable<(typeof EDITIONS)[Edition]['speech']>
>;

/** A reference ("John 10:11-18") as said aloud in `locale`; a reference of another shape is read as written, its book named. */
export function speakReferenceIn(locale: Edition, reference: string): string {
  const named = referenceIn(locale, reference.trim());
  const w = WORDS[locale];
  const m = /^(.*?)\s+(\d+):(\d+)(?:-(\d+))?$/.exec(named);
  if (!m) return named;
  const [, book, chapter, first, last] = m;
  return last ? `${book} ${w.chapter} ${chapter}, ${w.verses} ${first} ${w.to} ${last}` : `${book} ${w.chapter} ${chapter}, ${w.verse} ${first}`;
}

/** Prose of `locale`'s edition as read aloud: its citations in parentheses said as its readers say them. */
export function speakProseIn(locale: Edition, text: string): string {
  return rewriteCitations(text, (citation) => speakReferenceIn(locale, citation));
}

/** The line before the Scripture: "Schriftlezing: Johannes hoofdstuk 10, vers 11 tot 18." */
export function readingLine(locale: Edition, passage: string): string {
  return WORDS[locale].reading.replace('{passage}', speakReferenceIn(locale, passage));
}

/** The line before the prayer. */
export function prayerLine(locale: Edition): string {
  return WORDS[locale].pray;
}
