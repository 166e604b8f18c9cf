/**
 * Where the confession importer reads Creeds.json documents: `CONFESSIONS_SOURCE`, a directory or an http(s)
 * base URL holding files with the Creeds.json names. Without it: `../shared/confessions` when that folder
 * exists (this machine, tests, local runs), else the public Creeds.json `creeds/` folder at a pinned commit, each
 * file checked against its checksum and cached after the first download (pinned-source.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRoot } from './paths.ts';
import { PINNED_CONFESSIONS, pinnedFile, pinnedSetFor } from './pinned-source.ts';

export const PUBLIC_CREEDS_URL = PINNED_CONFESSIONS.baseUrl;
export const LOCAL_CREEDS_DIR = '../shared/confessions';

export function defaultConfessionsSource(): string {
  const local = fromRoot(LOCAL_CREEDS_DIR);
  return existsSync(local) ? local : PUBLIC_CREEDS_URL;
}

export function confessionsSourceFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONFESSIONS_SOURCE || defaultConfessionsSource();
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** The parsed JSON of `fileName` from `source`; errors say which file, where, and what to set. */
export async function readCreedsDocument(source: string, fileName: string): Promise<unknown> {
  const pinned = pinnedSetFor(source);
  if (pinned) return JSON.parse((await pinnedFile(pinned, fileName)).toString('utf8'));
  if (isUrl(source)) {
    const url = new URL(fileName, source.endsWith('/') ? source : `${source}/`);
    let response: Response;
    try {
      response = await fetch(url);
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
  const file = path.join(fromRoot(source), fileName);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Could not read ${file}: ${(error as Error).message}. Set CONFESSIONS_SOURCE to the folder (or URL) holding ${fileName}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}
