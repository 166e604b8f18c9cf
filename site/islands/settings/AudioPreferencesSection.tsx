/** Audio Preferences: voice and speed, saved with one upsert on user_id. */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { PREFERENCE_SPEEDS, speedOptionLabel, type AudioPreferences, type PreferredVoice } from '@lib/account/audio-preferences.ts';
import { saveAudioPreferences } from '../../data/preferences.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, primaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function AudioPreferencesSection({ client, userId, initial }: { client: PageClient; userId: string; initial: AudioPreferences }) {
  const t = useT();
  const [voice, setVoice] = useState<PreferredVoice>(initial.voice);
  const [speed, setSpeed] = useState(initial.speed);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const { error } = await saveAudioPreferences(client, userId, voice, speed);
    setBusy(false);
    if (error) return toast(t('settings.audio.failed'), 'error');
    toast(t('settings.audio.saved'));
  }

  const speeds: number[] = [...PREFERENCE_SPEEDS];
  if (!speeds.includes(speed)) speeds.push(speed);
  return (
    <section className={card} aria-labelledby="audio-heading">
      <h2 id="audio-heading" className={cardTitle}>
        {t('settings.audio.heading')}
      </h2>
      <form onSubmit={save} className="mt-4 space-y-4">
        <fieldset>
          <legend className={labelClass}>{t('settings.audio.voice')}</legend>
          <div className="mt-2 flex gap-4">
            {(['male', 'female'] as const).map((v) => (
              <label key={v} className="inline-flex items-center gap-2 text-stone-800 dark:text-stone-200">
                <input type="radio" name="voice" value={v} checked={voice === v} onChange={() => setVoice(v)} className="accent-brand-700" />
                {v === 'male' ? t('settings.audio.male') : t('settings.audio.female')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="max-w-xs">
          <label htmlFor="preferred-speed" className={labelClass}>
            {t('settings.audio.speed')}
          </label>
          <select id="preferred-speed" className={inputClass} value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value))}>
            {speeds
              .sort((a, b) => a - b)
              .map((s) => (
                <option key={s} value={String(s)}>
                  {speedOptionLabel(s, t.locale)}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('settings.loading') : t('settings.audio.save')}
        </button>
      </form>
    </section>
  );
}
