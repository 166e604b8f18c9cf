import { describe, expect, it } from 'vitest';
import { PostgrestError, type PostgrestSingleResponse } from '@supabase/supabase-js';
import { PAGE_SIZE, read, readAll } from './api.ts';

const NO_PAUSE = [0, 0];

function ok<T>(data: T): PostgrestSingleResponse<T> {
  return { success: true, data, error: null, count: null, status: 200, statusText: 'OK' };
}

function failed(status: number, message: string): PostgrestSingleResponse<never> {
  return { success: false, data: null, error: new PostgrestError({ message, details: '', hint: '', code: '' }), count: null, status, statusText: '' };
}

/** A sender that answers `replies` in turn and counts its calls. */
function answering<T>(...replies: PostgrestSingleResponse<T>[]) {
  const sender = Object.assign(async () => replies[Math.min(sender.calls++, replies.length - 1)], { calls: 0 });
  return sender;
}

describe('read', () => {
  it('sends again when the API did not answer or failed on its side, and answers the data', async () => {
    const send = answering(failed(0, 'TypeError: fetch failed'), failed(503, 'Service Unavailable'), ok(['Belgic Confession']));
    expect(await read('the confessions', send, NO_PAUSE)).toEqual(['Belgic Confession']);
    expect(send.calls).toBe(3);
  });

  it('stops the build on a refusal at once, naming what it read', async () => {
    const send = answering<string[]>(failed(400, 'column devotionals.nope does not exist'));
    await expect(read('devotionals', send, NO_PAUSE)).rejects.toThrow('Could not load devotionals from the API: column devotionals.nope does not exist');
    expect(send.calls).toBe(1);
  });

  it('gives up after the last pause', async () => {
    const send = answering<string[]>(failed(502, 'Bad Gateway'));
    await expect(read('tags', send, NO_PAUSE)).rejects.toThrow('Could not load tags from the API: Bad Gateway');
    expect(send.calls).toBe(3);
  });
});

describe('readAll', () => {
  it('reads pages of the row cap until a short one comes back', async () => {
    const total = PAGE_SIZE * 2 + 3;
    const asked: [number, number][] = [];
    const rows = await readAll('devotionals', async (from, to) => {
      asked.push([from, to]);
      return ok(Array.from({ length: Math.max(0, Math.min(to, total - 1) - from + 1) }, (_, i) => from + i));
    });
    expect(asked).toEqual([
      [0, PAGE_SIZE - 1],
      [PAGE_SIZE, PAGE_SIZE * 2 - 1],
      [PAGE_SIZE * 2, PAGE_SIZE * 3 - 1],
    ]);
    expect(rows).toHaveLength(total);
    expect(rows.at(-1)).toBe(total - 1);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const pages: number[][] = [Array.from({ length: PAGE_SIZE }, (_, i) => i), []];
    let call = 0;
    expect(await readAll('devotionals', async () => ok(pages[call++]))).toHaveLength(PAGE_SIZE);
    expect(call).toBe(2);
  });
});
