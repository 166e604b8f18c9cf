/** Which espeak-ng voice reads which edition. */
import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES, NARRATION_LANGUAGES, espeakVoiceName } from './voices.ts';

describe('espeak-ng voice names', () => {
  it('reads English in the US voices, as before the editions, also when no language is named', () => {
    expect(espeakVoiceName('male')).toBe('en-us+m3');
    expect(espeakVoiceName('female')).toBe('en-us+f3');
    expect(espeakVoiceName('male', 'en')).toBe('en-us+m3');
  });

  it('reads Dutch and Spanish in their own voices, with the same male and female variants', () => {
    expect(espeakVoiceName('male', 'nl')).toBe('nl+m3');
    expect(espeakVoiceName('female', 'nl')).toBe('nl+f3');
    expect(espeakVoiceName('male', 'es')).toBe('es+m3');
    expect(espeakVoiceName('female', 'es')).toBe('es+f3');
  });

  it('has a male and a female voice for every edition', () => {
    expect(Object.keys(ESPEAK_VOICES).sort()).toEqual([...NARRATION_LANGUAGES].sort());
  });
});
