/**
 * Messages that are the same in every language on purpose (names, addresses), which the catalogue test would
 * otherwise report as English left untranslated. Add a key here only when its words are a proper name.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(['site.name', 'footer.copyright']);
