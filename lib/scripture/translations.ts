/**
 * The English translations a reader can choose between. The KJV is the default and the one devotionals store
 * (`scripture_text`, `memory_verse`, narration); the Berean Standard Bible (public domain since 30 April 2023) is
 * shown beside it wherever Scripture appears, resolved from the same references.
 */
export const TRANSLATION_IDS = ['kjv', 'bsb'] as const;
export type TranslationId = (typeof TRANSLATION_IDS)[number];

export const DEFAULT_TRANSLATION: TranslationId = 'kjv';

export interface TranslationInfo {
  id: TranslationId;
  /** "KJV", as the passage heading shows it: "John 10:11-18 (KJV)". */
  abbreviation: string;
  name: string;
}

export const TRANSLATIONS: Record<TranslationId, TranslationInfo> = {
  kjv: { id: 'kjv', abbreviation: 'KJV', name: 'King James Version' },
  bsb: { id: 'bsb', abbreviation: 'BSB', name: 'Berean Standard Bible' },
};

export function isTranslation(value: unknown): value is TranslationId {
  return typeof value === 'string' && (TRANSLATION_IDS as readonly string[]).includes(value);
}

/** A stored or typed choice as a translation; anything unknown is the default. */
export function translationOrDefault(value: unknown): TranslationId {
  return isTranslation(value) ? value : DEFAULT_TRANSLATION;
}

/**
 * The verses the BSB leaves out of its main text (giving them in footnotes, as absent from the oldest
 * manuscripts). A passage that spans one shows it in place, with this note, instead of skipping the number.
 */
export const BSB_OMITTED_VERSES: ReadonlySet<string> = new Set([
  'Matthew 17:21',
  'Matthew 18:11',
  'Matthew 23:14',
  'Mark 7:16',
  'Mark 9:44',
  'Mark 9:46',
  'Mark 11:26',
  'Mark 15:28',
  'Luke 17:36',
  'Luke 23:17',
  'John 5:4',
  'Acts 8:37',
  'Acts 15:34',
  'Acts 24:7',
  'Acts 28:29',
  'Romans 16:24',
]);

export const OMITTED_VERSE_NOTE = 'Not in the BSB’s main text: the oldest manuscripts do not include this verse.';

/** The BSB's dedication, for the about page and anywhere its text is reprinted at length. */
export const BSB_ATTRIBUTION =
  'The Holy Bible, Berean Standard Bible, BSB is produced in cooperation with Bible Hub, Discovery Bible, OpenBible.com, and the Berean Bible Translation Committee. This text of God’s Word has been dedicated to the public domain.';
