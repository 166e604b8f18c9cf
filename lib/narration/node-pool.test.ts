import { describe, expect, it } from 'vitest';
import { mp3Info } from './mp3-duration.ts';
import { defaultNarrationWorkers, NarrationStopped, narrationWorkerPool } from './node-pool.ts';

const SENTENCE = 'The Lord is my shepherd; I shall not want. He maketh me to lie down in green pastures.';

describe('narration worker pool', () => {
  it('narrates in both voices on two threads at once, each an MP3 as long as the words', async () => {
    const pool = narrationWorkerPool(2);
    try {
      const [male, female] = await Promise.all([pool.narrate(SENTENCE, 'male'), pool.narrate(SENTENCE, 'female')]);
      for (const mp3 of [male, female]) {
        // 17 words at 110–260 words a minute.
        const { duration, frames } = mp3Info(mp3);
        expect(frames).toBeGreaterThan(0);
        expect(duration).toBeGreaterThan((17 / 260) * 60);
        expect(duration).toBeLessThan((17 / 110) * 60);
      }
      expect(male).not.toEqual(female);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('reports a stop to what was asked for and refuses new work after it', async () => {
    const pool = narrationWorkerPool(1);
    const first = expect(pool.narrate(SENTENCE, 'male')).rejects.toBeInstanceOf(NarrationStopped);
    const queued = expect(pool.narrate(SENTENCE, 'female')).rejects.toBeInstanceOf(NarrationStopped);
    await pool.close();
    await first;
    await queued;
    await expect(pool.narrate(SENTENCE, 'male')).rejects.toBeInstanceOf(NarrationStopped);
  });

  it('takes NARRATION_WORKERS when set, else at least one thread', () => {
    expect(defaultNarrationWorkers({ NARRATION_WORKERS: '3' })).toBe(3);
    expect(defaultNarrationWorkers({ NARRATION_WORKERS: 'many' })).toBeGreaterThanOrEqual(1);
    expect(defaultNarrationWorkers({})).toBeGreaterThanOrEqual(1);
  });
});
