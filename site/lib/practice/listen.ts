/**
 * Listen on /practice: espeak-ng speaks a verse or an answer in the learner's browser, in the narration worker the
 * admin's generator uses (lib/narration/worker.ts). Nothing loads until the first press: then the voice data's
 * address and size come from /practice/voice.json (see scripts/static/practice-voice.ts), and the worker fetches the
 * data once; the browser's cache keeps it for later visits. A card is read in its page's language: the
 * Dutch and Spanish editions' cards in espeak-ng's Dutch and Spanish voices, from the same voice data.
 */
import { browserNarrationClient } from '@lib/narration/browser-client.ts';
import type { NarrationLanguage } from '@lib/narration/voices.ts';
import { pageLanguage } from './page-language.ts';

export interface VoiceData {
  url: string;
  bytes: number;
}

let voice: Promise<VoiceData | null> | null = null;

/** The voice data's address and size, or null when this build has none. */
export function voiceData(): Promise<VoiceData | null> {
  voice ??= fetch('/practice/voice.json')
    .then((response) => (response.ok ? (response.json() as Promise<VoiceData>) : null))
    .catch(() => null);
  void voice.then((found) => {
    if (!found) voice = null;
  });
  return voice;
}

/** "23 MB": the size a learner is told before the first download. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_000_000)} MB`;
}

const narration = browserNarrationClient({
  startWorker: () => new Worker(new URL('../../../lib/narration/worker.ts', import.meta.url), { type: 'module' }),
  voiceDataUrl: async () => {
    const data = await voiceData();
    if (!data) throw new Error('Listening is not available on this site.');
    return data.url;
  },
  stoppedMessage: 'The voice stopped',
});

export { pageLanguage };

/** The spoken `text` as an MP3, in `language` (a card's English text on a Spanish page), else the page's language. */
export function speak(text: string, language: NarrationLanguage = pageLanguage()): Promise<Uint8Array> {
  return narration.narrate(text, 'female', language);
}
