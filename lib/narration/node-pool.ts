/**
 * A pool of worker threads that narrate with espeak-ng (./node-worker.ts), so narration in Node uses every core
 * and never blocks the main thread (which, under `npm start`, serves the API and the site meanwhile).
 * Jobs run in the order they are asked for; `close()` stops the threads at once and rejects what was pending
 * with a NarrationStopped error, so a caller can tell an intended stop from a failure.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PoolRequest, PoolResponse } from './node-worker.ts';
import type { NarrationLanguage, NarrationVoice } from './voices.ts';

export class NarrationStopped extends Error {
  constructor() {
    super('Narration was stopped');
    this.name = 'NarrationStopped';
  }
}

export interface NarrationPool {
  readonly size: number;
  narrate(text: string, voice: NarrationVoice, language?: NarrationLanguage): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Threads by default: NARRATION_WORKERS, else one per core but one left for the server where there are more than
 * two, and at least one (2 on a 2-core machine: espeak-ng is the only heavy work while the site is up).
 */
export function defaultNarrationWorkers(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.NARRATION_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  const cores = os.availableParallelism();
  return Math.max(1, cores > 2 ? cores - 1 : cores);
}

interface Job {
  id: number;
  text: string;
  voice: NarrationVoice;
  language?: NarrationLanguage;
  resolve(mp3: Uint8Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const WORKER_URL = new URL('./node-worker.ts', import.meta.url);

export function narrationWorkerPool(size = defaultNarrationWorkers()): NarrationPool {
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_URL), job: null };
    slot.worker.on('message', (message: PoolResponse) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      if ('error' in message) job.reject(new Error(message.error));
      else job.resolve(message.mp3);
      dispatch();
    });
    const fail = (error: Error) => {
      const job = slot.job;
      slot.job = null;
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (job) job.reject(closed ? new NarrationStopped() : error);
      if (!closed) dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`A narration thread stopped (exit code ${code})`));
    });
    // An idle pool must not keep the process alive.
    slot.worker.unref();
    slots.push(slot);
    return slot;
  };

  function dispatch(): void {
    while (!closed && queue.length) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, text: job.text, voice: job.voice, language: job.language } satisfies PoolRequest);
    }
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  return {
    size,
    narrate(text, voice, language) {
      if (closed) return Promise.reject(new NarrationStopped());
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ id: nextId++, text, voice, language, resolve, reject });
        dispatch();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const job of queue.splice(0)) job.reject(new NarrationStopped());
      const running = slots.splice(0);
      for (const slot of running) slot.job?.reject(new NarrationStopped());
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
