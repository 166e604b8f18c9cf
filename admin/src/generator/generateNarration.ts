/**
 * "Generate audio": male and female MP3s of the devotional, read in its language's voice. When a hosted voice is
 * configured (TTS_* secrets of the generate-audio function, an OpenAI-compatible /audio/speech API) the function
 * narrates and stores the files, and its key never reaches the browser; otherwise espeak-ng narrates in this
 * browser (./narrateInBrowser.ts) and the files are stored when the draft is saved.
 * Either way the result holds the bytes, so a save that fails can remove what it stored and a later save
 * can store them again.
 */
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { narrationScript } from '@lib/narration/script.ts';
import { NARRATION_VOICES, type NarrationVoice } from '@lib/narration/voices.ts';
import { AUDIO_FAILED, checkSpeechRequest, readSpeechResponse, speechNarrationSource, type SpeechRequest } from '@lib/generator/media.ts';
import { objectNameFromPublicUrl } from '@lib/media/object-name.ts';
import type { GeneratorMethods } from '../providers/generatorMethods.ts';
import { readFunctionError } from './functionError.ts';
import { narrateInBrowser } from './narrateInBrowser.ts';

export const AUDIO_BUCKET = 'devotional-audio';

export interface GeneratedAudio {
  voice: NarrationVoice;
  mp3: Blob;
  /** An object URL of the bytes, for the player. */
  playUrl: string;
  /** Seconds. */
  duration: number;
  /** The object the hosted function stored, until a save either keeps it or removes it. */
  storedName: string | null;
}

export type Narration = Record<NarrationVoice, GeneratedAudio>;
export type NarrationResult = { ok: true; narration: Narration; provider: 'browser' | 'hosted' } | { ok: false; message: string };

function audioOf(voice: NarrationVoice, bytes: Uint8Array, storedName: string | null): GeneratedAudio {
  const mp3 = new Blob([bytes as BlobPart], { type: 'audio/mpeg' });
  return { voice, mp3, playUrl: URL.createObjectURL(mp3), duration: mp3Info(bytes).duration, storedName };
}

export async function generateNarration(dataProvider: Pick<GeneratorMethods, 'generateAudio'>, request: SpeechRequest): Promise<NarrationResult> {
  const checked = checkSpeechRequest(request);
  if (!checked.ok) return checked;

  let data: unknown;
  try {
    data = await dataProvider.generateAudio(checked.value);
  } catch (error) {
    const failure = readFunctionError(error);
    if (failure.kind === 'failed') return { ok: false, message: failure.reason ?? `${AUDIO_FAILED}: ${(error as Error).message}` };
    return narrateHere(checked.value);
  }
  const urls = readSpeechResponse(data);
  if (!urls.ok) return urls;
  try {
    const narration = {} as Narration;
    for (const voice of NARRATION_VOICES) {
      const response = await fetch(urls.value[voice]);
      if (!response.ok) throw new Error(`the ${voice} recording could not be loaded (${response.status})`);
      narration[voice] = audioOf(voice, new Uint8Array(await response.arrayBuffer()), objectNameFromPublicUrl(urls.value[voice], AUDIO_BUCKET));
    }
    return { ok: true, narration, provider: 'hosted' };
  } catch (e) {
    return { ok: false, message: `${AUDIO_FAILED}: ${(e as Error).message}` };
  }
}

async function narrateHere(request: Required<SpeechRequest>): Promise<NarrationResult> {
  const script = narrationScript(speechNarrationSource(request));
  try {
    const narration = {} as Narration;
    // One after the other: each voice already keeps a core busy.
    for (const voice of NARRATION_VOICES) narration[voice] = audioOf(voice, await narrateInBrowser(script, voice, request.language), null);
    return { ok: true, narration, provider: 'browser' };
  } catch (e) {
    return { ok: false, message: `${AUDIO_FAILED}: ${(e as Error).message}` };
  }
}
