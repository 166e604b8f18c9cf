import { describe, expect, it } from 'vitest';
import {
  AUDIO_INPUT_REQUIRED,
  AUDIO_LANGUAGE_UNKNOWN,
  checkImageRequest,
  checkSpeechRequest,
  IMAGE_INPUT_REQUIRED,
  imagePrompt,
  NO_AUDIO_URLS,
  NO_IMAGES,
  readImagesResponse,
  readSpeechResponse,
  speechNarrationSource,
} from './media.ts';
import { narrationScript } from '../narration/script.ts';

const ID = '0b7e6a52-4f1c-4c3e-9a43-5f8f2f0d9a11';
const speech = {
  scriptureText: '1 The LORD is my shepherd; I shall not want.',
  devotionalText: 'David kept sheep.',
  prayerSuggestion: 'Lord, lead us. Amen.',
  devotionalId: ID,
  title: 'The Shepherd',
  biblicalPassage: 'Psalm 23:1',
};

describe('checkSpeechRequest', () => {
  it('needs scripture text and transcript, with the spec message', () => {
    expect(checkSpeechRequest({ ...speech, scriptureText: '  ' })).toEqual({ ok: false, message: AUDIO_INPUT_REQUIRED });
    expect(checkSpeechRequest({ ...speech, devotionalText: '' })).toEqual({ ok: false, message: AUDIO_INPUT_REQUIRED });
    expect(checkSpeechRequest(null)).toEqual({ ok: false, message: AUDIO_INPUT_REQUIRED });
  });
  it('needs the devotional id the files are stored under', () => {
    const result = checkSpeechRequest({ ...speech, devotionalId: '../other' });
    expect(result.ok).toBe(false);
  });
  it('reads the language: English when left out, every edition’s code as given, anything else refused', () => {
    const languageOf = (language: unknown) => {
      const result = checkSpeechRequest({ ...speech, language });
      return result.ok ? result.value.language : result.message;
    };
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf(null)).toBe('en');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('nl')).toBe('nl');
    expect(languageOf('es')).toBe('es');
    expect(languageOf('pt')).toBe('pt');
    for (const bad of ['de', 'NL', '', ' nl', 7, ['nl']]) expect(languageOf(bad)).toBe(AUDIO_LANGUAGE_UNKNOWN);
    expect(AUDIO_LANGUAGE_UNKNOWN).toBe("Audio generation failed: language must be one of en, nl, es, pt (the devotional's edition).");
  });
  it('narrates title and passage first, then scripture, devotional and prayer', () => {
    const result = checkSpeechRequest(speech);
    expect(result.ok).toBe(true);
    const script = narrationScript(speechNarrationSource((result as { value: typeof speech }).value));
    expect(script).toBe(
      'The Shepherd.\n\nA reading from Psalm 23, verse 1.\n\nThe LORD is my shepherd; I shall not want.\n\nDavid kept sheep.\n\nLet us pray.\n\nLord, lead us. Amen.',
    );
  });
});

describe('readSpeechResponse', () => {
  it('reads both URLs', () => {
    expect(readSpeechResponse({ maleAudioUrl: 'https://a/m.mp3', femaleAudioUrl: 'https://a/f.mp3' })).toEqual({
      ok: true,
      value: { male: 'https://a/m.mp3', female: 'https://a/f.mp3' },
    });
  });
  it('says "No audio URLs returned" when one is missing', () => {
    expect(readSpeechResponse({ maleAudioUrl: 'https://a/m.mp3' })).toEqual({ ok: false, message: NO_AUDIO_URLS });
    expect(readSpeechResponse(null)).toEqual({ ok: false, message: NO_AUDIO_URLS });
  });
});

describe('images', () => {
  it('needs a transcript, with the spec message', () => {
    expect(checkImageRequest({ devotionalText: ' ', devotionalId: ID })).toEqual({ ok: false, message: IMAGE_INPUT_REQUIRED });
    expect(checkImageRequest({ devotionalText: 'Story', devotionalId: ID }).ok).toBe(true);
  });
  it('reads the images in order, dropping ones without a URL; none is "No images were generated"', () => {
    const result = readImagesResponse({
      images: [
        { url: 'data:image/png;base64,B', style: 'parchment', index: 1 },
        { url: '', style: 'dawn', index: 2 },
        { url: 'data:image/png;base64,A', style: 'dawn', index: 0 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: [
        { url: 'data:image/png;base64,A', style: 'dawn', index: 0 },
        { url: 'data:image/png;base64,B', style: 'parchment', index: 1 },
      ],
    });
    expect(readImagesResponse({ images: [] })).toEqual({ ok: false, message: NO_IMAGES });
    expect(readImagesResponse({})).toEqual({ ok: false, message: NO_IMAGES });
  });
  it('asks a hosted model for each style without lettering', () => {
    const request = { devotionalText: 'David kept sheep.', devotionalId: ID, title: 'The Shepherd', biblicalPassage: 'Psalm 23:1', keyDoctrine: 'Providence' };
    const prompts = (['dawn', 'parchment', 'nocturne', 'banner'] as const).map((s) => imagePrompt(request, s));
    expect(new Set(prompts).size).toBe(4);
    for (const p of prompts) expect(p).toMatch(/The Shepherd[\s\S]*No text/);
  });
});
