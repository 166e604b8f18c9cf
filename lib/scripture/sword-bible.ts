/**
 * A SWORD zText module as published in a zip (scrollmapper/bible_databases' sources/nl/DutSVV/DutSVV.zip and
 * sources/es/SpaRV/SpaRV.zip), turned into the per-book shape of ../shared/statenvertaling: the verse slots in the
 * KJV's numbering, cleaned to plain words, empty slots left out.
 */
import type { BookText } from './passage.ts';
import { osisToText } from './sword-osis.ts';
import { readZText, type TestamentFiles, type ZTextVersification } from './sword-ztext.ts';
import { zipEntries } from './zip-archive.ts';

export interface SwordModuleShape {
  versification?: ZTextVersification;
  /** Leave the footnotes out (osisToText). */
  dropNotes?: boolean;
}

/** `module` is the module's folder name inside the zip ("dutsvv", "sparv", "porblivre"). */
export async function parseSwordBible(archive: Uint8Array, module: string, shape: SwordModuleShape = {}): Promise<Map<string, BookText>> {
  const files = await zipEntries(archive);
  const testament = (name: 'ot' | 'nt'): TestamentFiles => {
    const file = (ext: string) => {
      const path = `modules/texts/ztext/${module}/${name}.${ext}`;
      const bytes = files.get(path);
      if (!bytes) throw new Error(`The ${module} module has no ${path}`);
      return bytes;
    };
    return { bzs: file('bzs'), bzv: file('bzv'), bzz: file('bzz') };
  };
  const books = new Map<string, BookText>();
  for (const { book, chapter, verse, osis } of await readZText(testament('ot'), testament('nt'), shape.versification)) {
    let text = books.get(book);
    if (!text) books.set(book, (text = { book, chapters: [] }));
    let chapterText = text.chapters.at(-1);
    if (!chapterText || chapterText.chapter !== String(chapter)) text.chapters.push((chapterText = { chapter: String(chapter), verses: [] }));
    const words = osisToText(osis, { dropNotes: shape.dropNotes });
    if (words) chapterText.verses.push({ verse: String(verse), text: words });
  }
  return books;
}
