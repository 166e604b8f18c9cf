/**
 * The devotional's narration player: one recording, or a Male/Female switch when both exist; seek, skip, speed,
 * volume, download and keep for offline, with a mini-player while the player is scrolled away during listening.
 * The state and what each control does are in ./audio/useAudioPlayer.ts; the build renders the controls with their
 * labels, so the card reads before the island hydrates.
 */
import MiniPlayer from './audio/MiniPlayer.tsx';
import PlayerControls from './audio/PlayerControls.tsx';
import SeekBar from './audio/SeekBar.tsx';
import VoiceSwitch from './audio/VoiceSwitch.tsx';
import { pauseIcon, playIcon, SpeakerIcon } from './audio/icons.tsx';
import { card, focusRing } from './audio/styles.ts';
import { useAudioPlayer, type PlayerProps } from './audio/useAudioPlayer.ts';
import { resolveAudioSources, type Voice } from '../lib/audio/voice.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { audio as english } from '@lib/i18n/catalogues/en/audio.ts';
import { IslandTextContext, islandText, useIslandText, type IslandMessages } from '../lib/i18n/island-text.ts';

export interface AudioPlayerProps {
  /** The devotional's title: names the downloaded file. */
  title: string;
  maleUrl?: string | null;
  femaleUrl?: string | null;
  defaultUrl?: string | null;
  /** The signed-in reader's saved voice; male when absent. */
  preferredVoice?: Voice;
  /** Seconds of each recording by URL, read at build time, so the duration and seek bar work before loading. */
  durations?: Record<string, number>;
  /** The cover, shown on the lock screen. */
  artworkUrl?: string | null;
  /** Another edition and its "audio." messages; the English player needs neither. */
  locale?: Locale;
  messages?: IslandMessages;
}

export default function AudioPlayer({ title, maleUrl, femaleUrl, defaultUrl, preferredVoice, durations, artworkUrl, locale, messages }: AudioPlayerProps) {
  const sources = resolveAudioSources({ maleUrl, femaleUrl, defaultUrl });
  const t = islandText(locale, messages, english);
  if (sources.kind === 'none') {
    return (
      <section aria-label={t('audio.label')} className={card}>
        <p className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
          <SpeakerIcon muted />
          {t('audio.none')}
        </p>
      </section>
    );
  }
  return (
    <IslandTextContext.Provider value={t}>
      <Player title={title} sources={sources} preferredVoice={preferredVoice} durations={durations ?? {}} artworkUrl={artworkUrl} />
    </IslandTextContext.Provider>
  );
}

function Player(props: PlayerProps) {
  const player = useAudioPlayer(props);
  const t = useIslandText();
  const { title, sources } = props;
  return (
    <section ref={player.sectionRef} aria-label={t('audio.label')} aria-busy={player.status === 'loading' && !player.known} className={card}>
      <audio ref={player.audioRef} src={player.src} preload="metadata" {...player.audioEvents} />

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-amber-300">{t('audio.heading')}</p>
        {sources.kind === 'voices' && <VoiceSwitch voice={player.voice} onSwitch={player.switchVoice} />}
      </div>

      {player.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
          <p>{t('audio.loadError')}</p>
          <button
            type="button"
            onClick={player.retry}
            className={`rounded-full px-3 py-1 text-sm font-medium text-brand-700 underline dark:text-amber-300 ${focusRing}`}
          >
            {t('audio.retry')}
          </button>
        </div>
      ) : (
        <>
          <SeekBar player={player} />
          <PlayerControls player={player} />
        </>
      )}
      {player.showMini && (
        <MiniPlayer
          title={title}
          playing={player.playing}
          time={player.time}
          duration={player.duration}
          onToggle={player.togglePlay}
          focusRing={focusRing}
          playIcon={playIcon}
          pauseIcon={pauseIcon}
        />
      )}
    </section>
  );
}
