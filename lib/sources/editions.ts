/**
 * The Dutch, Spanish and Portuguese Bibles as the build, the console's book files and the e-mails read them: a folder
 * of book files in the KJV source's shape (`STATENVERTALING_SOURCE`, default ../shared/statenvertaling;
 * `REINA_VALERA_SOURCE`, default ../shared/reina-valera-1909; `BIBLIA_LIVRE_SOURCE`, default ../shared/biblia-livre), else the public text at a pinned commit: the
 * CrossWire SWORD module in scrollmapper/bible_databases, one zip, checked against its SHA-256 and read by
 * lib/scripture/sword-bible.ts into the same shape (the parse gives the folders' verses exactly). Passages come back
 * numbered as their English references (lib/scripture/edition-passage.ts). Runs in Node and in Deno (no Node imports).
 */
import { extractEditionPassage, type EditionVerse } from '../scripture/edition-passage.ts';
import type { BookText } from '../scripture/passage.ts';
import { parseReference, type PassageReference } from '../scripture/reference.ts';
import { parseSwordBible, type SwordModuleShape } from '../scripture/sword-bible.ts';
import { TRANSLATIONS, type EditionBibleId } from '../scripture/translations.ts';
import { bookLoader } from './book-loader.ts';
import { PINNED_BLIVRE, PINNED_RV1909, PINNED_SV, pinnedFile, type PinnedOptions, type PinnedSet } from './pinned.ts';

export type { EditionBibleId };

interface EditionPlace {
  env: string;
  defaultFolder: string;
  pinned: PinnedSet;
  /** The zip's path in the pinned set, and the module's folder inside it. */
  file: string;
  module: string;
  /** How the module is read when it differs from the Dutch and Spanish ones. */
  shape?: SwordModuleShape;
}

export const EDITION_SOURCES: Record<EditionBibleId, EditionPlace> = {
  sv: { env: 'STATENVERTALING_SOURCE', defaultFolder: '../shared/statenvertaling', pinned: PINNED_SV, file: 'sources/nl/DutSVV/DutSVV.zip', module: 'dutsvv' },
  rv1909: {
    env: 'REINA_VALERA_SOURCE',
    defaultFolder: '../shared/reina-valera-1909',
    pinned: PINNED_RV1909,
    file: 'sources/es/SpaRV/SpaRV.zip',
    module: 'sparv',
  },
  blivre: {
    env: 'BIBLIA_LIVRE_SOURCE',
    defaultFolder: '../shared/biblia-livre',
    pinned: PINNED_BLIVRE,
    file: 'sources/pt/PorBLivre/PorBLivre.zip',
    module: 'porblivre',
    shape: { versification: 'nrsv', dropNotes: true },
  },
};

export interface EditionSource {
  /** The passage's verses, numbered as the English reference. Throws on a bad reference. */
  verses(reference: string): Promise<{ ref: PassageReference; verses: EditionVerse[] }>;
  /** One whole book ("1 John") in the translation's own verse slots, the shape of ../shared/statenvertaling's files. */
  book(name: string): Promise<BookText>;
}

export interface EditionAccess extends PinnedOptions {
  /** Reads a book file of a folder source (bsb.ts's folderText handles http(s) folders). */
  readText(file: string): Promise<string>;
  /** The pinned set the source names (default the translation's own; tests pin a text of their own). */
  pinnedSet?: PinnedSet;
}

/** `source`: a folder (or http(s) folder) of `<Book>.json`, or the pinned set's base URL. */
export function createEditionSource(bible: EditionBibleId, source: string, access: EditionAccess): EditionSource {
  const place = EDITION_SOURCES[bible];
  const set = access.pinnedSet ?? place.pinned;
  const book = bookLoader({
    source,
    pinnedBaseUrl: set.baseUrl,
    name: TRANSLATIONS[bible].name,
    readText: access.readText,
    readPinned: () => pinnedFile(set, place.file, access).then((bytes) => parseSwordBible(bytes, place.module, place.shape)),
    missingHint: `Set ${place.env} to a folder of its book files (default ${place.defaultFolder}).`,
  });
  return {
    book,
    async verses(reference) {
      const ref = parseReference(reference);
      return { ref, verses: extractEditionPassage(await book(ref.book), ref, bible) };
    },
  };
}
