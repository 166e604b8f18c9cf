/**
 * Stored covers the build is about to show, checked for a blank picture (lib/covers/blank-cover.ts): a cover once
 * went out as an empty frame on the home page's hero and on today's card. A blank or missing cover is replaced by
 * the devotional's art from the style rules (lib/covers/fallback-art.ts); the titled link-preview cover by the
 * site's default picture (previewImage).
 *
 * Only the newest CHECKED_DAYS of each edition are read (the home page, today's card and oEmbed, the week kept
 * offline), since reading every cover of a ten-year archive at each build would cost minutes; covers stored since
 * the console refuses blank ones, and the seed's, cannot be blank. Only PNG and JPEG are read (resvg decodes them);
 * a cover that cannot be fetched for another reason than 404 is kept, with a warning, rather than guessed at.
 */
import { isBlankCover } from '@lib/covers/blank-cover.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { buildCoverStates, type CoverStates } from './cover-states.ts';

export const CHECKED_DAYS = 14;

export type StoredCoverState = 'shown' | 'blank' | 'missing';

const states = new Map<string, Promise<StoredCoverState>>();

function pictureType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Checks the stored cover at `url` (each time it is called: storedCoverState keeps the answer for the build). */
export async function checkStoredCover(url: string, fetchPicture: typeof fetch, known: CoverStates | null): Promise<StoredCoverState> {
  // A picture the last build checked is asked for only if it changed since (its ETag): the answer is then a 304.
  const last = known?.get(url);
  let response: Response;
  try {
    response = await fetchPicture(url, { signal: AbortSignal.timeout(20_000), headers: last ? { 'If-None-Match': last.etag } : {} });
  } catch (error) {
    console.warn(`[site] cover ${url} could not be read (${(error as Error).message}): shown as stored.`);
    return 'shown';
  }
  if (response.status === 304 && last) {
    known!.keep(url, last);
    return last.state;
  }
  const state = await stateOf(url, response);
  const etag = response.headers.get('etag');
  if (etag && response.ok) known?.keep(url, { etag, state });
  return state;
}

async function stateOf(url: string, response: Response): Promise<StoredCoverState> {
  if (response.status === 404 || response.status === 410) return 'missing';
  if (!response.ok) {
    console.warn(`[site] cover ${url} answered ${response.status}: shown as stored.`);
    return 'shown';
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = pictureType(bytes);
  if (!type) return 'shown';
  const raster = await nodeCoverRasterizer();
  if (!isBlankCover(raster.samplePixels(bytes, type))) return 'shown';
  console.warn(`[site] cover ${url} is blank: the devotional's art from the style rules is shown instead.`);
  return 'blank';
}

/**
 * What the stored cover at `url` is, read once per build. `known`: what the last builds found (./cover-states.ts);
 * by default the build cache's, when the build names one.
 */
export function storedCoverState(url: string, fetchPicture: typeof fetch = fetch, known: CoverStates | null = buildCoverStates()): Promise<StoredCoverState> {
  let state = states.get(url);
  if (!state) {
    state = checkStoredCover(url, fetchPicture, known);
    states.set(url, state);
  }
  return state;
}

/**
 * The stored cover when it can be shown, else `fallback` (the art, or null for the default preview picture). No
 * stored cover stays none: the pages have their own picture for a devotional without one.
 */
export async function shownCover(url: string | null, fallback: string | null, fetchPicture?: typeof fetch): Promise<string | null> {
  if (!url) return null;
  return (await storedCoverState(url, fetchPicture)) === 'shown' ? url : fallback;
}
