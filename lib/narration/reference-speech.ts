/**
 * Scripture references read aloud: "John 10:11" → "John chapter 10, verse 11". Speech engines read the digits
 * and punctuation of a written reference literally ("John ten colon eleven"), which no one says; a reader says
 * the chapter and verse. Pure, so it is shared by the seed (Node) and the admin's browser.
 */
import { BIBLE_BOOKS } from '../scripture/books.ts';

const ORDINALS: Record<string, string> = { '1': 'First', '2': 'Second', '3': 'Third' };
/** Books of one chapter are cited by verse alone ("Jude 3") or with chapter 1 ("Jude 1:3"). */
const SINGLE_CHAPTER = new Set(['Obadiah', 'Philemon', '2 John', '3 John', 'Jude']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every spelling of every book, longest first so "1 John" wins over "John" and "Song of Solomon" over "Song". */
const BOOK_NAMES: Array<{ spelling: string; book: string }> = BIBLE_BOOKS.flatMap((b) =>
  [b.name, ...(b.aliases ?? [])].map((spelling) => ({ spelling, book: b.name })),
).sort((a, b) => b.spelling.length - a.spelling.length);
const BOOK_BY_SPELLING = new Map(BOOK_NAMES.map((n) => [n.spelling.toLowerCase().replace(/\s+/g, ' '), n.book]));

const DASH = '\\s*[-–—]\\s*';
const BOOK_PATTERN = BOOK_NAMES.map((n) => escapeRegExp(n.spelling).replace(/\\? /g, '\\s+')).join('|');
/**
 * book, then chapter, then optional ":verse", a range ("-14" or "-9:5") and further verses (", 18" or "; 9:1").
 * Further parts after a comma are only taken when they are numbers, so "John 3:16, and then" keeps its words.
 */
const REFERENCE = new RegExp(
  `\\b(${BOOK_PATTERN})\\s+(\\d{1,3})(?::(\\d{1,3})(?:${DASH}(\\d{1,3})(?::(\\d{1,3}))?)?((?:\\s*,\\s*\\d{1,3}(?:${DASH}\\d{1,3})?)*))?(?:${DASH}(\\d{1,3})(?![:\\d]))?`,
  'g',
);

/** The book's name as spoken: "1 John" → "First John"; "Psalms" before one psalm → "Psalm". */
export function spokenBookName(book: string, onePsalm = true): string {
  if (book === 'Psalms' && onePsalm) return 'Psalm';
  const numbered = /^([1-3]) (.+)$/.exec(book);
  return numbered ? `${ORDINALS[numbered[1]]} ${numbered[2]}` : book;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "16", "16-18" → "16", "16 to 18" */
function versePart(part: string): string {
  const [a, b] = part.split(/\s*[-–—]\s*/);
  return b ? `${a} to ${b}` : a;
}

interface ReferenceParts {
  book: string;
  chapter: string;
  verse?: string;
  rangeEnd?: string;
  rangeEndVerse?: string;
  more?: string;
  chapterRangeEnd?: string;
}

/** One reference's parts spoken. */
export function speakReferenceParts(p: ReferenceParts): string {
  const book = p.book;
  const psalm = book === 'Psalms';
  const chapterWord = (n: string) => (psalm ? `${spokenBookName(book)} ${n}` : `${spokenBookName(book)} chapter ${n}`);
  if (p.chapterRangeEnd) {
    return psalm ? `Psalms ${p.chapter} to ${p.chapterRangeEnd}` : `${spokenBookName(book)} chapters ${p.chapter} to ${p.chapterRangeEnd}`;
  }
  if (!p.verse) {
    // "Jude 3" is verse 3 of the only chapter.
    if (SINGLE_CHAPTER.has(book)) return `${spokenBookName(book)}, verse ${p.chapter}`;
    return chapterWord(p.chapter);
  }
  const head = SINGLE_CHAPTER.has(book) && p.chapter === '1' ? `${spokenBookName(book)},` : `${chapterWord(p.chapter)},`;
  if (p.rangeEndVerse) {
    // Across chapters: "Romans 8:28-9:5".
    return `${head} verse ${p.verse}, to chapter ${p.rangeEnd}, verse ${p.rangeEndVerse}`;
  }
  const parts = [p.rangeEnd ? `${p.verse} to ${p.rangeEnd}` : p.verse];
  for (const extra of (p.more ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean))
    parts.push(versePart(extra));
  const single = parts.length === 1 && !p.rangeEnd;
  return `${head} ${single ? 'verse' : 'verses'} ${joinAnd(parts)}`;
}

/** The text with every scripture reference in it written as a reader says it. */
export function speakReferences(text: string): string {
  return text.replace(
    REFERENCE,
    (_all, spelling: string, chapter: string, verse?: string, rangeEnd?: string, rangeEndVerse?: string, more?: string, chapterRangeEnd?: string) => {
      const book = BOOK_BY_SPELLING.get(spelling.toLowerCase().replace(/\s+/g, ' '));
      if (!book) return _all;
      return speakReferenceParts({ book, chapter, verse, rangeEnd, rangeEndVerse, more: more || undefined, chapterRangeEnd });
    },
  );
}
