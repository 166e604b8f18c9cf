/**
 * A Web Worker that narrates in the admin's browser, off the page's main thread, so the generator stays
 * responsive while espeak-ng and the MP3 encoder work (tens of seconds for a long devotional). Message in:
 * { id, text, voice, language?, dataUrl } where dataUrl is where the browser can fetch espeak-ng.data (a bundler's asset URL);
 * message out: { id, mp3 } (the bytes transferred) or { id, error }.
 * Start it with `new Worker(new URL('…/lib/narration/worker.ts', import.meta.url), { type: 'module' })`.
 */
import { espeakProvider } from './espeak.ts';
import type { NarrationProvider } from './provider.ts';
import type { NarrationLanguage, NarrationVoice } from './voices.ts';

export interface NarrationRequest {
  id: number;
  text: string;
  voice: NarrationVoice;
  /** The devotional's (or page's) language; English when absent. */
  language?: NarrationLanguage;
  dataUrl: string;
}
export type NarrationResponse = { id: number; mp3: Uint8Array } | { id: number; error: string };

interface WorkerScope {
  onmessage: ((event: { data: NarrationRequest }) => void) | null;
  postMessage(message: NarrationResponse, transfer?: ArrayBuffer[]): void;
}

const scope = globalThis as unknown as WorkerScope;
let provider: NarrationProvider | null = null;

scope.onmessage = async ({ data }) => {
  try {
    provider ??= espeakProvider(async () => {
      const response = await fetch(data.dataUrl);
      if (!response.ok) throw new Error(`Loading the voice data failed (${response.status})`);
      return response.arrayBuffer();
    });
    const mp3 = await provider.narrate(data.text, data.voice, data.language);
    scope.postMessage({ id: data.id, mp3 }, [mp3.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ id: data.id, error: (error as Error).message });
  }
};
