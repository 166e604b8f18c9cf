import { describe, expect, it } from 'vitest';
import { playbackSpeedLabel } from './playback-speed.ts';

describe('a playback speed in each edition', () => {
  it('keeps English as the player has shown it', () => {
    expect(playbackSpeedLabel(0.75, 'en')).toBe('0.75x');
    expect(playbackSpeedLabel(1, 'en')).toBe('1x');
    expect(playbackSpeedLabel(0.8, 'en', { fixedDecimals: 2 })).toBe('0.80x');
  });

  it('writes a decimal comma and the multiplication sign in Dutch and Spanish', () => {
    for (const locale of ['nl', 'es'] as const) {
      expect(playbackSpeedLabel(0.75, locale)).toBe('0,75×');
      expect(playbackSpeedLabel(1.5, locale)).toBe('1,5×');
      expect(playbackSpeedLabel(2, locale)).toBe('2×');
      expect(playbackSpeedLabel(0.95, locale, { fixedDecimals: 2 })).toBe('0,95×');
      expect(playbackSpeedLabel(1, locale, { fixedDecimals: 2 })).toBe('1,00×');
    }
  });
});
