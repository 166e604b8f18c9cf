/**
 * The 66 books as Dutch, Spanish and Portuguese readers name them, in the canonical order of lib/scripture/books.ts.
 * References are stored and parsed in English ("Psalm 51:10", "John 10:11-18"); a Dutch or Spanish page, e-mail or
 * narration shows them with these names ("Psalm 51:10", "Johannes 10:11-18"; "Salmos 51:10", "Juan 10:11-18").
 */
import { DEFAULT_LOCALE, EDITIONS, type Locale, type TranslatedLocale } from '../editions/registry.ts';
import { BIBLE_BOOKS } from './books.ts';

// prettier-ignore
const DUTCH = [
  'Genesis', 'Exodus', 'Leviticus', 'Numeri', 'Deuteronomium', 'Jozua', 'Richteren', 'Ruth', '1 Samuël', '2 Samuël',
  '1 Koningen', '2 Koningen', '1 Kronieken', '2 Kronieken', 'Ezra', 'Nehemia', 'Esther', 'Job', 'Psalmen', 'Spreuken',
  'Prediker', 'Hooglied', 'Jesaja', 'Jeremia', 'Klaagliederen', 'Ezechiël', 'Daniël', 'Hosea', 'Joël', 'Amos',
  'Obadja', 'Jona', 'Micha', 'Nahum', 'Habakuk', 'Sefanja', 'Haggaï', 'Zacharia', 'Maleachi',
  'Mattheüs', 'Markus', 'Lukas', 'Johannes', 'Handelingen', 'Romeinen', '1 Korinthe', '2 Korinthe', 'Galaten',
  'Efeze', 'Filippenzen', 'Kolossenzen', '1 Thessalonicenzen', '2 Thessalonicenzen', '1 Timotheüs', '2 Timotheüs',
  'Titus', 'Filemon', 'Hebreeën', 'Jakobus', '1 Petrus', '2 Petrus', '1 Johannes', '2 Johannes', '3 Johannes', 'Judas',
  'Openbaring',
];

// prettier-ignore
const SPANISH = [
  'Génesis', 'Éxodo', 'Levítico', 'Números', 'Deuteronomio', 'Josué', 'Jueces', 'Rut', '1 Samuel', '2 Samuel',
  '1 Reyes', '2 Reyes', '1 Crónicas', '2 Crónicas', 'Esdras', 'Nehemías', 'Ester', 'Job', 'Salmos', 'Proverbios',
  'Eclesiastés', 'Cantares', 'Isaías', 'Jeremías', 'Lamentaciones', 'Ezequiel', 'Daniel', 'Oseas', 'Joel', 'Amós',
  'Abdías', 'Jonás', 'Miqueas', 'Nahúm', 'Habacuc', 'Sofonías', 'Hageo', 'Zacarías', 'Malaquías',
  'Mateo', 'Marcos', 'Lucas', 'Juan', 'Hechos', 'Romanos', '1 Corintios', '2 Corintios', 'Gálatas',
  'Efesios', 'Filipenses', 'Colosenses', '1 Tesalonicenses', '2 Tesalonicenses', '1 Timoteo', '2 Timoteo',
  'Tito', 'Filemón', 'Hebreos', 'Santiago', '1 Pedro', '2 Pedro', '1 Juan', '2 Juan', '3 Juan', 'Judas',
  'Apocalipsis',
];

// prettier-ignore
const PORTUGUESE = [
  'Gênesis', 'Êxodo', 'Levítico', 'Números', 'Deuteronômio', 'Josué', 'Juízes', 'Rute', '1 Samuel', '2 Samuel',
  '1 Reis', '2 Reis', '1 Crônicas', '2 Crônicas', 'Esdras', 'Neemias', 'Ester', 'Jó', 'Salmos', 'Provérbios',
  'Eclesiastes', 'Cânticos', 'Isaías', 'Jeremias', 'Lamentações', 'Ezequiel', 'Daniel', 'Oseias', 'Joel', 'Amós',
  'Obadias', 'Jonas', 'Miqueias', 'Naum', 'Habacuque', 'Sofonias', 'Ageu', 'Zacarias', 'Malaquias',
  'Mateus', 'Marcos', 'Lucas', 'João', 'Atos', 'Romanos', '1 Coríntios', '2 Coríntios', 'Gálatas',
  'Efésios', 'Filipenses', 'Colossenses', '1 Tessalonicenses', '2 Tessalonicenses', '1 Timóteo', '2 Timóteo',
  'Tito', 'Filemom', 'Hebreus', 'Tiago', '1 Pedro', '2 Pedro', '1 João', '2 João', '3 João', 'Judas',
  'Apocalipse',
];

const NAMES: Record<TranslatedLocale, readonly string[]> = { nl: DUTCH, es: SPANISH, pt: PORTUGUESE };

/** Every English spelling (names and aliases), longest first, with its book's index. */
const ENGLISH = BIBLE_BOOKS.flatMap((book, index) => [book.name, ...(book.aliases ?? [])].map((name) => ({ name, index }))).sort(
  (a, b) => b.name.length - a.name.length,
);

/**
 * A reference as written (English book name first: "John 10:11-18", "Psalm 51:10 (SV)") with its book named in
 * `locale`'s language; the numbers and anything after them are kept. A text that does not start with a book is
 * returned as it is.
 */
export function referenceIn(locale: Locale, reference: string): string {
  if (locale === DEFAULT_LOCALE) return reference;
  const found = ENGLISH.find((b) => reference.startsWith(b.name) && /^(\s|$)/.test(reference.slice(b.name.length)));
  if (!found) return reference;
  const local = NAMES[locale][found.index]!;
  // "Psalm 23" is one psalm: Dutch says "Psalm 23" for one, "Psalmen" for the book; Spanish and Portuguese "Salmo 23", "Salmos".
  const name = found.index === 18 ? EDITIONS[locale].onePsalm : local;
  return name + reference.slice(found.name.length);
}

/**
 * The 66 books as `locale`'s readers name them, in canonical order, with the name for one psalm. Read by the check for
 * English book names on an edition's pages (lib/i18n/visible-english.ts), which the tests run.
 * @internal
 */
export function bookNamesIn(locale: TranslatedLocale): readonly string[] {
  return [...NAMES[locale], EDITIONS[locale].onePsalm];
}
