import type { ReactNode } from 'react';
import { formatTime, progressValueText } from '../../lib/audio/time.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';

interface MiniPlayerProps {
  title: string;
  playing: boolean;
  time: number;
  duration: number;
  onToggle: () => void;
  focusRing: string;
  playIcon: ReactNode;
  pauseIcon: ReactNode;
}

/**
 * The slim bar that keeps play/pause and progress at hand while the player itself is scrolled out of view during
 * listening (AudioPlayer shows it). Fixed to the bottom edge, one line high, so it covers as little text as it can.
 */
export default function MiniPlayer({ title, playing, time, duration, onToggle, focusRing, playIcon, pauseIcon }: MiniPlayerProps) {
  const t = useIslandText();
  const known = Number.isFinite(duration) && duration > 0;
  const percent = known ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <div
      role="region"
      aria-label={t('audio.nowPlaying')}
      data-testid="mini-player"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 shadow-lg backdrop-blur print:hidden dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div
        role="progressbar"
        aria-label={t('audio.progress')}
        aria-valuemin={0}
        aria-valuemax={known ? Math.round(duration) : 0}
        aria-valuenow={Math.round(time)}
        aria-valuetext={progressValueText(time, duration, t('audio.progressValue'))}
        className="h-1 w-full bg-brand-100 dark:bg-slate-700"
      >
        <div className="h-1 bg-brand-700 dark:bg-amber-400" style={{ width: `${percent}%` }} />
      </div>
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-label={t(playing ? 'audio.pause' : 'audio.play')}
          onClick={onToggle}
          className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-900 dark:bg-amber-400 dark:text-slate-900 dark:hover:bg-amber-300 ${focusRing}`}
        >
          {playing ? pauseIcon : playIcon}
        </button>
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 dark:text-slate-100">{title}</p>
        <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-300">
          {formatTime(time)} / {formatTime(duration)}
        </span>
      </div>
    </div>
  );
}
