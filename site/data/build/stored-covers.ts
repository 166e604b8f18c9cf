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

export const CHECKED_DAYS = 14;

export type StoredCoverState = 'shown' | 'blank' | 'missing';

const states = new Map<string, Promise<StoredCoverState>>();

function pictureType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function readState(url: string, fetchPicture: typeof fetch): Promise<StoredCoverState> {
  let response: Response;
  try {
    response = await fetchPicture(url, { signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    console.warn(`[site] cover ${url} could not be read (${(error as Error).message}): shown as stored.`);
    return 'shown';
  }
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

/** What the stored cover at `url` is, read once per build. */
export function storedCoverState(url: string, fetchPicture: typeof fetch = fetch): Promise<StoredCoverState> {
  let state = states.get(url);
  if (!state) {
    state = readState(url, fetchPicture);
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
