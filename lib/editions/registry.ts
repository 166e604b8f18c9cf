/**
 * The editions, one entry per language: everything the code knows about a language that is not a translated
 * message. Every list of languages, union type, zod enum and per-language map elsewhere derives from EDITIONS, so
 * adding a language is one entry here (and its catalogue, texts and sample content: docs/features/editions.md says
 * which files). registry.test.ts fails when a list of languages is restated outside this file.
 *
 * Pure data and types, imported by the site (browser and build), the console, the scripts and the Edge Functions
 * (Deno): no runtime imports at all, and nothing large, since every island that asks `isLocale` carries it.
 * What is large and per language stays in its own module, keyed by `Locale` so a missing language is a compile
 * error there: the message catalogues (lib/i18n/messages.ts, site/signed-in/messages.ts), the books' names
 * (lib/scripture/book-names.ts). Pagefind indexes each page under its <html lang>, which is the edition's code, and
 * the e-mails speak through the edition's catalogue, so neither needs a field of its own.
 */
import type { BibleId } from '../scripture/translations.ts';

export interface Edition {
  /** The language's code: the site's path prefix (/nl/), <html lang>, the database's `languages.code`. */
  readonly code: string;
  /** Its name in its own language, as the language switcher and the console show it. */
  readonly name: string;
  /** Its name in English, for the AI prompt and reports, which are written in English. */
  readonly englishName: string;
  /** The BCP 47 tag dates and numbers are formatted with. */
  readonly intlLocale: string;
  /** `og:locale` (language_TERRITORY). */
  readonly ogLocale: string;
  /** The RSS <language> of its feeds (RFC 1766, as RSS 2.0 asks). */
  readonly feedLanguage: string;
  /** The Bible its pages quote first and its devotionals store; a reader may choose it or the English two. */
  readonly ownBible: BibleId;
  /** "Psalm 23" is one psalm: how the language names one psalm, when the book's name is the plural. */
  readonly onePsalm: string;
  /** espeak-ng's voice names for the narration's male and female voice. */
  readonly espeakVoices: { readonly male: string; readonly female: string };
  /**
   * What the narrator says around a translated devotional: the line before the Scripture ("{passage}" is the
   * reference as spoken), the line before the prayer, and the words of a spoken reference. English keeps
   * lib/narration/script.ts's own wording, so it has none.
   */
  readonly speech: EditionSpeech | null;
}

export interface EditionSpeech {
  readonly reading: string;
  readonly pray: string;
  readonly chapter: string;
  readonly verse: string;
  readonly verses: string;
  readonly to: string;
}

/** The editions, the default (English, at the site's root) first; this order is the language switcher's. */
export const EDITIONS = {
  en: {
    code: 'en',
    name: 'English',
    englishName: 'English',
    // The English edition has always written US dates.
    intlLocale: 'en-US',
    ogLocale: 'en_US',
    feedLanguage: 'en-us',
    ownBible: 'kjv',
    onePsalm: 'Psalm',
    espeakVoices: { male: 'en-us+m3', female: 'en-us+f3' },
    speech: null,
  },
  nl: {
    code: 'nl',
    name: 'Nederlands',
    englishName: 'Dutch',
    intlLocale: 'nl-NL',
    ogLocale: 'nl_NL',
    feedLanguage: 'nl-nl',
    ownBible: 'sv',
    onePsalm: 'Psalm',
    espeakVoices: { male: 'nl+m3', female: 'nl+f3' },
    speech: { reading: 'Schriftlezing: {passage}.', pray: 'Laten we bidden.', chapter: 'hoofdstuk', verse: 'vers', verses: 'vers', to: 'tot' },
  },
  es: {
    code: 'es',
    name: 'Español',
    englishName: 'Spanish',
    intlLocale: 'es-ES',
    ogLocale: 'es_ES',
    feedLanguage: 'es-es',
    ownBible: 'rv1909',
    onePsalm: 'Salmo',
    espeakVoices: { male: 'es+m3', female: 'es+f3' },
    speech: { reading: 'Lectura de {passage}.', pray: 'Oremos.', chapter: 'capítulo', verse: 'versículo', verses: 'versículos', to: 'al' },
  },
  pt: {
    code: 'pt',
    name: 'Português',
    englishName: 'Portuguese',
    // Written for Brazil, where most Portuguese-speaking Reformed churches are; its Bible is the Bíblia Livre.
    intlLocale: 'pt-BR',
    ogLocale: 'pt_BR',
    feedLanguage: 'pt-br',
    ownBible: 'blivre',
    onePsalm: 'Salmo',
    espeakVoices: { male: 'pt-br+m3', female: 'pt-br+f3' },
    speech: { reading: 'Leitura de {passage}.', pray: 'Oremos.', chapter: 'capítulo', verse: 'versículo', verses: 'versículos', to: 'a' },
  },
} as const satisfies { readonly [Code in string]: Edition & { readonly code: Code } };

/** An edition's code: 'en' | 'nl' | … */
export type Locale = keyof typeof EDITIONS;

/** The English edition, at the site's root; the others are translations of it, each under /{code}/. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** A translated edition's code: every edition but the default. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Every edition's code, in the registry's order (a non-empty tuple, as `z.enum` takes it). */
export const LOCALES = Object.keys(EDITIONS) as [Locale, ...Locale[]];

/** The translated editions' codes, in the registry's order. */
export const TRANSLATED_LOCALES = LOCALES.filter((code): code is TranslatedLocale => code !== DEFAULT_LOCALE) as [TranslatedLocale, ...TranslatedLocale[]];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isLocale(value) && value !== DEFAULT_LOCALE;
}

/** One field of every edition, as a map by code: `editionField('intlLocale')` → { en: 'en-US', … }. */
export function editionField<K extends keyof Edition>(field: K): { readonly [L in Locale]: (typeof EDITIONS)[L][K] } {
  return Object.fromEntries(LOCALES.map((code) => [code, EDITIONS[code][field]])) as { readonly [L in Locale]: (typeof EDITIONS)[L][K] };
}
