/**
 * The worker_threads side of the Node narration pool (./node-pool.ts): one espeak-ng engine per thread, so the
 * seed and `npm start` synthesise on every core while the main thread keeps serving the API and the site.
 * Message in: { id, text, voice, language? }; out: { id, mp3 } (the bytes transferred) or { id, error }.
 * Only erasable TypeScript here and in what it imports: the thread runs under Node's own type stripping when the
 * parent was not started through tsx (vitest, Playwright).
 */
import { parentPort } from 'node:worker_threads';
import { espeakProvider } from './espeak.ts';
import { readEspeakData } from './espeak-data.ts';
import type { NarrationLanguage, NarrationVoice } from './voices.ts';

export interface PoolRequest {
  id: number;
  text: string;
  voice: NarrationVoice;
  language?: NarrationLanguage;
}
export type PoolResponse = { id: number; mp3: Uint8Array } | { id: number; error: string };

const provider = espeakProvider(readEspeakData);
const port = parentPort;
if (!port) throw new Error('lib/narration/node-worker.ts runs as a worker thread (see node-pool.ts)');

port.on('message', async (request: PoolRequest) => {
  try {
    const mp3 = await provider.narrate(request.text, request.voice, request.language);
    port.postMessage({ id: request.id, mp3 } satisfies PoolResponse, [mp3.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error).message } satisfies PoolResponse);
  }
});
