export const DOWNLOAD_STARTED_MESSAGE = 'Download started';
const MAX_NAME_LENGTH = 100;
const FALLBACK_NAME = 'devotional';

/**
 * The downloaded file is named after the devotional's title with .mp3. Only letters,
 * digits, spaces, hyphens and underscores survive, so the name is valid on every operating
 * system and needs no quoting: accents are folded ("Émoi" -> "Emoi"), apostrophes dropped
 * ("God's" -> "Gods") and any other mark becomes a single space.
 */
export function downloadFileName(title: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return `${safe || FALLBACK_NAME}.mp3`;
}
