/**
 * What an edition calls a library document: its own text's name and words when the document exists in the
 * edition's language, else its name and description from public.confession_titles over the English text. Each
 * field keeps the language it is written in, so a page marks whatever is still English with lang="en" and a
 * screen reader reads it as English.
 */

/** The words a document row carries about itself (public.confessions). */
export interface DocumentWords {
  name: string;
  description: string | null;
  historical_context: string | null;
  /** The language of the document's text. */
  language: string;
}

/** A row of public.confession_titles: the document's name and words in one language. */
export interface DocumentTitle {
  slug: string;
  language: string;
  name: string;
  description: string | null;
  historical_context: string | null;
}

export interface TitledDocument {
  name: string;
  description: string | null;
  historical_context: string | null;
  /** The language each of the three is written in (the edition's, or the text's where no translation is known). */
  nameLanguage: string;
  descriptionLanguage: string;
  contextLanguage: string;
}

/**
 * The document's name, description and historical context as the `locale` edition shows them: the document's own
 * where its text is in that language, else the title row's where it has one, else the document's own (English).
 */
export function titledInEdition(document: DocumentWords, title: DocumentTitle | undefined, locale: string): TitledDocument {
  const own = document.language;
  if (own === locale || !title || title.language !== locale) {
    return {
      name: document.name,
      description: document.description,
      historical_context: document.historical_context,
      nameLanguage: own,
      descriptionLanguage: own,
      contextLanguage: own,
    };
  }
  return {
    name: title.name,
    description: title.description ?? document.description,
    historical_context: title.historical_context ?? document.historical_context,
    nameLanguage: locale,
    descriptionLanguage: title.description ? locale : own,
    contextLanguage: title.historical_context ? locale : own,
  };
}

/** The `lang` attribute a piece of a page needs: none when it is in the page's language, else its own. */
export function langWhereDifferent(language: string, pageLocale: string): string | undefined {
  return language === pageLocale ? undefined : language;
}
