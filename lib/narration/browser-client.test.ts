import { describe, expect, it, vi } from 'vitest';
import { browserNarrationClient, type NarrationWorker } from './browser-client.ts';
import type { NarrationRequest, NarrationResponse } from './worker.ts';

/** Stands in for the Web Worker the browser would start: it keeps what it is asked and answers when told. */
class WorkerDouble implements NarrationWorker {
  requests: NarrationRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<NarrationResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(request: NarrationRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: NarrationResponse) {
    this.onmessage?.(new MessageEvent('message', { data: response }));
  }
  fail(message: string) {
    this.onerror?.({ message } as ErrorEvent);
  }
}

const VOICE_DATA = 'https://example.org/_astro/espeak-ng.data';

function clientWithWorkers(voiceDataUrl: () => string | Promise<string> = () => VOICE_DATA) {
  const workers: WorkerDouble[] = [];
  const client = browserNarrationClient({
    startWorker: () => {
      const worker = new WorkerDouble();
      workers.push(worker);
      return worker;
    },
    voiceDataUrl,
    stoppedMessage: 'The voice stopped',
  });
  return { client, workers };
}

describe('browser narration client', () => {
  it('gives each request its own answer, whatever order the worker answers in, from one worker', async () => {
    const { client, workers } = clientWithWorkers();
    const first = client.narrate('Grace', 'male');
    const second = client.narrate('Peace', 'female');
    await vi.waitFor(() => expect(workers[0]?.requests).toHaveLength(2));
    expect(workers).toHaveLength(1);
    const [toFirst, toSecond] = workers[0].requests;
    expect(toFirst).toMatchObject({ text: 'Grace', voice: 'male', dataUrl: VOICE_DATA });
    expect(toSecond).toMatchObject({ text: 'Peace', voice: 'female', dataUrl: VOICE_DATA });
    expect(toFirst.id).not.toBe(toSecond.id);

    workers[0].answer({ id: toSecond.id, mp3: new Uint8Array([2]) });
    workers[0].answer({ id: toFirst.id, mp3: new Uint8Array([1]) });
    await expect(first).resolves.toEqual(new Uint8Array([1]));
    await expect(second).resolves.toEqual(new Uint8Array([2]));
  });

  it('asks the worker for the language it is given, and for none (English) when not', async () => {
    const { client, workers } = clientWithWorkers();
    void client.narrate('Genade', 'female', 'nl');
    void client.narrate('Grace', 'female');
    await vi.waitFor(() => expect(workers[0]?.requests).toHaveLength(2));
    expect(workers[0].requests[0]).toMatchObject({ text: 'Genade', voice: 'female', language: 'nl' });
    expect(workers[0].requests[1]).not.toHaveProperty('language');
  });

  it("fails only the request the worker could not narrate, with the worker's message", async () => {
    const { client, workers } = clientWithWorkers();
    const failing = client.narrate('Grace', 'male');
    const fine = client.narrate('Peace', 'male');
    await vi.waitFor(() => expect(workers[0]?.requests).toHaveLength(2));
    workers[0].answer({ id: workers[0].requests[0].id, error: 'Loading the voice data failed (404)' });
    workers[0].answer({ id: workers[0].requests[1].id, mp3: new Uint8Array([7]) });
    await expect(failing).rejects.toThrow('Loading the voice data failed (404)');
    await expect(fine).resolves.toEqual(new Uint8Array([7]));
    expect(workers[0].terminated).toBe(false);
  });

  it('fails every request in flight when the worker stops, and starts a new worker for the next', async () => {
    const { client, workers } = clientWithWorkers();
    const first = client.narrate('Grace', 'male');
    const second = client.narrate('Peace', 'male');
    await vi.waitFor(() => expect(workers[0]?.requests).toHaveLength(2));
    workers[0].fail('');
    await expect(first).rejects.toThrow('The voice stopped');
    await expect(second).rejects.toThrow('The voice stopped');
    expect(workers[0].terminated).toBe(true);

    const third = client.narrate('Mercy', 'female');
    await vi.waitFor(() => expect(workers[1]?.requests).toHaveLength(1));
    workers[1].fail('Out of memory');
    await expect(third).rejects.toThrow('Out of memory');
  });

  it('gives a page-relative voice data address to the worker as an absolute one', async () => {
    vi.stubGlobal('location', new URL('https://example.org/practice/'));
    try {
      const { client, workers } = clientWithWorkers(() => '/_astro/espeak-ng.data');
      void client.narrate('Grace', 'male');
      await vi.waitFor(() => expect(workers[0]?.requests).toHaveLength(1));
      expect(workers[0].requests[0].dataUrl).toBe(VOICE_DATA);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts nothing when there is no voice data, and says why', async () => {
    const { client, workers } = clientWithWorkers(async () => {
      throw new Error('Listening is not available on this site.');
    });
    await expect(client.narrate('Grace', 'female')).rejects.toThrow('Listening is not available on this site.');
    expect(workers).toHaveLength(0);
  });
});
