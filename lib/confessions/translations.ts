/**
 * Translations of the library's documents: each a document of its own, in its language, with its
 * original's slug and url_slugs so every anchor, citation and practice item of the original finds its place in it
 * (confessions.language; unique per language and slug). The Dutch Heidelberg Catechism is the first: its text is
 * read by lib/sources/creeds-nl.ts, question 92 completed from the Statenvertaling.
 */
import type { TranslatedLocale } from '../editions/registry.ts';
import type { CatalogConfession } from './catalog.ts';
import type { ParsedConfession } from './creeds-json.ts';
import { PUBLIC_DOMAIN } from './translation-import.ts';

export interface TranslatedConfession {
  language: TranslatedLocale;
  /** What the importer needs of the document, in the translation's words (same slug as the original). */
  entry: CatalogConfession;
  /** Whose text it is and its licence, shown under the title; the address is the file's Metadata.SourceUrl. */
  source: { name: string; licence: string };
}

export const DUTCH_HEIDELBERG: TranslatedConfession = {
  language: 'nl',
  source: { name: 'HeidelbergCatechismReader', licence: PUBLIC_DOMAIN },
  entry: {
    slug: 'heidelberg-catechism',
    fileName: 'heidelberg_catechism.json',
    name: 'Heidelbergse Catechismus',
    year: 1563,
    format: 'catechism',
    description:
      'Een warme en persoonlijke catechismus van 129 vragen en antwoorden, die opent met "Wat is uw enige troost, beide in het leven en sterven?" Hij leert het christelijk geloof in drie delen (onze ellende, onze verlossing en onze dankbaarheid) en is verdeeld in 52 zondagen, zodat hij het hele jaar door kan worden onderwezen.',
    historicalContext:
      'Keurvorst Frederik III van de Palts vroeg om een catechismus die de kerken van zijn land zou verenigen en de kinderen zou onderwijzen. Zacharias Ursinus bereidde hem voor met Caspar Olevianus en anderen in Heidelberg, en in 1563 werd hij uitgegeven. De Synode van Dordrecht keurde hem goed als een van de Drie Formulieren van Enigheid, en predikanten preken er sindsdien zondag na zondag uit. Deze tekst is de oude Nederlandse vertaling uit de zeventiende eeuw, in gemoderniseerde spelling.',
  },
};

/** The documents the library holds in another language. */
export const TRANSLATED_CONFESSIONS: readonly TranslatedConfession[] = [DUTCH_HEIDELBERG];

/**
 * The import payload of a translation: the parsed document, marked with its language and its source (the address
 * from the file's Metadata.SourceUrl where it has an http(s) one) (public.import_confession).
 */
export function translationPayload(translation: TranslatedConfession, parsed: ParsedConfession, metadata: Record<string, unknown> = {}) {
  const url = typeof metadata.SourceUrl === 'string' && /^https?:\/\//i.test(metadata.SourceUrl) ? metadata.SourceUrl : null;
  return {
    ...parsed,
    confession: {
      ...parsed.confession,
      language: translation.language,
      source_name: translation.source.name,
      source_url: url,
      licence: translation.source.licence,
    },
  };
}
