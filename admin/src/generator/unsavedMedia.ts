/**
 * The generator's narration and covers before a save keeps them (./GeneratorPage.tsx): their object URLs are let go
 * when they are replaced or the screen closes, and a hosted narration's files, stored by the function before any
 * devotional names them, are removed unless a save kept them, so storage never holds files no devotional names.
 */
import { AUDIO_BUCKET, type Narration } from './generateNarration.ts';
import type { GeneratedCover } from './generateCovers.ts';
import type { StoredObject } from './storeGeneratedMedia.ts';

export function revokeNarration(narration: Narration | null) {
  if (narration) for (const audio of Object.values(narration)) URL.revokeObjectURL(audio.playUrl);
}

/** Hosted covers are data URLs, which need no revoking; local ones are object URLs. */
export function revokeCovers(covers: GeneratedCover[] | null) {
  for (const cover of covers ?? []) if (cover.previewUrl.startsWith('blob:')) URL.revokeObjectURL(cover.previewUrl);
}

/** Files the hosted narrator stored that no saved devotional names yet. */
export function unsavedHostedAudio(narration: Narration | null): StoredObject[] {
  return narration ? Object.values(narration).flatMap((a) => (a.storedName ? [{ bucket: AUDIO_BUCKET, name: a.storedName }] : [])) : [];
}

/** The narration after a failed save removed its hosted files: the bytes stay, so the next save stores them again. */
export function withoutStoredFiles(narration: Narration): Narration {
  return { male: { ...narration.male, storedName: null }, female: { ...narration.female, storedName: null } };
}
