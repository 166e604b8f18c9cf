/**
 * Names of devotional media in storage: `{devotional id}/{kind}-{random UUID}.{ext}`.
 *
 * The media buckets are public (the static site links covers and recordings by URL), and a public bucket serves
 * any object to whoever knows its name. So a name must not be guessable from anything a reader can know before
 * the devotional is released: not the slug, the title or the date. The random part makes an unreleased
 * devotional's cover or narration unreachable until its page (and with it the URL) is published; listing the
 * buckets is admin-only (storage policies). The devotional id as folder keeps one devotional's files together
 * for the admin, and is itself unguessable.
 */

/** What a file is to its devotional. */
export const MEDIA_KINDS = ['cover', 'cover-card', 'audio', 'audio-male', 'audio-female'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export interface MediaObjectName {
  devotionalId: string;
  kind: MediaKind;
  random: string;
  extension: string;
}

/**
 * The object name for a new upload. `extension` may carry a leading dot and any case ("PNG", ".mp3").
 * `randomId` is for tests; uploads take the default, a fresh crypto-random UUID.
 */
export function mediaObjectName(devotionalId: string, kind: MediaKind, extension: string, randomId: string = globalThis.crypto.randomUUID()): string {
  if (!UUID.test(devotionalId)) throw new Error(`A media file belongs to a devotional id (a UUID), not "${devotionalId}"`);
  if (!MEDIA_KINDS.includes(kind)) throw new Error(`Unknown media kind "${kind}": use one of ${MEDIA_KINDS.join(', ')}`);
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`"${extension}" is not a file extension`);
  if (!UUID.test(randomId)) throw new Error('The random part of a media name must be a UUID');
  return `${devotionalId.toLowerCase()}/${kind}-${randomId.toLowerCase()}.${ext}`;
}

/** The parts of a name made by mediaObjectName, or null for any other name (legacy or foreign files). */
export function parseMediaObjectName(name: string): MediaObjectName | null {
  const match = /^([0-9a-f-]{36})\/([a-z-]+)-([0-9a-f-]{36})\.([a-z0-9]{1,8})$/.exec(name);
  if (!match) return null;
  const [, devotionalId, kind, random, extension] = match;
  if (!UUID.test(devotionalId) || !UUID.test(random) || !MEDIA_KINDS.includes(kind as MediaKind)) return null;
  return { devotionalId, kind: kind as MediaKind, random, extension };
}

/** The bucket each kind of media is stored in. */
export const MEDIA_BUCKET: Record<MediaKind, 'devotional-audio' | 'devotional-images'> = {
  cover: 'devotional-images',
  'cover-card': 'devotional-images',
  audio: 'devotional-audio',
  'audio-male': 'devotional-audio',
  'audio-female': 'devotional-audio',
};

/** The extension to store an uploaded file under: its own ("Narration.MP3" → "mp3"), else the kind's usual one. */
export function uploadExtension(fileName: string, kind: MediaKind): string {
  const own = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  if (own) return own.toLowerCase();
  return MEDIA_BUCKET[kind] === 'devotional-audio' ? 'mp3' : 'png';
}

/**
 * The object name inside `bucket` of one of that bucket's public URLs
 * (`…/storage/v1/object/public/{bucket}/{name}`), or null for any other URL (blob:, data:, another bucket or host path).
 */
export function objectNameFromPublicUrl(url: string, bucket: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = pathname.indexOf(marker);
  if (at < 0) return null;
  const name = decodeURIComponent(pathname.slice(at + marker.length));
  return name && !name.split('/').includes('..') ? name : null;
}
