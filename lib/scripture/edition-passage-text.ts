/**
 * A passage in any of the site's Bibles in the shapes devotionals store Scripture (lib/scripture/kjv.ts does the same
 * for the KJV): `scripture_text` one numbered verse a line ("16 Want alzo lief…", "8:1" where a chapter is crossed,
 * "7-8" where the translation gives two English verses as one), and `memory_verse` the words then the reference in
 * parentheses. So a Dutch or Spanish devotional's text can be filled from its English references.
 */
import { editionVerseLabel, MISSING_VERSE_NOTE, type EditionVerse } from './edition-passage.ts';
import { formatReference, type PassageReference } from './reference.ts';
import { isEditionBible, OMITTED_VERSE_NOTE, type BibleId } from './translations.ts';

function placeholder(verse: EditionVerse, bible: BibleId): string {
  if (verse.omitted) return `[${OMITTED_VERSE_NOTE}]`;
  return `[${isEditionBible(bible) ? MISSING_VERSE_NOTE[bible] : 'Missing'}]`;
}

export function formatEditionPassageText(verses: readonly EditionVerse[], bible: BibleId): string {
  return verses.map((v) => `${editionVerseLabel(v, verses[0])} ${v.text || placeholder(v, bible)}`).join('\n');
}

/** "words (Reference)"; throws when no verse of the reference has words in this translation. */
export function formatEditionMemoryVerse(verses: readonly EditionVerse[], ref: PassageReference): string {
  const words = verses.filter((v) => v.text).map((v) => v.text);
  if (!words.length) throw new Error(`${formatReference(ref)} has no words in this translation`);
  return `${words.join(' ')} (${formatReference(ref)})`;
}
