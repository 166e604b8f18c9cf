/**
 * Narration in Node (the seed, the bench, tests): the espeak-ng data read from node_modules, the provider chosen
 * from the environment, and a disk cache of finished MP3s keyed by a hash of (engine id, voice, language, script). A first
 * seed on a machine pays for the synthesis (12–50× faster than real time per thread on 2 shared cores, depending
 * on their load: 8–30 s a voice for a 1,250-word devotional; the seed and `npm start` use a pool of worker threads,
 * ./node-pool.ts); every later seed, test stack and `npm start` reads the cache in milliseconds.
 * The cache lives in node_modules/.cache/rd-narration/ (NARRATION_CACHE_DIR to move it; removing it is safe).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESPEAK_ENGINE_ID } from './espeak.ts';
import { narrationWorkerPool, type NarrationPool } from './node-pool.ts';
import { speechApiConfigFromEnv, speechApiProvider } from './openai-speech.ts';
import type { NarrationProvider } from './provider.ts';
import { DEFAULT_NARRATION_LANGUAGE, type NarrationLanguage, type NarrationVoice } from './voices.ts';

export { readEspeakData } from './espeak-data.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_NARRATION_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/rd-narration');

/** A provider that holds threads until closed. */
export interface ClosableNarrationProvider extends NarrationProvider {
  /** Parallel narrations worth asking for at once (the pool's threads; 2 for a hosted voice). */
  readonly parallel: number;
  close(): Promise<void>;
}

/**
 * What the seed and `npm start` narrate with: the hosted voice when configured, else espeak-ng on a pool of
 * worker threads (./node-pool.ts; `workers` default NARRATION_WORKERS or the cores). Same id as the plain
 * provider, so the narration cache serves both.
 */
export function pooledNarrationProviderFromEnv(env: Record<string, string | undefined> = process.env, workers?: number): ClosableNarrationProvider {
  const config = speechApiConfigFromEnv(env);
  if (config) return { ...speechApiProvider(config), parallel: 2, close: async () => {} };
  const pool: NarrationPool = narrationWorkerPool(workers);
  return { id: ESPEAK_ENGINE_ID, parallel: pool.size, narrate: (text, voice, language) => pool.narrate(text, voice, language), close: () => pool.close() };
}

/** English keys are as they were before the editions, so an existing cache still serves them. */
export function narrationCacheKey(providerId: string, voice: NarrationVoice, text: string, language: NarrationLanguage = DEFAULT_NARRATION_LANGUAGE): string {
  const spoken = language === DEFAULT_NARRATION_LANGUAGE ? voice : `${voice}:${language}`;
  return createHash('sha256').update(`${providerId}\n${spoken}\n${text}`).digest('hex');
}

export interface CachedNarration {
  mp3: Uint8Array;
  /** True when the MP3 came from the cache. */
  cached: boolean;
}

/** Narrates through the cache: a hit is read from disk, a miss is narrated and then stored. */
export function cachedNarrator(provider: NarrationProvider, cacheDir = process.env.NARRATION_CACHE_DIR || DEFAULT_NARRATION_CACHE_DIR) {
  return async function narrate(text: string, voice: NarrationVoice, language: NarrationLanguage = DEFAULT_NARRATION_LANGUAGE): Promise<CachedNarration> {
    const file = path.join(cacheDir, `${narrationCacheKey(provider.id, voice, text, language)}.mp3`);
    try {
      return { mp3: new Uint8Array(await readFile(file)), cached: true };
    } catch {
      // not cached yet
    }
    const mp3 = await provider.narrate(text, voice, language);
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, mp3);
    await rename(temporary, file);
    return { mp3, cached: false };
  };
}
