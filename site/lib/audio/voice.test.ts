import { describe, expect, it } from 'vitest';
import { builtDuration, DEFAULT_VOICE, initialVoice, resolveAudioSources, sourceUrl, switchPosition } from './voice.ts';

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
});

describe('durations and the place kept across a switch', () => {
  it("reads a recording's length from the build's durations, NaN when the build did not know it", () => {
    expect(builtDuration({ [male]: 312.5 }, male)).toBe(312.5);
    expect(builtDuration({ [male]: 312.5 }, female)).toBeNaN();
    expect(builtDuration({ [male]: Number.NaN }, male)).toBeNaN();
    expect(builtDuration({}, null)).toBeNaN();
  });

  it('keeps the listener at the same second, clamped to the other recording, and starts over from the beginning', () => {
    expect(switchPosition(95.5, 300)).toEqual({ position: 95.5, carryOver: 95.5 });
    expect(switchPosition(310, 300)).toEqual({ position: 300, carryOver: 300 });
    // The other recording's length unknown: the place is kept as it is.
    expect(switchPosition(310, Number.NaN)).toEqual({ position: 310, carryOver: 310 });
    expect(switchPosition(0, 300)).toEqual({ position: 0, carryOver: null });
  });
});
