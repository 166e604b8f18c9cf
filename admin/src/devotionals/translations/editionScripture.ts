/**
 * The Scripture of a new translation in its edition's Bible (issue 34): the passage's verses and the memory verse's
 * words for the original's references, in the Statenvertaling (nl) or the Reina-Valera 1909 (es). What cannot be
 * looked up is left empty and named, so the translator types it in.
 */
import { EDITION_BIBLES, type Language } from '@lib/devotionals/languages.ts';
import { memoryVerseReference, type EditionScripture } from '@lib/devotionals/translations.ts';

export interface EditionScriptureResult {
  scripture: EditionScripture;
  /** One sentence per reference that could not be looked up (empty when both were found). */
  problems: string[];
}

/**
 * The one call of the Bibles' passage lookup (admin/src/scripture, added with the sv and rv1909 readers): numbered
 * verses, one per line, as scripture_text stores them, or a sentence saying why not.
 */
export async function editionPassageText(
  _reference: string,
  translation: (typeof EDITION_BIBLES)[Language]['id'],
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  return { ok: false, message: `the ${translation} text is not available in the console yet` };
}

export async function editionScripture(language: Language, passage: string, memoryVerse: string | null | undefined): Promise<EditionScriptureResult> {
  const bible = EDITION_BIBLES[language];
  const problems: string[] = [];
  const scripture: EditionScripture = { scripture_text: '', memory_verse: '' };

  const text = await editionPassageText(passage, bible.id);
  if (text.ok) scripture.scripture_text = text.text;
  else problems.push(`The ${bible.name} of ${passage} could not be looked up (${text.message}); type the Scripture text in.`);

  const reference = memoryVerseReference(memoryVerse);
  if (reference) {
    const verse = await editionPassageText(reference, bible.id);
    // The memory verse is stored as "words (Reference)"; the verse number the lookup puts first is not part of it.
    if (verse.ok) scripture.memory_verse = `${verse.text.replace(/^\d+\s+/gm, '').replace(/\s*\n\s*/g, ' ')} (${reference})`;
    else problems.push(`The ${bible.name} of the memory verse ${reference} could not be looked up (${verse.message}); type it in.`);
  }
  return { scripture, problems };
}
