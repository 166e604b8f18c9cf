/**
 * Where the confession importer reads Creeds.json documents: `CONFESSIONS_SOURCE`, a folder or an http(s) base URL
 * holding files with the Creeds.json names, by default the public Creeds.json `creeds/` folder at a pinned commit
 * (pinned.ts). Reading a folder is the caller's (`readText`: Node's fs in the seed, Deno's in a function).
 */
import { isUrl, PINNED_CONFESSIONS, pinnedFile, pinnedSetFor, type PinnedOptions } from './pinned.ts';

export const PUBLIC_CREEDS_URL = PINNED_CONFESSIONS.baseUrl;
export const LOCAL_CREEDS_DIR = '../shared/confessions';

export interface CreedsAccess extends PinnedOptions {
  /** Reads a file of a folder source; without it a folder source is refused. */
  readText?: (file: string) => Promise<string>;
}

/** The parsed JSON of `fileName` from `source`; errors say which file, where, and what to set. */
export async function readCreedsDocument(source: string, fileName: string, access: CreedsAccess = {}): Promise<unknown> {
  const pinned = pinnedSetFor(source);
  if (pinned) return JSON.parse(new TextDecoder().decode(await pinnedFile(pinned, fileName, access)));
  if (isUrl(source)) {
    const url = new URL(fileName, source.endsWith('/') ? source : `${source}/`);
    let response: Response;
    try {
      response = await (access.fetchImpl ?? fetch)(url);
    } catch (error) {
      throw new Error(`Could not fetch ${url}: ${(error as Error).message}. Check the network or set CONFESSIONS_SOURCE to a local folder.`);
    }
    if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status} ${response.statusText}; check CONFESSIONS_SOURCE.`);
    try {
      return await response.json();
    } catch {
      throw new Error(`${url} is not JSON; check CONFESSIONS_SOURCE.`);
    }
  }
  const file = `${source.replace(/\/+$/, '')}/${fileName}`;
  if (!access.readText) throw new Error(`CONFESSIONS_SOURCE is a folder (${source}), which cannot be read here: set it to an http(s) address.`);
  let text: string;
  try {
    text = await access.readText(file);
  } catch (error) {
    throw new Error(`Could not read ${file}: ${(error as Error).message}. Set CONFESSIONS_SOURCE to the folder (or URL) holding ${fileName}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}
