/** The player's buttons: skip back, play or pause, skip forward; then speed, mute, volume, download and keep offline. */
import { SKIP_SECONDS } from '../../lib/audio/seek.ts';
import { speedLabel } from '../../lib/audio/speed.ts';
import { audibleVolume, VOLUME_STEP, volumeValueText } from '../../lib/audio/volume.ts';
import KeepOffline from './KeepOffline.tsx';
import { downloadIcon, pauseIcon, playIcon, SkipIcon, SpeakerIcon } from './icons.tsx';
import { focusRing, iconButton, slider } from './styles.ts';
import type { AudioPlayerState } from './useAudioPlayer.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';

export default function PlayerControls({ player }: { player: AudioPlayerState }) {
  const { playing, speed, volume, src } = player;
  const t = useIslandText();
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="flex items-center gap-2">
        <button type="button" aria-label={t('audio.skipBack')} onClick={() => player.skip(-SKIP_SECONDS)} className={iconButton}>
          <SkipIcon direction="back" />
        </button>
        <button
          type="button"
          aria-label={t(playing ? 'audio.pause' : 'audio.play')}
          onClick={player.togglePlay}
          className={`inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-900 dark:bg-amber-400 dark:text-slate-900 dark:hover:bg-amber-300 ${focusRing}`}
        >
          {playing ? pauseIcon : playIcon}
        </button>
        <button type="button" aria-label={t('audio.skipForward')} onClick={() => player.skip(SKIP_SECONDS)} className={iconButton}>
          <SkipIcon direction="forward" />
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label={t('audio.speed', { speed: speedLabel(speed, t.locale) })}
          data-player-speed
          onClick={player.cycleSpeed}
          className={`h-10 min-w-14 rounded-full px-3 text-sm font-semibold text-slate-700 tabular-nums ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700 ${focusRing}`}
        >
          {speedLabel(speed, t.locale)}
        </button>
        <button type="button" aria-label={t(volume.muted ? 'audio.unmute' : 'audio.mute')} onClick={player.toggleMute} className={iconButton}>
          <SpeakerIcon muted={volume.muted} />
        </button>
        <input
          type="range"
          aria-label={t('audio.volume')}
          aria-valuetext={volumeValueText(volume, t('audio.muted'))}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={audibleVolume(volume)}
          onChange={(e) => player.changeVolume(Number(e.currentTarget.value))}
          className={`w-20 sm:w-28 ${slider}`}
        />
        <a
          href={src}
          download={player.fileName}
          onClick={player.download}
          aria-label={t('audio.downloadAudio')}
          className={`inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-amber-800 hover:bg-amber-50 dark:text-amber-300 dark:hover:bg-slate-700 ${focusRing}`}
        >
          {downloadIcon}
          <span>{t('audio.download')}</span>
        </a>
        <KeepOffline url={src} className={focusRing} />
      </div>
    </div>
  );
}
