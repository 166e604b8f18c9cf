/**
 * The default narration engine: espeak-ng compiled to WebAssembly, encoded to MP3 with lamejs. Free, offline,
 * and free of Node-only APIs: the caller hands in the voice data (espeak-ng.data, 24 MB) as bytes — read from
 * node_modules by the Node adapter (./node.ts), fetched by the browser worker (./worker.ts). Where it runs:
 * in Node for the seed, and in the admin's browser (a Web Worker) for the generator; not in a hosted edge
 * function, whose CPU budget (a few seconds) is far below the ~20 s of work one long devotional takes.
 */
import createEspeakModule, { type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import { encodeMp3, NARRATION_BITRATE_KBPS } from './mp3-encode.ts';
import type { NarrationProvider } from './provider.ts';
import { DEFAULT_NARRATION_LANGUAGE, espeakVoiceName, type NarrationLanguage, type NarrationVoice } from './voices.ts';

/** Part of every cache key: change it when the engine, its settings or the encoding change. */
export const ESPEAK_ENGINE_ID = `espeak-ng-wasm@0.3.5/rate-165/mp3-${NARRATION_BITRATE_KBPS}k-v1`;
/** Words a minute; espeak's 175 is brisk for scripture and prayer. */
const RATE = 165;

export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

export interface EspeakEngine {
  synthesize(text: string, voice: NarrationVoice, language?: NarrationLanguage): PcmAudio;
}

/**
 * Starts espeak-ng with its data file's bytes (one instance can synthesise any number of texts). `createModule` is
 * the Emscripten build; a test may hand in a stand-in to see which voice and rate are set.
 */
export async function createEspeakEngine(data: ArrayBuffer, createModule = createEspeakModule): Promise<EspeakEngine> {
  const module = await createModule({
    getPreloadedPackage: () => data,
    print: () => {},
    printErr: () => {},
  });
  const worker: EspeakWorker = new module.eSpeakNGWorker();
  // set_voice answers 0 even for a language the data lacks (it then speaks nonsense), so names are checked here.
  const languages = new Set(worker.list_voices().flatMap((v) => v.languages.map((l) => l.name)));
  return {
    synthesize(text, voice, language = DEFAULT_NARRATION_LANGUAGE) {
      const name = espeakVoiceName(voice, language);
      if (!languages.has(name.split('+')[0]) || worker.set_voice(name, '') !== 0) throw new Error(`espeak-ng has no voice ${name}`);
      worker.set_rate(RATE);
      const blocks: Int16Array[] = [];
      worker.synthesize(text, (samples) => {
        blocks.push(samples);
        return 0;
      });
      const samples = new Int16Array(blocks.reduce((n, b) => n + b.length, 0));
      let at = 0;
      for (const b of blocks) {
        samples.set(b, at);
        at += b.length;
      }
      return { samples, sampleRate: worker.get_samplerate() };
    },
  };
}

/** The espeak-ng provider; `loadData` is called once, on first use. */
export function espeakProvider(loadData: () => Promise<ArrayBuffer>): NarrationProvider {
  let engine: Promise<EspeakEngine> | null = null;
  return {
    id: ESPEAK_ENGINE_ID,
    async narrate(text, voice, language = DEFAULT_NARRATION_LANGUAGE) {
      if (!engine) {
        const starting = loadData().then(createEspeakEngine);
        // A failed start (the voice data could not be loaded) is not remembered: the next call tries again.
        starting.catch(() => {
          if (engine === starting) engine = null;
        });
        engine = starting;
      }
      const { samples, sampleRate } = (await engine).synthesize(text, voice, language);
      if (samples.length === 0) throw new Error('espeak-ng produced no audio for this text');
      return encodeMp3(samples, sampleRate);
    },
  };
}
