/** espeak-ng really speaks each edition's language in both voices; English narration is what it was. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { createEspeakEngine, espeakProvider, type PcmAudio } from './espeak.ts';
import { readEspeakData } from './espeak-data.ts';
import { mp3Info } from './mp3-duration.ts';
import { narrationCacheKey } from './node.ts';
import { ESPEAK_VOICES, NARRATION_VOICES, type NarrationLanguage } from './voices.ts';

const SENTENCES: Record<Exclude<NarrationLanguage, 'en'>, string> = {
  nl: 'De HEERE is mijn Herder, mij zal niets ontbreken.',
  es: 'Jehová es mi pastor; nada me faltará.',
  pt: 'O SENHOR é meu pastor, nada me faltará.',
};
const ENGLISH = 'The LORD is my shepherd; I shall not want.';

/** Root mean square of the samples, 0–32767: speech is in the thousands, silence near 0. */
function loudness({ samples }: PcmAudio): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('espeak-ng narration in the editions’ languages', () => {
  it('the bundled voice data has every language the voices name', { timeout: 60_000 }, async () => {
    const data = await readEspeakData();
    const module = await createEspeakModule({ getPreloadedPackage: () => data, print: () => {}, printErr: () => {} });
    const listed = new Set(new module.eSpeakNGWorker().list_voices().flatMap((v) => v.languages.map((l) => l.name)));
    for (const names of Object.values(ESPEAK_VOICES)) for (const name of Object.values(names)) expect(listed).toContain(name.split('+')[0]);
  });

  it('speaks a Dutch and a Spanish sentence in both voices, audibly and of a length that fits the words', { timeout: 120_000 }, async () => {
    const engine = await createEspeakEngine(await readEspeakData());
    for (const [language, text] of Object.entries(SENTENCES) as [NarrationLanguage, string][]) {
      const [male, female] = NARRATION_VOICES.map((voice) => engine.synthesize(text, voice, language));
      for (const pcm of [male, female]) {
        const seconds = pcm.samples.length / pcm.sampleRate;
        // 8–9 words at 110–260 words a minute.
        expect(seconds, language).toBeGreaterThan(1.5);
        expect(seconds, language).toBeLessThan(6);
        expect(loudness(pcm), language).toBeGreaterThan(1000);
      }
    }
  });

  it('encodes Dutch and Spanish narration as MP3s', { timeout: 60_000 }, async () => {
    const provider = espeakProvider(readEspeakData);
    for (const [language, text] of Object.entries(SENTENCES) as [NarrationLanguage, string][]) {
      expect(mp3Info(await provider.narrate(text, 'female', language)).duration, language).toBeGreaterThan(1.5);
    }
  });

  // espeak-ng's voices vary a little from run to run (the same call twice gives other samples), so which voice
  // a call chose is seen through a stand-in for the Emscripten module, not by comparing audio.
  const standInWith = (languages: string[], settings: string[]) =>
    (async () => ({
      eSpeakNGWorker: class {
        list_voices = () => languages.map((name) => ({ name, identifier: name, languages: [{ priority: 5, name }] }));
        set_voice = (name: string) => (settings.push(name), 0);
        set_rate = (rate: number) => void settings.push(`rate ${rate}`);
        get_samplerate = () => 22050;
        synthesize = (_text: string, callback: (samples: Int16Array, events: unknown[]) => unknown) => void callback(new Int16Array(10), []);
      },
    })) as unknown as typeof createEspeakModule;

  it('narrates English, named or not, in the voices and at the rate it always had', async () => {
    const settings: string[] = [];
    const engine = await createEspeakEngine(new ArrayBuffer(0), standInWith(['en-us'], settings));
    engine.synthesize(ENGLISH, 'male');
    engine.synthesize(ENGLISH, 'female');
    engine.synthesize(ENGLISH, 'male', 'en');
    expect(settings).toEqual(['en-us+m3', 'rate 165', 'en-us+f3', 'rate 165', 'en-us+m3', 'rate 165']);
    // A language the voice data lacks is an error, not English-sounding nonsense (espeak-ng itself accepts any name).
    expect(() => engine.synthesize(ENGLISH, 'male', 'nl')).toThrow('espeak-ng has no voice nl+m3');
  });

  it('sets the Dutch and Spanish voices for those languages', async () => {
    const settings: string[] = [];
    const engine = await createEspeakEngine(new ArrayBuffer(0), standInWith(['en-us', 'nl', 'es'], settings));
    for (const language of ['nl', 'es'] as const) for (const voice of NARRATION_VOICES) engine.synthesize(SENTENCES[language], voice, language);
    expect(settings.filter((s) => !s.startsWith('rate'))).toEqual(['nl+m3', 'nl+f3', 'es+m3', 'es+f3']);
  });

  it('keeps the cache key English narration always had, and gives the other languages their own', () => {
    const id = 'espeak-ng-wasm@0.3.5/rate-165/mp3-48k-v1';
    const before = createHash('sha256').update(`${id}\nmale\n${ENGLISH}`).digest('hex');
    expect(narrationCacheKey(id, 'male', ENGLISH)).toBe(before);
    expect(narrationCacheKey(id, 'male', ENGLISH, 'en')).toBe(before);
    expect(new Set(['nl', 'es'].map((l) => narrationCacheKey(id, 'male', ENGLISH, l as NarrationLanguage))).size).toBe(2);
    expect(narrationCacheKey(id, 'male', ENGLISH, 'nl')).not.toBe(before);
  });
});
