/** The Male/Female switch, shown only when the devotional has both narrations. */
import { VOICES, type Voice } from '../../lib/audio/voice.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { focusRing } from './styles.ts';

export default function VoiceSwitch({ voice, onSwitch }: { voice: Voice; onSwitch: (voice: Voice) => void }) {
  const t = useIslandText();
  return (
    <div role="group" aria-label={t('audio.voices')} className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-700">
      {VOICES.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={voice === v}
          onClick={() => onSwitch(v)}
          className={`rounded-full px-3 py-1 text-sm font-medium ${focusRing} ${
            voice === v
              ? 'bg-brand-700 text-white shadow-sm dark:bg-amber-400 dark:text-slate-900'
              : 'text-slate-700 hover:text-slate-900 dark:text-slate-200 dark:hover:text-white'
          }`}
        >
          {t(`audio.voice.${v}`)}
        </button>
      ))}
    </div>
  );
}
