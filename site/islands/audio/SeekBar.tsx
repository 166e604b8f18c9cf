/** The position, the seek slider and the duration ("Loading…" until the build or the file tells it). */
import { clampTime, SEEK_STEP, seekKeyOffset } from '../../lib/audio/seek.ts';
import { formatTime, progressValueText } from '../../lib/audio/time.ts';
import type { AudioPlayerState } from './useAudioPlayer.ts';
import { slider } from './styles.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';

export default function SeekBar({ player }: { player: AudioPlayerState }) {
  const { time, duration, known } = player;
  const t = useIslandText();
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600 tabular-nums dark:text-slate-300">
      <span className="min-w-10 shrink-0 text-right">{formatTime(time)}</span>
      <input
        type="range"
        aria-label={t('audio.seek')}
        aria-valuetext={progressValueText(time, duration, t('audio.progressValue'))}
        min={0}
        max={known ? duration : 0}
        step={SEEK_STEP}
        value={known ? clampTime(time, duration) : 0}
        disabled={!known}
        onChange={(e) => player.seekTo(Number(e.currentTarget.value))}
        onKeyDown={(e) => {
          // Arrow keys move 5 s, a useful stride in speech; pointer seeking keeps the 0.1 s step.
          const offset = seekKeyOffset(e.key);
          if (offset === null) return;
          e.preventDefault();
          player.skip(offset);
        }}
        className={`min-w-0 flex-1 ${slider}`}
      />
      <span className="w-16 shrink-0">{known ? formatTime(duration) : t('audio.loading')}</span>
    </div>
  );
}
