/**
 * Narration in Node (the seed, the bench, tests): the espeak-ng data read from node_modules, the provider chosen
 * from the environment, and a disk cache of finished MP3s keyed by a hash of (engine id, voice, script). A first
 * seed on a machine pays for the synthesis (about 10× faster than real time on 2 shared cores: ~50 s a voice
 * for a 1,500-word devotional); every later seed, test stack and `npm start` reads the cache in milliseconds.
 * The cache lives in node_modules/.cache/rd-narration/ (NARRATION_CACHE_DIR to move it; removing it is safe).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { espeakProvider } from './espeak.ts';
import { speechApiConfigFromEnv, speechApiProvider } from './openai-speech.ts';
import type { NarrationProvider } from './provider.ts';
import type { NarrationVoice } from './voices.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_NARRATION_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/rd-narration');

/** The espeak-ng voice data (espeak-ng.data) as bytes. */
export async function readEspeakData(): Promise<ArrayBuffer> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@echogarden/espeak-ng-emscripten')), 'espeak-ng.data');
  const bytes = await readFile(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The hosted voice when TTS_BASE_URL (and the other TTS_* settings) are set, else espeak-ng. */
export function narrationProviderFromEnv(env: Record<string, string | undefined> = process.env): NarrationProvider {
  const config = speechApiConfigFromEnv(env);
  return config ? speechApiProvider(config) : espeakProvider(readEspeakData);
}

export function narrationCacheKey(providerId: string, voice: NarrationVoice, text: string): string {
  return createHash('sha256').update(`${providerId}\n${voice}\n${text}`).digest('hex');
}

export interface CachedNarration {
  mp3: Uint8Array;
  /** True when the MP3 came from the cache. */
  cached: boolean;
}

/** Narrates through the cache: a hit is read from disk, a miss is narrated and then stored. */
export function cachedNarrator(provider: NarrationProvider, cacheDir = process.env.NARRATION_CACHE_DIR || DEFAULT_NARRATION_CACHE_DIR) {
  return async function narrate(text: string, voice: NarrationVoice): Promise<CachedNarration> {
    const file = path.join(cacheDir, `${narrationCacheKey(provider.id, voice, text)}.mp3`);
    try {
      return { mp3: new Uint8Array(await readFile(file)), cached: true };
    } catch {
      // not cached yet
    }
    const mp3 = await provider.narrate(text, voice);
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, mp3);
    await rename(temporary, file);
    return { mp3, cached: false };
  };
}
