/**
 * Listen on /practice: espeak-ng speaks a verse or an answer in the learner's browser, in the narration worker the
 * admin's generator uses (lib/narration/worker.ts). Nothing loads until the first press: then the voice data's
 * address and size come from /practice/voice.json (see scripts/static/practice-voice.ts), and the worker fetches the
 * data once; the browser's cache keeps it for later visits.
 */
import type { NarrationRequest, NarrationResponse } from '@lib/narration/worker.ts';

export interface VoiceData {
  url: string;
  bytes: number;
}

let voice: Promise<VoiceData | null> | null = null;
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void }>();

/** The voice data's address and size, or null when this build has none. */
export function voiceData(): Promise<VoiceData | null> {
  voice ??= fetch('/practice/voice.json')
    .then((response) => (response.ok ? (response.json() as Promise<VoiceData>) : null))
    .catch(() => null);
  void voice.then((found) => {
    if (!found) voice = null;
  });
  return voice;
}

/** "23 MB": the size a learner is told before the first download. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_000_000)} MB`;
}

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
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The voice stopped'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** The spoken `text` as an MP3. */
export async function speak(text: string): Promise<Uint8Array> {
  const data = await voiceData();
  if (!data) throw new Error('Listening is not available on this site.');
  const id = nextId++;
  const dataUrl = new URL(data.url, window.location.href).href;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    narrationWorker().postMessage({ id, text, voice: 'female', dataUrl } satisfies NarrationRequest);
  });
}
