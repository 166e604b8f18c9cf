import { describe, expect, it } from 'vitest';
import { inParallel } from './in-parallel.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inParallel', () => {
  it('does every item, never more than the limit at once, starting them in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      most = Math.max(most, ++running);
      await tick();
      running--;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('does nothing for no items, and rejects with a failure', async () => {
    await expect(inParallel([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
    await expect(
      inParallel([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('the second failed');
      }),
    ).rejects.toThrow('the second failed');
  });
});
