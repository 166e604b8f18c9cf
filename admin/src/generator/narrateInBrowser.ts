/**
 * The default narrator: espeak-ng in the admin's own browser, in a Web Worker (lib/narration/worker.ts).
 * Why here and not in a Supabase function: hosted Edge Functions get a CPU budget of a few seconds per request,
 * while synthesising and MP3-encoding a 1,000–1,200-word devotional takes tens of seconds of CPU. The admin's
 * browser has no such limit, needs no server or key, and works the same locally and in production. The voice data
 * (espeak-ng.data, about 24 MB) is a build asset fetched once and then cached by the browser.
 */
import espeakDataUrl from '@echogarden/espeak-ng-emscripten/espeak-ng.data?url';
import type { NarrationRequest, NarrationResponse } from '@lib/narration/worker.ts';
import type { NarrationVoice } from '@lib/narration/voices.ts';

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void }>();

function narrationWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../../../lib/narration/worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<NarrationResponse>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (!waiting) return;
    if ('mp3' in data) waiting.resolve(data.mp3);
    else waiting.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    // A worker that cannot start fails every request in flight; the next request starts a new one.
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The narration worker stopped'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** The MP3 of `text` in `voice`. */
export function narrateInBrowser(text: string, voice: NarrationVoice): Promise<Uint8Array> {
  const id = nextId++;
  const dataUrl = new URL(espeakDataUrl, window.location.href).href;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    narrationWorker().postMessage({ id, text, voice, dataUrl } satisfies NarrationRequest);
  });
}
