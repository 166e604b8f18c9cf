import { describe, expect, it } from 'vitest';
import { UNMUTE_FALLBACK_VOLUME, audibleVolume, clampVolume, initialVolume, setVolume, toggleMute, volumeValueText } from './volume.ts';

describe('volume and mute', () => {
  it('starts at full volume, unmuted', () => {
    expect(initialVolume).toEqual({ volume: 1, muted: false });
    expect(audibleVolume(initialVolume)).toBe(1);
  });

  it('keeps levels within 0 to 1 on the 0.01 grid', () => {
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(0.456)).toBe(0.46);
    expect(clampVolume(0.07)).toBe(0.07);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('mutes without forgetting the level, and unmuting restores it', () => {
    const muted = toggleMute({ volume: 0.37, muted: false });
    expect(muted).toEqual({ volume: 0.37, muted: true });
    expect(audibleVolume(muted)).toBe(0);
    expect(toggleMute(muted)).toEqual({ volume: 0.37, muted: false });
  });

  it('unmutes to 0.5 when the prior volume was 0', () => {
    const draggedToZero = setVolume(initialVolume, 0);
    expect(draggedToZero).toEqual({ volume: 0, muted: true });
    expect(UNMUTE_FALLBACK_VOLUME).toBe(0.5);
    expect(toggleMute(draggedToZero)).toEqual({ volume: 0.5, muted: false });
  });

  it('unmutes when the listener raises the slider', () => {
    const muted = toggleMute({ volume: 0.8, muted: false });
    expect(setVolume(muted, 0.3)).toEqual({ volume: 0.3, muted: false });
  });

  it('describes the level for screen readers', () => {
    expect(volumeValueText({ volume: 0.42, muted: false })).toBe('42%');
    expect(volumeValueText({ volume: 0.42, muted: true })).toBe('Muted');
  });
});
