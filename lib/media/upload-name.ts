/**
 * Object names for devotional media uploads: `{devotional id}/{kind}-{random UUID}.{ext}`.
 * The buckets are public and readable by URL, so a name must not be guessable: an unreleased devotional's
 * audio or cover must not be found before its date by trying names (architecture: release gating).
 */

export type MediaKind = 'audio-male' | 'audio-female' | 'cover';

const EXTENSION = /\.([a-z0-9]{1,8})$/i;

const FALLBACK_EXTENSION: Record<MediaKind, string> = { 'audio-male': 'mp3', 'audio-female': 'mp3', cover: 'png' };

export function mediaObjectName(devotionalId: string, kind: MediaKind, fileName: string, uuid: string = crypto.randomUUID()): string {
  const ext = (EXTENSION.exec(fileName)?.[1] ?? FALLBACK_EXTENSION[kind]).toLowerCase();
  return `${devotionalId}/${kind}-${uuid}.${ext}`;
}

export const MEDIA_BUCKET: Record<MediaKind, 'devotional-audio' | 'devotional-images'> = {
  'audio-male': 'devotional-audio',
  'audio-female': 'devotional-audio',
  cover: 'devotional-images',
};
