/**
 * A passage in any of the site's Bibles, numbered as its English reference ("Psalm 51:1-4" in the Statenvertaling
 * gives the Dutch 51:3-6 as verses 1-4). The KJV and the BSB are read as before (passage.ts); the Dutch, Spanish
 * and Portuguese texts through their alignments (versification.ts). Where a translation gives several English verses as one, they
 * come back as one verse with `through` set, and its number reads "7-8" (editionVerseLabel), even when the reference
 * asked for only one of them: the words cannot be split, so the label says what they cover.
 */
import { blivreSegments } from './blivre-versification.ts';
import { kjvChapterSizes } from './kjv-versification.ts';
import { extractPassage, type BookText, type PassageVerse } from './passage.ts';
import { formatReference, type PassageReference } from './reference.ts';
import { rv1909Segments } from './rv1909-versification.ts';
import { svSegments } from './sv-versification.ts';
import { BSB_OMITTED_VERSES, type BibleId, type EditionBibleId } from './translations.ts';
import { alignBook, slotsOf, type BookAlignment, type Segment, type Slot } from './versification.ts';

export interface EditionVerse extends PassageVerse {
  /** The last English verse these words cover, when the translation joins this verse with the next ones. */
  through?: { chapter: number; verse: number };
  /** The translation has no words for this verse (`text` is empty); shown in place with MISSING_VERSE_NOTE. */
  missing?: true;
}

/** What a reader sees in place of a verse the text lacks, in the translation's language. */
export const MISSING_VERSE_NOTE: Record<EditionBibleId, string> = {
  sv: 'Dit vers ontbreekt in de tekst van de Statenvertaling die wij gebruiken.',
  rv1909: 'Este versículo falta en el texto de la Reina-Valera 1909 que usamos.',
  blivre: 'Este versículo não está no texto da Bíblia Livre que usamos.',
};

/** Each translated edition's Bible's numbering against the English (none for the KJV and the BSB). */
const SEGMENTS: Record<EditionBibleId, (book: string) => Segment[]> = { sv: svSegments, rv1909: rv1909Segments, blivre: blivreSegments };

const alignments = new Map<string, BookAlignment>();

/** A book's alignment in a translated edition's Bible (none for the KJV and the BSB). */
export function alignmentOf(bible: BibleId, book: string): BookAlignment | undefined {
  const segments = SEGMENTS[bible as EditionBibleId];
  if (!segments) return undefined;
  const cacheKey = `${bible} ${book}`;
  let found = alignments.get(cacheKey);
  if (!found) {
    found = alignBook(segments(book));
    alignments.set(cacheKey, found);
  }
  return found;
}

const slotKey = (slots: readonly Slot[]) => slots.map((s) => `${s.chapter}:${s.verse}`).join(',');

/** The first and last English verse whose words share these slots (Psalm 3:7 and 3:8 in the SV). */
function groupAround(alignment: BookAlignment, sizes: readonly number[], chapter: number, verse: number) {
  const wanted = slotKey(slotsOf(alignment, chapter, verse));
  const step = (c: number, v: number, by: 1 | -1): { chapter: number; verse: number } | null => {
    if (by === 1) return v < sizes[c - 1] ? { chapter: c, verse: v + 1 } : c < sizes.length ? { chapter: c + 1, verse: 1 } : null;
    return v > 1 ? { chapter: c, verse: v - 1 } : c > 1 ? { chapter: c - 1, verse: sizes[c - 2] } : null;
  };
  const walk = (by: 1 | -1) => {
    let at = { chapter, verse };
    for (
      let next = step(at.chapter, at.verse, by);
      next && slotKey(slotsOf(alignment, next.chapter, next.verse)) === wanted;
      next = step(next.chapter, next.verse, by)
    ) {
      at = next;
    }
    return at;
  };
  return { first: walk(-1), last: walk(1) };
}

function slotText(book: BookText, slot: Slot): string | undefined {
  const chapter = book.chapters.find((c) => Number(c.chapter) === slot.chapter);
  return chapter?.verses.find((v) => Number(v.verse) === slot.verse)?.text.trim() || undefined;
}

/** The English verses of a reference, counted by the KJV's numbering. */
function englishVerses(ref: PassageReference): Array<{ chapter: number; verse: number }> {
  const sizes = kjvChapterSizes(ref.book);
  const endChapter = ref.verses?.endChapter ?? ref.chapter;
  const out: Array<{ chapter: number; verse: number }> = [];
  for (let chapter = ref.chapter; chapter <= endChapter; chapter += 1) {
    const size = sizes[chapter - 1];
    if (!size) throw new Error(`${ref.book} has no chapter ${chapter} (${formatReference(ref)})`);
    const from = ref.verses && chapter === ref.chapter ? ref.verses.start : 1;
    const to = ref.verses && chapter === endChapter ? ref.verses.end : size;
    if (to > size) throw new Error(`${formatReference(ref)} runs past the end of ${ref.book} ${chapter}, which has ${size} verses`);
    for (let verse = from; verse <= to; verse += 1) out.push({ chapter, verse });
  }
  return out;
}

/**
 * The verses of `ref` in `bible`, from one book of it in the KJV source's shape (its own slots, as
 * ../shared/statenvertaling holds them). Throws on a reference past the end of a chapter, as extractPassage does.
 */
export function extractEditionPassage(book: BookText, ref: PassageReference, bible: BibleId): EditionVerse[] {
  if (bible === 'kjv' || bible === 'bsb') return extractPassage(book, ref, bible === 'bsb' ? BSB_OMITTED_VERSES : new Set());
  const alignment = alignmentOf(bible, ref.book)!;
  const sizes = kjvChapterSizes(ref.book);
  const out: EditionVerse[] = [];
  let lastKey = '';
  for (const { chapter, verse } of englishVerses(ref)) {
    const slots = slotsOf(alignment, chapter, verse);
    const key = slotKey(slots);
    if (key === lastKey) continue;
    lastKey = key;
    const { first, last } = groupAround(alignment, sizes, chapter, verse);
    const words = slots.map((slot) => slotText(book, slot)).filter((text): text is string => Boolean(text));
    const shown: EditionVerse = { chapter: first.chapter, verse: first.verse, text: words.join(' ') };
    if (last.chapter !== first.chapter || last.verse !== first.verse) shown.through = last;
    if (!words.length) shown.missing = true;
    out.push(shown);
  }
  return out;
}

/** A verse's number as shown: "4", "7-8" for joined verses, "8:1" or "39:27-40:5" where the passage crosses a chapter. */
export function editionVerseLabel(verse: EditionVerse, first: EditionVerse | undefined): string {
  const withChapter = Boolean(first && verse.chapter !== first.chapter) || Boolean(verse.through && verse.through.chapter !== verse.chapter);
  const start = withChapter ? `${verse.chapter}:${verse.verse}` : String(verse.verse);
  if (!verse.through) return start;
  return `${start}-${verse.through.chapter !== verse.chapter ? `${verse.through.chapter}:` : ''}${verse.through.verse}`;
}
