import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE, initialVoice, resolveAudioSources, sourceUrl, voiceLabel, voiceSwitchedMessage } from './voice.ts';

const male = 'https://cdn.example/audio/male.mp3';
const female = 'https://cdn.example/audio/female.mp3';
const single = 'https://cdn.example/audio/default.mp3';

describe('audio sources and the voice switch', () => {
  it('offers the switch only when both voices exist', () => {
    expect(resolveAudioSources({ maleUrl: male, femaleUrl: female, defaultUrl: single })).toEqual({
      kind: 'voices',
      male,
      female,
    });
  });

  it('plays the default, then the male, then the female URL when there is no pair', () => {
    expect(resolveAudioSources({ defaultUrl: single, maleUrl: male })).toEqual({ kind: 'single', url: single });
    expect(resolveAudioSources({ maleUrl: male })).toEqual({ kind: 'single', url: male });
    expect(resolveAudioSources({ femaleUrl: female, defaultUrl: null })).toEqual({ kind: 'single', url: female });
  });

  it('treats empty and blank URLs as missing', () => {
    expect(resolveAudioSources({})).toEqual({ kind: 'none' });
    expect(resolveAudioSources({ maleUrl: '', femaleUrl: '   ', defaultUrl: null })).toEqual({ kind: 'none' });
    expect(resolveAudioSources({ maleUrl: male, femaleUrl: ' ' })).toEqual({ kind: 'single', url: male });
  });

  it('starts with the saved voice, or male', () => {
    expect(DEFAULT_VOICE).toBe('male');
    expect(initialVoice(undefined)).toBe('male');
    expect(initialVoice('female')).toBe('female');
  });

  it('picks the URL of the chosen voice', () => {
    const pair = resolveAudioSources({ maleUrl: male, femaleUrl: female });
    expect(sourceUrl(pair, 'male')).toBe(male);
    expect(sourceUrl(pair, 'female')).toBe(female);
    expect(sourceUrl({ kind: 'single', url: single }, 'female')).toBe(single);
    expect(sourceUrl({ kind: 'none' }, 'male')).toBeNull();
  });

  it('labels the switch and words the toast', () => {
    expect(voiceLabel('male')).toBe('Male');
    expect(voiceLabel('female')).toBe('Female');
    expect(voiceSwitchedMessage('female')).toBe('Switched to female voice');
    expect(voiceSwitchedMessage('male')).toBe('Switched to male voice');
  });
});
