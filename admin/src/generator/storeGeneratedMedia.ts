/**
 * At Save as Draft, the generated media go to storage under the devotional's id (lib/media/object-name.ts): both
 * narrations in devotional-audio, the chosen cover in devotional-images at 1200×630 (link previews) and 1080×1080
 * (cards). Only then is the devotional saved, so a failed save can remove exactly what was written for it
 * (removeStoredObjects) and storage holds nothing that no devotional names.
 */
import { MEDIA_BUCKET, mediaObjectName } from '@lib/media/object-name.ts';
import { NARRATION_VOICES } from '@lib/narration/voices.ts';
import { BLANK_COVER_MESSAGE } from '@lib/covers/blank-cover.ts';
import { isBlankPicture } from '@lib/covers/picture-pixels.ts';
import type { DevotionalMethods } from '../providers/devotionalMethods.ts';
import { coverFile, type GeneratedCover } from './generateCovers.ts';
import type { Narration } from './generateNarration.ts';

export interface StoredObject {
  bucket: string;
  name: string;
}

export interface MediaColumns {
  audio_url_male?: string;
  audio_url_female?: string;
  audio_source_type?: 'ai_generated';
  image_url?: string;
  card_image_url?: string;
  image_source_type?: 'ai_generated';
}

export type StoreResult = { ok: true; columns: MediaColumns; written: StoredObject[] } | { ok: false; message: string; written: StoredObject[] };

type MediaStorage = Pick<DevotionalMethods, 'uploadMedia' | 'mediaUrl'>;

export async function storeGeneratedMedia(
  dataProvider: MediaStorage,
  devotionalId: string,
  narration: Narration | null,
  cover: GeneratedCover | null,
): Promise<StoreResult> {
  const columns: MediaColumns = {};
  const written: StoredObject[] = [];
  const put = async (kind: 'audio-male' | 'audio-female' | 'cover' | 'cover-card', file: Blob, extension: string) => {
    const bucket = MEDIA_BUCKET[kind];
    const name = mediaObjectName(devotionalId, kind, extension);
    const url = await dataProvider.uploadMedia(bucket, name, file);
    written.push({ bucket, name });
    return url;
  };
  try {
    // Both cover files are made and checked before anything is written: a blank cover stores nothing at all.
    const covers = cover && { wide: await coverFile(cover, 'wide'), square: await coverFile(cover, 'square') };
    if (covers && ((await isBlankPicture(covers.wide)) || (await isBlankPicture(covers.square)))) {
      return { ok: false, message: `Failed to save devotional: ${BLANK_COVER_MESSAGE}`, written };
    }
    if (narration) {
      for (const voice of NARRATION_VOICES) {
        const audio = narration[voice];
        const kind = voice === 'male' ? 'audio-male' : 'audio-female';
        let url: string;
        if (audio.storedName) {
          // The hosted narrator stored it already; it is this save's to keep or remove.
          written.push({ bucket: MEDIA_BUCKET[kind], name: audio.storedName });
          url = await dataProvider.mediaUrl(MEDIA_BUCKET[kind], audio.storedName);
        } else url = await put(kind, audio.mp3, 'mp3');
        columns[voice === 'male' ? 'audio_url_male' : 'audio_url_female'] = url;
      }
      columns.audio_source_type = 'ai_generated';
    }
    if (covers) {
      columns.image_url = await put('cover', covers.wide, 'png');
      columns.card_image_url = await put('cover-card', covers.square, 'png');
      columns.image_source_type = 'ai_generated';
    }
    return { ok: true, columns, written };
  } catch (e) {
    return { ok: false, message: `Failed to save devotional: storing the generated media failed (${(e as Error).message}).`, written };
  }
}

/** Removes the objects a failed save wrote; says so when storage refuses, since the files would then be left behind. */
export async function removeStoredObjects(dataProvider: Pick<DevotionalMethods, 'removeMedia'>, objects: StoredObject[]): Promise<string | null> {
  const byBucket = new Map<string, string[]>();
  for (const o of objects) byBucket.set(o.bucket, [...(byBucket.get(o.bucket) ?? []), o.name]);
  const failures: string[] = [];
  for (const [bucket, names] of byBucket) {
    try {
      await dataProvider.removeMedia(bucket, names);
    } catch (error) {
      failures.push(`${bucket}: ${(error as Error).message}`);
    }
  }
  return failures.length ? `The generated files could not be removed from storage (${failures.join('; ')}).` : null;
}
