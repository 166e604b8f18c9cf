/**
 * The verses of a CrossWire SWORD "zText" module (the format the public Statenvertaling and Reina-Valera 1909 come in):
 * per testament, `ot.bzz`/`nt.bzz` hold zlib-compressed blocks, `.bzs` each block's place (offset, size, unpacked
 * size: three little-endian 32-bit numbers), and `.bzv` each verse's place (block, offset: 32-bit; size: 16-bit).
 * Verses are indexed in the module's versification: two entries for the testament, then per book one for the
 * book and per chapter one for the chapter before its verses. These modules use the KJV's ("KJVA": the Apocrypha
 * come after Malachi, so the 66 books' places are the KJV's), the Bíblia Livre the NRSV's (one verse more in 3 John
 * and in Revelation 12). The raw OSIS of each verse slot comes out; cleaning it
 * is sword-osis.ts's.
 */
import { BIBLE_BOOKS } from './books.ts';
import { kjvChapterSizes } from './kjv-versification.ts';
import { inflate } from './zip-archive.ts';

export interface TestamentFiles {
  bzs: Uint8Array;
  bzv: Uint8Array;
  bzz: Uint8Array;
}

export interface RawVerse {
  book: string;
  chapter: number;
  verse: number;
  /** The slot's OSIS text; '' for an empty slot. */
  osis: string;
}

/**
 * A block is a zlib stream followed by zero bytes of padding (1,024 in these modules), which DecompressionStream
 * refuses as trailing junk. The stream ends in its Adler-32 check, which may itself end in zero bytes, so the padding
 * is cut at the last non-zero byte and zeros are given back one by one until the stream checks out: zlib's own
 * checksum decides where the stream ends.
 */
async function inflateBlock(bytes: Uint8Array): Promise<Uint8Array> {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  let failure: unknown;
  for (let zeros = 0; zeros <= 4 && end + zeros <= bytes.length; zeros += 1) {
    try {
      return await inflate(bytes.subarray(0, end + zeros), 'deflate');
    } catch (error) {
      failure = error;
    }
  }
  throw new Error(`A block of the module could not be unpacked: ${(failure as Error).message}`);
}

const TESTAMENTS = [BIBLE_BOOKS.slice(0, 39), BIBLE_BOOKS.slice(39)];

/** A module's versification: the KJV's, or the NRSV's (the Bíblia Livre), which has 3 John 15 and Revelation 12:18. */
export type ZTextVersification = 'kjv' | 'nrsv';

const NRSV_CHAPTER_SIZES: Record<string, Record<number, number>> = { '3 John': { 1: 15 }, Revelation: { 12: 18 } };

function chapterSizes(book: string, versification: ZTextVersification): number[] {
  const sizes = [...kjvChapterSizes(book)];
  if (versification === 'nrsv') for (const [chapter, size] of Object.entries(NRSV_CHAPTER_SIZES[book] ?? {})) sizes[Number(chapter) - 1] = size;
  return sizes;
}

async function testamentVerses(files: TestamentFiles, books: typeof BIBLE_BOOKS, versification: ZTextVersification): Promise<RawVerse[]> {
  const blocks = new DataView(files.bzs.buffer, files.bzs.byteOffset, files.bzs.byteLength);
  const index = new DataView(files.bzv.buffer, files.bzv.byteOffset, files.bzv.byteLength);
  const unpacked = new Map<number, Promise<Uint8Array>>();
  const block = (number: number) => {
    let found = unpacked.get(number);
    if (!found) {
      if ((number + 1) * 12 > blocks.byteLength) throw new Error(`The module names block ${number}, which its .bzs file does not have`);
      const offset = blocks.getUint32(number * 12, true);
      const size = blocks.getUint32(number * 12 + 4, true);
      found = inflateBlock(files.bzz.subarray(offset, offset + size));
      unpacked.set(number, found);
    }
    return found;
  };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const out: RawVerse[] = [];
  let entry = 2;
  for (const { name } of books) {
    entry += 1;
    for (const [chapterIndex, size] of chapterSizes(name, versification).entries()) {
      entry += 1;
      for (let verse = 1; verse <= size; verse += 1, entry += 1) {
        if ((entry + 1) * 10 > index.byteLength) throw new Error(`The module's verse index ends before ${name} ${chapterIndex + 1}:${verse}`);
        const size16 = index.getUint16(entry * 10 + 8, true);
        let osis = '';
        if (size16) {
          const bytes = await block(index.getUint32(entry * 10, true));
          const offset = index.getUint32(entry * 10 + 4, true);
          osis = decoder.decode(bytes.subarray(offset, offset + size16));
        }
        out.push({ book: name, chapter: chapterIndex + 1, verse, osis });
      }
    }
  }
  return out;
}

/** The 66 books' verse slots, in order: `ot` and `nt` are the module's two testaments. */
export async function readZText(ot: TestamentFiles, nt: TestamentFiles, versification: ZTextVersification = 'kjv'): Promise<RawVerse[]> {
  return [...(await testamentVerses(ot, TESTAMENTS[0], versification)), ...(await testamentVerses(nt, TESTAMENTS[1], versification))];
}
