/**
 * The Bibles the site quotes. English readers choose between the King James Version (the default, and the one
 * devotionals store: `scripture_text`, `memory_verse`, narration) and the Berean Standard Bible (public domain since
 * 30 April 2023). The Dutch edition (/nl/) adds the Statenvertaling and the Spanish edition (/es/) the
 * Reina-Valera 1909, both public domain; the Portuguese edition (/pt/) the Bíblia Livre (CC BY 3.0 BR, credited
 * wherever it is shown: BLIVRE_ATTRIBUTION); references stay in English numbering everywhere (lib/scripture/versification.ts).
 */
import { DEFAULT_LOCALE, EDITIONS, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '../editions/registry.ts';

export type { Locale };

/** Every Bible the site can show. */
export const BIBLE_IDS = ['kjv', 'bsb', 'sv', 'rv1909', 'blivre'] as const;
export type BibleId = (typeof BIBLE_IDS)[number];

/**
 * The English reader's choice, as the database stores it today (`user_preferences`, `practice_learners` and
 * `newsletter_subscribers`.bible_translation are CHECKed to these two) and the English pages offer it.
 */
export const TRANSLATION_IDS = ['kjv', 'bsb'] as const satisfies readonly BibleId[];
export type TranslationId = (typeof TRANSLATION_IDS)[number];

export const DEFAULT_TRANSLATION: TranslationId = 'kjv';

export interface TranslationInfo {
  id: BibleId;
  /** "KJV", as the passage heading shows it: "John 10:11-18 (KJV)". */
  abbreviation: string;
  name: string;
  /** The language of its words. */
  language: Locale;
}

export const TRANSLATIONS: Record<BibleId, TranslationInfo> = {
  kjv: { id: 'kjv', abbreviation: 'KJV', name: 'King James Version', language: 'en' },
  bsb: { id: 'bsb', abbreviation: 'BSB', name: 'Berean Standard Bible', language: 'en' },
  sv: { id: 'sv', abbreviation: 'SV', name: 'Statenvertaling', language: 'nl' },
  rv1909: { id: 'rv1909', abbreviation: 'RV1909', name: 'Reina-Valera 1909', language: 'es' },
  blivre: { id: 'blivre', abbreviation: 'BLivre', name: 'Bíblia Livre', language: 'pt' },
};

/** Whether a stored or typed value is an English reader's choice (kjv, bsb). */
export function isTranslation(value: unknown): value is TranslationId {
  return typeof value === 'string' && (TRANSLATION_IDS as readonly string[]).includes(value);
}

/** A stored or typed choice as a translation; anything unknown is the default. */
export function translationOrDefault(value: unknown): TranslationId {
  return isTranslation(value) ? value : DEFAULT_TRANSLATION;
}

/** Whether a value names any Bible the site can show (kjv, bsb, sv, rv1909, blivre). */
export function isBible(value: unknown): value is BibleId {
  return typeof value === 'string' && (BIBLE_IDS as readonly string[]).includes(value);
}

/** The Bible an edition quotes first: the KJV on the English site, the Statenvertaling on /nl/, the Reina-Valera 1909 on /es/. */
export function editionBible(locale: Locale): BibleId {
  return EDITIONS[locale].ownBible;
}

/**
 * The Bibles a reader of an edition may choose between, the edition's own first. English pages keep the KJV and
 * the BSB only; the Dutch and Spanish editions offer the English two after their own.
 */
export function translationsFor(locale: Locale): BibleId[] {
  return locale === DEFAULT_LOCALE ? [...TRANSLATION_IDS] : [editionBible(locale), ...TRANSLATION_IDS];
}

/** A translated edition's own Bible: the Statenvertaling, the Reina-Valera 1909. */
export type EditionBibleId = (typeof EDITIONS)[TranslatedLocale]['ownBible'];

/** Whether a Bible is a translated edition's own (the Statenvertaling, the Reina-Valera 1909, the Bíblia Livre). */
export function isEditionBible(bible: BibleId): bible is EditionBibleId {
  return TRANSLATED_LOCALES.some((locale) => EDITIONS[locale].ownBible === bible);
}

/**
 * The Bibles the build writes book files for (/bible/{id}/{Book}.json), each from a source of its own: the BSB and every
 * translated edition's own Bible (the KJV comes from its own service, lib/generator/bible-api.ts).
 */
export const BOOK_FILE_BIBLES: readonly ('bsb' | EditionBibleId)[] = ['bsb', ...TRANSLATED_LOCALES.map((locale): EditionBibleId => EDITIONS[locale].ownBible)];

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

/**
 * The Bíblia Livre's licence (CC BY 3.0 BR) asks for its credit wherever its text is shown; this is the line its
 * README (../shared/biblia-livre/README.md) gives, used as it is: under a devotional's passage, on the About page, on
 * the embedded cards and in the e-mails' footer.
 */
export const BLIVRE_ATTRIBUTION =
  'Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio & Marco Teles (http://sites.google.com/site/biblialivre), licenciado sob Creative Commons Atribuição 3.0 Brasil (CC BY 3.0 BR, https://creativecommons.org/licenses/by/3.0/br/). Notas de rodapé omitidas.';

/** The credit a Bible's licence asks for wherever its words are shown (none for the public-domain ones). */
export const BIBLE_CREDITS: Partial<Record<BibleId, string>> = { blivre: BLIVRE_ATTRIBUTION };

/** The credit to show with words quoted from `bible`, or null when its text needs none. */
export function bibleCredit(bible: BibleId | string | null | undefined): string | null {
  return (bible && BIBLE_CREDITS[bible as BibleId]) || null;
}
