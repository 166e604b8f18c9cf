/**
 * The 66 books in canonical order, named as the KJV source's Books.json names them, with the OSIS
 * abbreviations the Creeds.json proofs use. The KJV source stores each book in `<name without spaces>.json`.
 */

export interface BibleBook {
  name: string;
  osis: string;
  /** Extra spellings readers and writers use ("Psalm", "Song of Songs"). */
  aliases?: string[];
}

export const BIBLE_BOOKS: readonly BibleBook[] = [
  { name: 'Genesis', osis: 'Gen' },
  { name: 'Exodus', osis: 'Exod' },
  { name: 'Leviticus', osis: 'Lev' },
  { name: 'Numbers', osis: 'Num' },
  { name: 'Deuteronomy', osis: 'Deut' },
  { name: 'Joshua', osis: 'Josh' },
  { name: 'Judges', osis: 'Judg' },
  { name: 'Ruth', osis: 'Ruth' },
  { name: '1 Samuel', osis: '1Sam' },
  { name: '2 Samuel', osis: '2Sam' },
  { name: '1 Kings', osis: '1Kgs' },
  { name: '2 Kings', osis: '2Kgs' },
  { name: '1 Chronicles', osis: '1Chr' },
  { name: '2 Chronicles', osis: '2Chr' },
  { name: 'Ezra', osis: 'Ezra' },
  { name: 'Nehemiah', osis: 'Neh' },
  { name: 'Esther', osis: 'Esth' },
  { name: 'Job', osis: 'Job' },
  { name: 'Psalms', osis: 'Ps', aliases: ['Psalm'] },
  { name: 'Proverbs', osis: 'Prov' },
  { name: 'Ecclesiastes', osis: 'Eccl' },
  { name: 'Song of Solomon', osis: 'Song', aliases: ['Song of Songs'] },
  { name: 'Isaiah', osis: 'Isa' },
  { name: 'Jeremiah', osis: 'Jer' },
  { name: 'Lamentations', osis: 'Lam' },
  { name: 'Ezekiel', osis: 'Ezek' },
  { name: 'Daniel', osis: 'Dan' },
  { name: 'Hosea', osis: 'Hos' },
  { name: 'Joel', osis: 'Joel' },
  { name: 'Amos', osis: 'Amos' },
  { name: 'Obadiah', osis: 'Obad' },
  { name: 'Jonah', osis: 'Jonah' },
  { name: 'Micah', osis: 'Mic' },
  { name: 'Nahum', osis: 'Nah' },
  { name: 'Habakkuk', osis: 'Hab' },
  { name: 'Zephaniah', osis: 'Zeph' },
  { name: 'Haggai', osis: 'Hag' },
  { name: 'Zechariah', osis: 'Zech' },
  { name: 'Malachi', osis: 'Mal' },
  { name: 'Matthew', osis: 'Matt' },
  { name: 'Mark', osis: 'Mark' },
  { name: 'Luke', osis: 'Luke' },
  { name: 'John', osis: 'John' },
  { name: 'Acts', osis: 'Acts' },
  { name: 'Romans', osis: 'Rom' },
  { name: '1 Corinthians', osis: '1Cor' },
  { name: '2 Corinthians', osis: '2Cor' },
  { name: 'Galatians', osis: 'Gal' },
  { name: 'Ephesians', osis: 'Eph' },
  { name: 'Philippians', osis: 'Phil' },
  { name: 'Colossians', osis: 'Col' },
  { name: '1 Thessalonians', osis: '1Thess' },
  { name: '2 Thessalonians', osis: '2Thess' },
  { name: '1 Timothy', osis: '1Tim' },
  { name: '2 Timothy', osis: '2Tim' },
  { name: 'Titus', osis: 'Titus' },
  { name: 'Philemon', osis: 'Phlm' },
  { name: 'Hebrews', osis: 'Heb' },
  { name: 'James', osis: 'Jas' },
  { name: '1 Peter', osis: '1Pet' },
  { name: '2 Peter', osis: '2Pet' },
  { name: '1 John', osis: '1John' },
  { name: '2 John', osis: '2John' },
  { name: '3 John', osis: '3John' },
  { name: 'Jude', osis: 'Jude' },
  { name: 'Revelation', osis: 'Rev', aliases: ['Revelations'] },
];

const key = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');

const BY_NAME = new Map<string, BibleBook>();
const BY_OSIS = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) {
  BY_NAME.set(key(book.name), book);
  for (const alias of book.aliases ?? []) BY_NAME.set(key(alias), book);
  BY_OSIS.set(book.osis.toLowerCase(), book);
}

/** A book by its name or an alias, ignoring case, spaces and periods ("1 john", "1John", "Psalm"); null when unknown. */
export function findBook(name: string): BibleBook | null {
  return BY_NAME.get(key(name)) ?? null;
}

/** A book by its OSIS abbreviation ("Rom", "1Cor", "Ps"). */
export function findBookByOsis(osis: string): BibleBook | null {
  return BY_OSIS.get(osis.toLowerCase()) ?? null;
}

/** The file the KJV source keeps the book in: "1 Corinthians" → "1Corinthians.json". */
export function kjvFileName(book: BibleBook | string): string {
  const name = typeof book === 'string' ? book : book.name;
  return `${name.replace(/\s+/g, '')}.json`;
}

/** "Psalm" reads better than "Psalms" before a single chapter ("Psalm 23:1"). */
export function displayBookName(book: BibleBook, singleChapter: boolean): string {
  return book.name === 'Psalms' && singleChapter ? 'Psalm' : book.name;
}
