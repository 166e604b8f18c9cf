import { playbackSpeedLabel } from '../i18n/playback-speed.ts';
import type { Locale } from '../i18n/locales.ts';

/** Saved audio preferences: the settings page's speeds, default 0.95, voice male or female. */
export const PREFERENCE_SPEEDS = [0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_PREFERRED_SPEED = 0.95;
export const DEFAULT_PREFERRED_VOICE = 'male';
export type PreferredVoice = 'male' | 'female';

export interface AudioPreferences {
  voice: PreferredVoice;
  speed: number;
}

/** "0.80x", "1.00x" ("0,80×" in Dutch and Spanish): the settings list shows two decimals. */
export function speedOptionLabel(speed: number, locale: Locale = 'en'): string {
  return playbackSpeedLabel(speed, locale, { fixedDecimals: 2 });
}

/** A stored row (or none) as preferences, falling back to the defaults for anything unexpected. */
export function preferencesFromRow(row: { preferred_voice?: unknown; preferred_speed?: unknown } | null): AudioPreferences {
  const voice = row?.preferred_voice === 'female' ? 'female' : 'male';
  const speed = Number(row?.preferred_speed);
  const known = [0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 1.75, 2].includes(speed);
  return { voice, speed: known ? speed : DEFAULT_PREFERRED_SPEED };
}
