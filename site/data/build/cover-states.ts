/**
 * What the last builds found each checked cover to be (./stored-covers.ts), by its address, with the ETag its storage
 * answered: a build asks for a picture it already checked with If-None-Match and, on a 304, keeps the state without
 * downloading and decoding it again. A picture replaced at the same address has another ETag, so it is checked
 * again. Kept in the build cache (SITE_CACHE_DIR) as cover-states.json, holding the covers the latest build checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredCoverState } from './stored-covers.ts';
import { writeJsonFile } from './json-file.ts';

export interface KnownCover {
  etag: string;
  state: StoredCoverState;
}

export interface CoverStates {
  get(url: string): KnownCover | undefined;
  /** Records the cover as this build found it, for the next build. */
  keep(url: string, known: KnownCover): void;
}

const STATES: readonly StoredCoverState[] = ['shown', 'blank', 'missing'];

function isKnown(value: unknown): value is KnownCover {
  const known = value as Partial<KnownCover> | null;
  return typeof known?.etag === 'string' && STATES.includes(known.state as StoredCoverState);
}

/** The states kept in `file`; an unreadable file is an empty record. */
export function coverStatesIn(file: string): CoverStates {
  let previous = new Map<string, KnownCover>();
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    previous = new Map(Object.entries(stored).filter((entry): entry is [string, KnownCover] => isKnown(entry[1])));
  } catch {
    // None yet: every cover is read.
  }
  const current = new Map<string, KnownCover>();
  return {
    get: (url) => previous.get(url),
    keep(url, known) {
      current.set(url, known);
      // A few dozen covers a build: written whole each time.
      writeJsonFile(file, Object.fromEntries(current));
    },
  };
}

let states: CoverStates | null | undefined;

/** The build cache's record, when the build names its cache folder (SITE_CACHE_DIR); none otherwise. */
export function buildCoverStates(env: Record<string, string | undefined> = process.env): CoverStates | null {
  if (states === undefined) states = env.SITE_CACHE_DIR ? coverStatesIn(path.join(env.SITE_CACHE_DIR, 'cover-states.json')) : null;
  return states;
}
