/**
 * OSIS-style references as the Creeds.json proofs write them ("Rom.14.7-Rom.14.9", "1Cor.6.19,1Cor.6.2",
 * "Col.3.18-Col.4.1", "Ps.39") turned into the references a reader knows ("Romans 14:7-9").
 */
import { displayBookName, findBookByOsis } from './books.ts';

interface OsisPoint {
  book: string;
  chapter: number;
  verse: number | null;
}

function parsePoint(text: string): OsisPoint {
  const m = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`"${text}" is not an OSIS reference like "Rom.8.28"`);
  const book = findBookByOsis(m[1]);
  if (!book) throw new Error(`"${m[1]}" is not an OSIS book abbreviation`);
  return { book: book.osis, chapter: Number(m[2]), verse: m[3] === undefined ? null : Number(m[3]) };
}

interface OsisRange {
  from: OsisPoint;
  to: OsisPoint;
}

function parseRange(text: string): OsisRange {
  const [from, to] = text.split('-');
  const start = parsePoint(from);
  return { from: start, to: to === undefined ? start : parsePoint(to) };
}

const at = (p: OsisPoint) => (p.verse === null ? `${p.chapter}` : `${p.chapter}:${p.verse}`);

/** The range after its book name: "14:7-9", "3:18-4:1", "38-41", "23". */
function rangeText(r: OsisRange, chapterShown: boolean): string {
  const { from, to } = r;
  const single = from.chapter === to.chapter && from.verse === to.verse;
  const head = chapterShown || from.verse === null ? at(from) : `${from.verse}`;
  if (single) return head;
  if (from.chapter === to.chapter && to.verse !== null) return `${head}-${to.verse}`;
  return `${head}-${at(to)}`;
}

/**
 * One Creeds.json reference string to readable text. Comma-separated parts in the same chapter become
 * a verse list ("Psalm 15:1, 4-5"); parts in another chapter or book are joined with semicolons.
 */
export function osisToReadable(reference: string): string {
  const ranges = reference.split(',').map(parseRange);
  let out = '';
  let previous: OsisRange | null = null;
  for (const r of ranges) {
    const book = findBookByOsis(r.from.book)!;
    const singleChapter = r.from.chapter === r.to.chapter;
    if (previous && previous.to.book === r.from.book && previous.to.chapter === r.from.chapter && r.from.verse !== null && previous.to.verse !== null) {
      out += `, ${rangeText(r, false)}`;
    } else if (previous && previous.to.book === r.from.book) {
      out += `; ${rangeText(r, true)}`;
    } else {
      out += `${previous ? '; ' : ''}${displayBookName(book, singleChapter)} ${rangeText(r, true)}`;
    }
    previous = r;
  }
  return out;
}
