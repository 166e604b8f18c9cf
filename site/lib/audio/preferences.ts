/**
 * The signed-in reader's saved voice and speed, handed to the audio player without the player loading any
 * signed-in code: site/signed-in/audio-preferences.ts publishes them on window; the player reads them when it
 * mounts and listens for later arrivals.
 */
import type { Voice } from './voice.ts';

export interface PlayerPreferences {
  voice: Voice;
  speed: number;
}

export const AUDIO_PREFERENCES_EVENT = 'rd:audio-preferences';

declare global {
  interface Window {
    rdAudioPreferences?: PlayerPreferences;
  }
}

export function publishAudioPreferences(prefs: PlayerPreferences): void {
  window.rdAudioPreferences = prefs;
  window.dispatchEvent(new CustomEvent(AUDIO_PREFERENCES_EVENT, { detail: prefs }));
}

/** Calls `apply` with the preferences now (when known) and whenever they arrive; returns the unsubscribe. */
export function onAudioPreferences(apply: (prefs: PlayerPreferences) => void): () => void {
  if (window.rdAudioPreferences) apply(window.rdAudioPreferences);
  const listener = (event: Event) => apply((event as CustomEvent<PlayerPreferences>).detail);
  window.addEventListener(AUDIO_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(AUDIO_PREFERENCES_EVENT, listener);
}
