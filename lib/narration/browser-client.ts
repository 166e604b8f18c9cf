/**
 * The page's side of the narration worker (./worker.ts): one client for the console's generator and the reader
 * site's /practice Listen. It starts the worker on the first request, matches each answer to its request by id, and
 * when the worker fails (it could not start, or it crashed) it fails every request in flight and lets the next
 * request start a new worker.
 * The worker itself is started by the caller, because each bundler (the console's Vite, the site's Astro) must see
 * `new Worker(new URL('…/lib/narration/worker.ts', import.meta.url), { type: 'module' })` in its own code to ship it.
 */
import type { NarrationRequest, NarrationResponse } from './worker.ts';
import type { NarrationLanguage, NarrationVoice } from './voices.ts';

/** What the client needs of a Web Worker; a real `Worker` is one. */
export interface NarrationWorker {
  postMessage(request: NarrationRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<NarrationResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface BrowserNarrationOptions {
  /** Starts a narration worker: on the first request, and again after one has failed. */
  startWorker: () => NarrationWorker;
  /**
   * Where the worker fetches the voice data (espeak-ng.data), absolute or relative to the page. It may reject with
   * the message a person should see (for example when the site was built without the voice); nothing is started then.
   */
  voiceDataUrl: () => string | Promise<string>;
  /** What requests in flight fail with when the worker stops without saying why. */
  stoppedMessage: string;
}

export interface BrowserNarrationClient {
  /** The MP3 of `text` in `voice`, spoken as `language` (default English). */
  narrate(text: string, voice: NarrationVoice, language?: NarrationLanguage): Promise<Uint8Array>;
}

type Waiting = { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void };

export function browserNarrationClient(options: BrowserNarrationOptions): BrowserNarrationClient {
  let worker: NarrationWorker | null = null;
  let nextId = 0;
  const pending = new Map<number, Waiting>();

  function narrationWorker(): NarrationWorker {
    if (worker) return worker;
    const started = options.startWorker();
    started.onmessage = ({ data }) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if ('mp3' in data) waiting.resolve(data.mp3);
      else waiting.reject(new Error(data.error));
    };
    started.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || options.stoppedMessage));
      pending.clear();
      started.terminate();
      if (worker === started) worker = null;
    };
    worker = started;
    return started;
  }

  return {
    async narrate(text, voice, language) {
      // The worker runs at another address than the page, so it is given an absolute one.
      const dataUrl = new URL(await options.voiceDataUrl(), globalThis.location?.href).href;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        narrationWorker().postMessage({ id, text, voice, ...(language ? { language } : {}), dataUrl } satisfies NarrationRequest);
      });
    },
  };
}
