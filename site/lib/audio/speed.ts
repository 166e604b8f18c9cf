/** The player's speed cycle and its button's label. */
import { playbackSpeedLabel } from '@lib/i18n/playback-speed.ts';
import type { Locale } from '@lib/i18n/locales.ts';

// Playback speeds, slowest first; the player starts at 1.
export const PLAYBACK_SPEEDS = [0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_SPEED = 1;

/** The speed after `current` in the cycle, wrapping from 2 back to 0.8. An unknown speed restarts at the default. */
export function nextSpeed(current: number): number {
  const index = PLAYBACK_SPEEDS.findIndex((speed) => speed === current);
  if (index === -1) return DEFAULT_SPEED;
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length];
}

/** The speed button's label in the page's edition: "0.85x" in English, "0,85×" in Dutch and Spanish. */
export function speedLabel(speed: number, locale: Locale = 'en'): string {
  return playbackSpeedLabel(speed, locale);
}
