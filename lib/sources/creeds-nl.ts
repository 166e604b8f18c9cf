/**
 * The Dutch Heidelberg Catechism as the seed and the build read it: `CONFESSIONS_NL_SOURCE`, a folder (or http(s)
 * folder) holding heidelberg_catechism.json in the Creeds.json shape (default ../shared/confessions-nl), else the
 * public XML at a pinned commit, checked against its SHA-256 and turned into the same document
 * (lib/confessions/heidelberg-nl-xml.ts; its parse gives ../shared/confessions-nl's file exactly). Either way
 * question 92 is completed from the Statenvertaling (lib/confessions/heidelberg-nl.ts). Runs in Node and in Deno.
 */
import { COMMANDMENTS_REFERENCE, completeQuestion92, type CompletedCatechism } from '../confessions/heidelberg-nl.ts';
import { parseDutchHeidelbergXml, type CatechismDocument } from '../confessions/heidelberg-nl-xml.ts';
import type { EditionSource } from './editions.ts';
import { PINNED_CONFESSIONS_NL, pinnedFile, type PinnedOptions, type PinnedSet } from './pinned.ts';

export const DEFAULT_CONFESSIONS_NL_SOURCE = '../shared/confessions-nl';
export const DUTCH_HEIDELBERG_FILE = 'heidelberg_catechism.json';
export const PINNED_DUTCH_HEIDELBERG_FILE = 'app/src/main/assets/translations/dutch-old.translation';

export interface CreedsNlAccess extends PinnedOptions {
  /** Reads a file of a folder source. */
  readText(file: string): Promise<string>;
  pinnedSet?: PinnedSet;
}

async function readDocument(source: string, access: CreedsNlAccess): Promise<CatechismDocument> {
  const set = access.pinnedSet ?? PINNED_CONFESSIONS_NL;
  if (source.replace(/\/?$/, '/') === set.baseUrl) {
    return parseDutchHeidelbergXml(new TextDecoder().decode(await pinnedFile(set, PINNED_DUTCH_HEIDELBERG_FILE, access)));
  }
  const file = `${source.replace(/\/+$/, '')}/${DUTCH_HEIDELBERG_FILE}`;
  let text: string;
  try {
    text = await access.readText(file);
  } catch (error) {
    throw new Error(
      `Could not read ${file}: ${(error as Error).message}. Set CONFESSIONS_NL_SOURCE to the folder holding the Dutch ${DUTCH_HEIDELBERG_FILE} (default ${DEFAULT_CONFESSIONS_NL_SOURCE}).`,
    );
  }
  try {
    return JSON.parse(text) as CatechismDocument;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The Dutch catechism as a Creeds.json document for parseCreedsJson, question 92 completed from `statenvertaling`. */
export async function readDutchHeidelberg(source: string, access: CreedsNlAccess, statenvertaling: EditionSource): Promise<CompletedCatechism> {
  const [document, { verses }] = await Promise.all([readDocument(source, access), statenvertaling.verses(COMMANDMENTS_REFERENCE)]);
  return completeQuestion92(
    document,
    verses.map((v) => v.text),
  );
}
