/**
 * A passage in the BSB, the Statenvertaling or the Reina-Valera 1909, picked out of the site's book files with the
 * extraction the build uses (lib/scripture/edition-passage.ts), numbered as its English reference. For the side panels
 * (`lookUpPassageIn`) and for filling a translated devotional: `fetchPassageText` gives `scripture_text` and
 * `fetchMemoryVerse` gives `memory_verse` in the shapes the KJV is stored in.
 */
import { extractEditionPassage, type EditionVerse } from '@lib/scripture/edition-passage.ts';
import { formatEditionMemoryVerse, formatEditionPassageText } from '@lib/scripture/edition-passage-text.ts';
import { formatReference, parseReference, type PassageReference } from '@lib/scripture/reference.ts';
import { loadBookFile, type BookFileTranslation } from './bookFiles.ts';

export type PassageState =
  { status: 'idle' } | { status: 'loading' } | { status: 'found'; reference: string; verses: EditionVerse[] } | { status: 'failed'; message: string };

/** The verses of `reference`; throws an error a person can act on (a bad reference, a missing book file). */
export async function passageIn(translation: BookFileTranslation, reference: string, base = ''): Promise<{ ref: PassageReference; verses: EditionVerse[] }> {
  const ref = parseReference(reference);
  return { ref, verses: extractEditionPassage(await loadBookFile(translation, ref.book, base), ref, translation) };
}

export async function lookUpPassageIn(translation: BookFileTranslation, reference: string, base = ''): Promise<PassageState> {
  try {
    const { ref, verses } = await passageIn(translation, reference, base);
    return { status: 'found', reference: formatReference(ref), verses };
  } catch (error) {
    return { status: 'failed', message: (error as Error).message };
  }
}

/** `scripture_text` for a passage: one numbered verse a line, as the console stores the KJV's. */
export async function fetchPassageText(translation: BookFileTranslation, reference: string, base = ''): Promise<string> {
  return formatEditionPassageText((await passageIn(translation, reference, base)).verses, translation);
}

/** `memory_verse` for a reference: "words (Reference)". */
export async function fetchMemoryVerse(translation: BookFileTranslation, reference: string, base = ''): Promise<string> {
  const { ref, verses } = await passageIn(translation, reference, base);
  return formatEditionMemoryVerse(verses, ref);
}
