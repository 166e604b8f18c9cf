/**
 * The Scripture of a new translation in its edition's Bible: the passage's verses and the memory verse's
 * words for the original's references, in the Statenvertaling (nl) or the Reina-Valera 1909 (es), or the KJV for an
 * English translation of a Dutch or Spanish original. What cannot be looked up is left empty and named, so the
 * translator types it in.
 */
import { EDITION_BIBLES, type Language } from '@lib/devotionals/languages.ts';
import type { TranslatedLocale } from '@lib/editions/registry.ts';
import { memoryVerseReference, type EditionScripture } from '@lib/devotionals/translations.ts';
import { lookUpPassage } from '@lib/generator/bible-api.ts';
import { bibleApiUrl } from '../../generator/usePassageLookup.ts';
import { fetchMemoryVerse, fetchPassageText } from '../../scripture/passageIn.ts';

export interface EditionScriptureResult {
  scripture: EditionScripture;
  /** One sentence per reference that could not be looked up (empty when both were found). */
  problems: string[];
}

type EditionBibleId = (typeof EDITION_BIBLES)[TranslatedLocale]['id'];

/**
 * The one call site of the Bibles' lookup (admin/src/scripture/passageIn.ts): `scripture_text` for a passage (one
 * numbered verse a line) and `memory_verse` for a reference ("words (Reference)"), from the book files the site
 * writes; each throws a sentence a person can act on.
 */
const lookUp = {
  passageText: (translation: EditionBibleId, reference: string) => fetchPassageText(translation, reference),
  memoryVerse: (translation: EditionBibleId, reference: string) => fetchMemoryVerse(translation, reference),
};

/** The KJV (an English translation of a Dutch or Spanish original) from the Bible text service the generator uses. */
async function kjvPassageText(reference: string): Promise<string> {
  const found = await lookUpPassage(bibleApiUrl, reference);
  if (!found.ok) throw new Error(found.message);
  return found.text;
}
const kjv = {
  passageText: kjvPassageText,
  memoryVerse: async (reference: string) => `${(await kjvPassageText(reference)).replace(/^\d+\s+/gm, '').replace(/\s*\n\s*/g, ' ')} (${reference})`,
};

async function attempt(lookup: Promise<string>): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    return { ok: true, text: await lookup };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

export async function editionScripture(language: Language, passage: string, memoryVerse: string | null | undefined): Promise<EditionScriptureResult> {
  const bible = EDITION_BIBLES[language];
  const problems: string[] = [];
  const scripture: EditionScripture = { scripture_text: '', memory_verse: '' };
  const reference = memoryVerseReference(memoryVerse);
  const passageText = (ref: string) => (bible.id === 'kjv' ? kjv.passageText(ref) : lookUp.passageText(bible.id, ref));
  const memoryVerseText = (ref: string) => (bible.id === 'kjv' ? kjv.memoryVerse(ref) : lookUp.memoryVerse(bible.id, ref));
  const [text, verse] = await Promise.all([attempt(passageText(passage)), reference ? attempt(memoryVerseText(reference)) : null]);
  if (text.ok) scripture.scripture_text = text.text;
  else problems.push(`The ${bible.name} of ${passage} could not be looked up (${text.message}); type the Scripture text in.`);
  if (verse?.ok) scripture.memory_verse = verse.text;
  else if (verse) problems.push(`The ${bible.name} of the memory verse ${reference} could not be looked up (${verse.message}); type it in.`);
  return { scripture, problems };
}
