/** The parts of the espeak-ng Emscripten build (npm @echogarden/espeak-ng-emscripten) the narration uses. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakWorker {
    set_voice(name: string, language: string): number;
    set_rate(wordsPerMinute: number): void;
    get_samplerate(): number;
    /** The voices in the data file; each language's `name` is what set_voice takes before a "+variant". */
    list_voices(): { name: string; identifier: string; languages: { priority: number; name: string }[] }[];
    /** Calls back with each block of 16-bit mono samples; return 0 to go on. */
    synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number | boolean): void;
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }
  export interface EspeakModuleOptions {
    /** Returns the espeak-ng.data bytes, so the module neither reads files nor fetches. */
    getPreloadedPackage?: (name: string, size: number) => ArrayBuffer;
    locateFile?: (path: string, prefix: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  const createEspeakModule: (options?: EspeakModuleOptions) => Promise<EspeakModule>;
  export default createEspeakModule;
}
