/**
 * Hands the reader's saved voice and speed (user_preferences) to the audio player, which starts from them
 * (site/islands/audio/useAudioPlayer.ts listens for AUDIO_PREFERENCES_EVENT). No row (PGRST116 / none) means the defaults.
 * Before the player has hydrated, the saved speed is shown in its prebuilt HTML and the player starts from it.
 */
import { DEFAULT_PREFERRED_VOICE, preferencesFromRow } from '@lib/account/audio-preferences.ts';
import { speedLabel } from '../lib/audio/speed.ts';
import { publishAudioPreferences } from '../lib/audio/preferences.ts';
import { audioPreferences } from '../data/preferences.ts';
import type { SignedInContext } from './context.ts';
import { pageLocale } from './messages.ts';

export async function mount(_element: HTMLElement, { client, session }: SignedInContext): Promise<void> {
  const { data, error } = await audioPreferences(client, session.user.id);
  if (error && error.code !== 'PGRST116') {
    console.error('Could not load audio preferences:', error.message);
    return;
  }
  const prefs = preferencesFromRow(data);
  publishAudioPreferences({ voice: prefs.voice, speed: prefs.speed });
  const player = document.querySelector<HTMLElement>('section[aria-label="Audio narration"]');
  // Hydrated already (the reader used it): the player applies the preferences itself.
  if (!player?.closest('astro-island')?.hasAttribute('ssr')) return;
  showSpeed(player, prefs.speed);
  // Another voice needs the player itself (its recording, duration and switch): wake it now, so it is set before the
  // reader presses Play. The saved speed alone does not: the player's code (about 16 KB gzip) waits for the reader.
  if (prefs.voice !== DEFAULT_PREFERRED_VOICE) player.dispatchEvent(new Event('rd:hydrate', { bubbles: true }));
}

/** The saved speed in the prebuilt player: its speed button and its audio element, as the player will show them. */
function showSpeed(player: HTMLElement, speed: number): void {
  const button = player.querySelector<HTMLElement>('[data-player-speed]');
  const audio = player.querySelector('audio');
  if (!button || !audio) return;
  const shown = button.textContent ?? '';
  button.textContent = speedLabel(speed, pageLocale());
  button.setAttribute('aria-label', (button.getAttribute('aria-label') ?? '').replace(shown, speedLabel(speed, pageLocale())));
  audio.defaultPlaybackRate = speed;
  audio.playbackRate = speed;
}
