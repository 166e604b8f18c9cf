/**
 * Hands the reader's saved voice and speed (user_preferences) to the audio player, which starts from them
 * (site/islands/audio/useAudioPlayer.ts listens for AUDIO_PREFERENCES_EVENT). No row (PGRST116 / none) means the defaults.
 */
import { preferencesFromRow } from '@lib/account/audio-preferences.ts';
import { publishAudioPreferences } from '../lib/audio/preferences.ts';
import type { SignedInContext } from './context.ts';

export async function mount(_element: HTMLElement, { client, session }: SignedInContext): Promise<void> {
  const { data, error } = await client.from('user_preferences').select('preferred_voice, preferred_speed').eq('user_id', session.user.id).maybeSingle();
  if (error && error.code !== 'PGRST116') {
    console.error('Could not load audio preferences:', error.message);
    return;
  }
  const prefs = preferencesFromRow(data);
  publishAudioPreferences({ voice: prefs.voice, speed: prefs.speed });
  // Wake the player now (it otherwise hydrates on first interaction), so it is set before the reader presses Play.
  document.querySelector('section[aria-label="Audio narration"]')?.dispatchEvent(new Event('rd:hydrate', { bubbles: true }));
}
