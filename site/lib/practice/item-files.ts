/**
 * The build's practice item files: /practice/items/index.json (the collections) and /practice/items/<collection>.json
 * (their items), under /nl/ and /es/ for those editions. Fetched on demand, once per page, from the page's edition
 * (its `<html lang>`); the offline service worker keeps each one the learner opened.
 */
import type { PracticeItem } from '@lib/practice/types.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { itemCollection } from '@lib/practice/item-key.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { pageLanguage } from './page-language.ts';

export type CollectionKind = 'verses' | 'catechism' | 'creed';

export interface CollectionSummary {
  collection: string;
  title: string;
  kind: CollectionKind;
  /** Its items' language when it is not English. */
  language?: Locale;
  count: number;
}

export interface Collection {
  collection: string;
  title: string;
  kind: CollectionKind;
  language?: Locale;
  items: PracticeItem[];
}

/** An item file the page could not read: the page says so in its own words, with the status. */
export class ItemFilesError extends Error {
  constructor(readonly status: number) {
    super(`The practice items could not be loaded (${status}); try again when you are online.`);
    this.name = 'ItemFilesError';
  }
}

/** The page's edition's item files: /practice/items/ in English, /nl/practice/items/ in Dutch. */
function itemsPath(): string {
  return localePath(pageLanguage(), '/practice/items/');
}

const loaded = new Map<string, Promise<Collection | null>>();
let index: Promise<CollectionSummary[]> | null = null;

async function readJson<T>(path: string): Promise<T | null> {
  const response = await fetch(path);
  if (response.status === 404) return null;
  if (!response.ok) throw new ItemFilesError(response.status);
  return (await response.json()) as T;
}

export function collectionIndex(): Promise<CollectionSummary[]> {
  index ??= readJson<{ collections: CollectionSummary[] }>(`${itemsPath()}index.json`).then((file) => file?.collections ?? []);
  index.catch(() => (index = null));
  return index;
}

/** A collection's items, or null when the build has no such collection. */
export function collection(name: string): Promise<Collection | null> {
  let file = loaded.get(name);
  if (!file) {
    file = readJson<Collection>(`${itemsPath()}${encodeURIComponent(name)}.json`);
    loaded.set(name, file);
    file.catch(() => loaded.delete(name));
  }
  return file;
}

/** The items behind `keys`, loading only the collections they live in; keys the build does not know are left out. */
export async function itemsByKey(keys: Iterable<string>): Promise<Map<string, PracticeItem>> {
  const wanted = new Set(keys);
  const names = new Set([...wanted].map(itemCollection).filter((name): name is string => name !== null));
  const files = await Promise.all([...names].map((name) => collection(name)));
  const found = new Map<string, PracticeItem>();
  for (const file of files) for (const item of file?.items ?? []) if (wanted.has(item.key)) found.set(item.key, item);
  return found;
}
