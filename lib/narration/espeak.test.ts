/** espeak-ng (WebAssembly) and the MP3 encoder, in Node through the adapter, with the disk cache. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { espeakProvider } from './espeak.ts';
import { mp3Info } from './mp3-duration.ts';
import { cachedNarrator, readEspeakData } from './node.ts';
import { wordCount } from './script.ts';

const provider = espeakProvider(readEspeakData);
const TEXT = 'The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures.';
let cacheDir = '';
afterAll(() => (cacheDir ? rm(cacheDir, { recursive: true, force: true }) : undefined));

describe('espeak-ng narration', () => {
  it('speaks a sentence in both voices as MP3s of a length that fits the words', { timeout: 60_000 }, async () => {
    const male = await provider.narrate(TEXT, 'male');
    const female = await provider.narrate(TEXT, 'female');
    for (const mp3 of [male, female]) {
      const { duration, sampleRate } = mp3Info(mp3);
      expect(sampleRate).toBe(22050);
      // 16 words at 110–260 words a minute.
      expect(duration).toBeGreaterThan((wordCount(TEXT) / 260) * 60);
      expect(duration).toBeLessThan((wordCount(TEXT) / 110) * 60);
    }
    expect(Buffer.from(male).equals(Buffer.from(female))).toBe(false);
  });

  it('caches a narration on disk and reads it back the second time', { timeout: 60_000 }, async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-narration-'));
    let calls = 0;
    const narrate = cachedNarrator({ id: provider.id, narrate: (t, v) => (calls++, provider.narrate(t, v)) }, cacheDir);
    const first = await narrate('Amen.', 'female');
    const second = await narrate('Amen.', 'female');
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(calls).toBe(1);
    expect(Buffer.from(second.mp3).equals(Buffer.from(first.mp3))).toBe(true);
    expect((await readdir(cacheDir)).filter((f) => f.endsWith('.mp3'))).toHaveLength(1);
  });

  it('tries again after the voice data failed to load', { timeout: 60_000 }, async () => {
    let loads = 0;
    const flaky = espeakProvider(async () => {
      loads++;
      if (loads === 1) throw new Error('Loading the voice data failed (503)');
      return readEspeakData();
    });
    await expect(flaky.narrate('Amen.', 'male')).rejects.toThrow('Loading the voice data failed (503)');
    expect(mp3Info(await flaky.narrate('Amen.', 'male')).duration).toBeGreaterThan(0);
    expect(loads).toBe(2);
  });
});
