/**
 * The sources as Node reads them (the seed, the build, the bench, supabase/local's Bible text service): folders on disk,
 * defaults relative to the project root, and downloads kept in SOURCES_CACHE_DIR (default .data/sources, beside the
 * local database, ignored by git). Node only: Edge Functions import pinned.ts and creeds.ts, never this file.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_CREEDS_DIR, PUBLIC_CREEDS_URL, readCreedsDocument as readCreeds } from './creeds.ts';
import { createKjvSource as createKjv, DEFAULT_KJV_SOURCE, type KjvSource } from './kjv.ts';
import { createBsbSource as createBsb, DEFAULT_BSB_SOURCE, folderText, type BibleSource } from './bsb.ts';
import { createEditionSource as createEdition, EDITION_SOURCES, type EditionBibleId, type EditionSource } from './editions.ts';
import { DEFAULT_CONFESSIONS_NL_SOURCE, readDutchHeidelberg } from './creeds-nl.ts';
import type { CompletedCatechism } from '../confessions/heidelberg-nl.ts';
import { PINNED_BSB, PINNED_CONFESSIONS_NL, PINNED_KJV, type PinnedSet, type SourceCache } from './pinned.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function fromRoot(relativeOrAbsolute: string): string {
  return path.resolve(PROJECT_ROOT, relativeOrAbsolute);
}

/** SOURCES_CACHE_DIR, default .data/sources. */
export function sourcesCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return fromRoot(env.SOURCES_CACHE_DIR || '.data/sources');
}

/** Pinned files under `dir`/<owner+name>/<commit>/, written whole (a rename) so a broken download never stays. */
export function diskCache(dir: string = sourcesCacheDir()): SourceCache {
  const fileFor = (set: PinnedSet, fileName: string) => path.join(dir, set.repository.replace('/', '+'), set.commit, fileName);
  return {
    where: dir,
    async read(set, fileName) {
      return readFile(fileFor(set, fileName)).catch(() => null);
    },
    async write(set, fileName, bytes) {
      const file = fileFor(set, fileName);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
  };
}

const readText = (file: string) => readFile(file, 'utf8');

/** A file on disk, or an http(s) address (a folder source served over HTTP). */
const readSourceText = folderText(readText);

export function defaultConfessionsSource(): string {
  const local = fromRoot(LOCAL_CREEDS_DIR);
  return existsSync(local) ? local : PUBLIC_CREEDS_URL;
}

export function confessionsSourceFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONFESSIONS_SOURCE || defaultConfessionsSource();
}

/** A Creeds.json document from a folder (relative to the project root), a URL or the pinned set. */
export function readCreedsDocument(source: string, fileName: string): Promise<unknown> {
  const local = /^https?:\/\//i.test(source) ? source : fromRoot(source);
  return readCreeds(local, fileName, { readText, cache: diskCache() });
}

export function kjvSourceFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.KJV_SOURCE) return /^https?:\/\//i.test(env.KJV_SOURCE) ? env.KJV_SOURCE : fromRoot(env.KJV_SOURCE);
  const local = fromRoot(DEFAULT_KJV_SOURCE);
  return existsSync(local) ? local : PINNED_KJV.baseUrl;
}

export function createKjvSource(dir: string): KjvSource {
  return createKjv(dir, { readText, cache: diskCache() });
}

export type { KjvSource } from './kjv.ts';

/**
 * BSB_SOURCE, else ../shared/bsb when it exists, else the pinned public text. `root` is the project root paths are
 * relative to: the site's build passes its working directory, because Astro bundles this file elsewhere.
 */
export function bsbSourceFromEnv(env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): string {
  if (env.BSB_SOURCE) return /^https?:\/\//i.test(env.BSB_SOURCE) ? env.BSB_SOURCE : path.resolve(root, env.BSB_SOURCE);
  const local = path.resolve(root, DEFAULT_BSB_SOURCE);
  return existsSync(local) ? local : PINNED_BSB.baseUrl;
}

/** The BSB from a folder or the pinned public text (downloaded once into SOURCES_CACHE_DIR, relative to `root`). */
export function createBsbSource(source: string = bsbSourceFromEnv(), root: string = PROJECT_ROOT): BibleSource {
  return createBsb(source, { readText: readSourceText, cache: diskCache(path.resolve(root, process.env.SOURCES_CACHE_DIR || '.data/sources')) });
}

export type { BibleSource } from './bsb.ts';

/**
 * STATENVERTALING_SOURCE or REINA_VALERA_SOURCE, else ../shared/statenvertaling or ../shared/reina-valera-1909 when
 * it exists, else the pinned public module. `root` as for bsbSourceFromEnv.
 */
export function editionSourceFromEnv(bible: EditionBibleId, env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): string {
  const place = EDITION_SOURCES[bible];
  const set = env[place.env];
  if (set) return /^https?:\/\//i.test(set) ? set : path.resolve(root, set);
  const local = path.resolve(root, place.defaultFolder);
  return existsSync(local) ? local : place.pinned.baseUrl;
}

/** The Statenvertaling or the Reina-Valera 1909 from a folder or the pinned public module (downloaded once into SOURCES_CACHE_DIR). */
export function createEditionSource(bible: EditionBibleId, source: string = editionSourceFromEnv(bible), root: string = PROJECT_ROOT): EditionSource {
  return createEdition(bible, source, { readText: readSourceText, cache: diskCache(path.resolve(root, process.env.SOURCES_CACHE_DIR || '.data/sources')) });
}

export type { EditionBibleId, EditionSource } from './editions.ts';

/** CONFESSIONS_NL_SOURCE, else ../shared/confessions-nl when it exists, else the pinned public XML. */
export function confessionsNlSourceFromEnv(env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): string {
  if (env.CONFESSIONS_NL_SOURCE)
    return /^https?:\/\//i.test(env.CONFESSIONS_NL_SOURCE) ? env.CONFESSIONS_NL_SOURCE : path.resolve(root, env.CONFESSIONS_NL_SOURCE);
  const local = path.resolve(root, DEFAULT_CONFESSIONS_NL_SOURCE);
  return existsSync(local) ? local : PINNED_CONFESSIONS_NL.baseUrl;
}

/** The Dutch Heidelberg Catechism, question 92 completed from the Statenvertaling (both from their settings). */
export function readDutchHeidelbergFromEnv(env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): Promise<CompletedCatechism> {
  const cache = diskCache(path.resolve(root, env.SOURCES_CACHE_DIR || '.data/sources'));
  return readDutchHeidelberg(
    confessionsNlSourceFromEnv(env, root),
    { readText: readSourceText, cache },
    createEditionSource('sv', editionSourceFromEnv('sv', env, root), root),
  );
}
