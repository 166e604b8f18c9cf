/**
 * The default narrator: espeak-ng in the admin's own browser, in a Web Worker (lib/narration/worker.ts).
 * Why here and not in a Supabase function: hosted Edge Functions get a CPU budget of a few seconds per request,
 * while synthesising and MP3-encoding a 1,000–1,200-word devotional takes tens of seconds of CPU. The admin's
 * browser has no such limit, needs no server or key, and works the same locally and in production. The voice data
 * (espeak-ng.data, about 24 MB) is a build asset fetched once and then cached by the browser.
 */
import espeakDataUrl from '@echogarden/espeak-ng-emscripten/espeak-ng.data?url';
import { browserNarrationClient } from '@lib/narration/browser-client.ts';
import type { NarrationLanguage, NarrationVoice } from '@lib/narration/voices.ts';

const narration = browserNarrationClient({
  startWorker: () => new Worker(new URL('../../../lib/narration/worker.ts', import.meta.url), { type: 'module' }),
  voiceDataUrl: () => espeakDataUrl,
  stoppedMessage: 'The narration worker stopped',
});

/** The MP3 of `text` in `voice`, read as `language` (the devotional's edition). */
export function narrateInBrowser(text: string, voice: NarrationVoice, language: NarrationLanguage): Promise<Uint8Array> {
  return narration.narrate(text, voice, language);
}
