import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { toast } from '../lib/toast.ts';
import { DOWNLOAD_STARTED_MESSAGE, downloadFileName } from '../lib/audio/download.ts';
import { clampTime, SEEK_STEP, seekKeyOffset, SKIP_SECONDS, skipBy } from '../lib/audio/seek.ts';
import { claimMediaSession, reportMediaPosition, reportPlaybackState } from '../lib/audio/media-session.ts';
import MiniPlayer from './audio/MiniPlayer.tsx';
import KeepOffline from './audio/KeepOffline.tsx';
import { DEFAULT_SPEED, nextSpeed, speedChangedMessage, speedLabel } from '../lib/audio/speed.ts';
import { formatTime, progressValueText } from '../lib/audio/time.ts';
import { onAudioPreferences } from '../lib/audio/preferences.ts';
import { initialVoice, resolveAudioSources, sourceUrl, voiceLabel, voiceSwitchedMessage, VOICES, type AudioSources, type Voice } from '../lib/audio/voice.ts';
import { audibleVolume, initialVolume, setVolume, toggleMute, VOLUME_STEP, volumeValueText, type VolumeState } from '../lib/audio/volume.ts';

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
}

export const NO_AUDIO_MESSAGE = 'Audio narration is not available for this devotional yet.';
export const LOAD_ERROR_MESSAGE = "We couldn't load the audio. Please try again later.";

const card =
  'rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 print:hidden';
const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-slate-800';
const iconButton = `inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-700 ${focusRing}`;
const slider = `h-2 cursor-pointer rounded-full accent-brand-700 disabled:cursor-not-allowed dark:accent-amber-400 ${focusRing}`;

export default function AudioPlayer({ title, maleUrl, femaleUrl, defaultUrl, preferredVoice, durations, artworkUrl }: AudioPlayerProps) {
  const sources = resolveAudioSources({ maleUrl, femaleUrl, defaultUrl });
  if (sources.kind === 'none') {
    return (
      <section aria-label="Audio narration" className={card}>
        <p className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
          <Icon>
            <path d="M4 9h3.5L12 5v14l-4.5-4H4z" fill="currentColor" stroke="none" />
            <path d="M16 9.5l5 5M21 9.5l-5 5" />
          </Icon>
          {NO_AUDIO_MESSAGE}
        </p>
      </section>
    );
  }
  return <Player title={title} sources={sources} preferredVoice={preferredVoice} durations={durations ?? {}} artworkUrl={artworkUrl} />;
}

type LoadStatus = 'loading' | 'ready' | 'error';

interface PlayerProps {
  title: string;
  sources: AudioSources;
  preferredVoice?: Voice;
  durations: Record<string, number>;
  artworkUrl?: string | null;
}

function Player({ title, sources, preferredVoice, durations, artworkUrl }: PlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [voice, setVoice] = useState<Voice>(() => initialVoice(preferredVoice));
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const builtDuration = (url: string | null) => (url && Number.isFinite(durations[url]) ? durations[url] : Number.NaN);
  const [duration, setDuration] = useState(() => builtDuration(sourceUrl(sources, initialVoice(preferredVoice))));
  // Listening has begun (and not ended): the mini-player may stand in while the player is out of view.
  const [listening, setListening] = useState(false);
  const [inView, setInView] = useState(true);
  // The position to carry over when a voice switch loads the other recording.
  const carryOver = useRef<number | null>(null);
  const [volume, setVolumeState] = useState<VolumeState>(initialVolume);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const downloading = useRef(false);
  // Once the reader picks a voice or speed here, their saved preferences no longer override it.
  const chosen = useRef(false);
  const src = sourceUrl(sources, voice) ?? '';
  const fileName = downloadFileName(title);
  const known = Number.isFinite(duration);

  // The element may have loaded its metadata, or failed, before React hydrated the island and
  // attached its listeners; read its state once so the card does not stay on "Loading" forever.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.error) setStatus('error');
    else if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setDuration(audio.duration);
      setStatus('ready');
    }
  }, []);

  // A signed-in reader starts from their saved voice and speed (site/signed-in/audio-preferences.ts).
  useEffect(
    () =>
      onAudioPreferences((prefs) => {
        if (chosen.current || !audioRef.current?.paused) return;
        setSpeed(prefs.speed);
        setVoice(initialVoice(prefs.voice));
      }),
    [],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume.volume;
    audio.muted = volume.muted;
  }, [volume]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // defaultPlaybackRate survives the reload a voice switch causes; playbackRate alone would not.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [speed, src]);

  // The mini-player: shown while listening and the player itself is scrolled out of view.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !listening) return;
    return claimMediaSession(audio, { title, artworkUrl }, () => {
      void audio.play().catch(() => {});
    });
  }, [listening, title, artworkUrl]);

  useEffect(() => {
    if (listening) reportPlaybackState(playing);
  }, [listening, playing]);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    audio.play().catch((error: unknown) => {
      // A pause or a voice switch that interrupts a pending play rejects it with AbortError:
      // that is the listener's own doing, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('error');
    });
  };

  const seekTo = (target: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const next = clampTime(target, audio.duration);
    audio.currentTime = next;
    setTime(next);
  };

  const cycleSpeed = () => {
    const next = nextSpeed(speed);
    chosen.current = true;
    setSpeed(next);
    toast(speedChangedMessage(next));
  };

  const switchVoice = (next: Voice) => {
    if (next === voice) return;
    chosen.current = true;
    const audio = audioRef.current;
    audio?.pause();
    setPlaying(false);
    // The spec pauses on a switch; the listener keeps their place in the text (clamped to the other recording).
    const nextDuration = builtDuration(sourceUrl(sources, next));
    const position = clampTime(audio?.currentTime ?? time, nextDuration);
    carryOver.current = position > 0 ? position : null;
    setTime(position);
    setDuration(nextDuration);
    setStatus('loading');
    setVoice(next);
    toast(voiceSwitchedMessage(next));
  };

  const retry = () => {
    setStatus('loading');
    audioRef.current?.load();
  };

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading.current) return;
    downloading.current = true;
    toast(DOWNLOAD_STARTED_MESSAGE);
    try {
      await saveAs(src, fileName);
    } finally {
      downloading.current = false;
    }
  };

  const loading = status === 'loading';

  return (
    <section ref={sectionRef} aria-label="Audio narration" aria-busy={loading && !known} className={card}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadStart={() => setStatus('loading')}
        onLoadedMetadata={(e) => {
          const audio = e.currentTarget;
          setDuration(audio.duration);
          setStatus('ready');
          if (carryOver.current !== null) {
            const position = clampTime(carryOver.current, audio.duration);
            carryOver.current = null;
            audio.currentTime = position;
            setTime(position);
          }
        }}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => {
          setTime(e.currentTarget.currentTime);
          reportMediaPosition(e.currentTarget);
        }}
        onPlay={() => {
          setPlaying(true);
          setListening(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setListening(false);
        }}
        onError={() => {
          setPlaying(false);
          setStatus('error');
        }}
      />

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-amber-300">Listen to this devotional</p>
        {sources.kind === 'voices' && (
          <div role="group" aria-label="Narrator voice" className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-700">
            {VOICES.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={voice === v}
                onClick={() => switchVoice(v)}
                className={`rounded-full px-3 py-1 text-sm font-medium ${focusRing} ${
                  voice === v
                    ? 'bg-brand-700 text-white shadow-sm dark:bg-amber-400 dark:text-slate-900'
                    : 'text-slate-700 hover:text-slate-900 dark:text-slate-200 dark:hover:text-white'
                }`}
              >
                {voiceLabel(v)}
              </button>
            ))}
          </div>
        )}
      </div>

      {status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
          <p>{LOAD_ERROR_MESSAGE}</p>
          <button
            type="button"
            onClick={retry}
            className={`rounded-full px-3 py-1 text-sm font-medium text-brand-700 underline dark:text-amber-300 ${focusRing}`}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-3 text-sm text-slate-600 tabular-nums dark:text-slate-300">
            <span className="min-w-10 shrink-0 text-right">{formatTime(time)}</span>
            <input
              type="range"
              aria-label="Seek"
              aria-valuetext={progressValueText(time, duration)}
              min={0}
              max={known ? duration : 0}
              step={SEEK_STEP}
              value={known ? clampTime(time, duration) : 0}
              disabled={!known}
              onChange={(e) => seekTo(Number(e.currentTarget.value))}
              onKeyDown={(e) => {
                // Arrow keys move 5 s, a useful stride in speech; pointer seeking keeps the spec's 0.1 s step.
                const offset = seekKeyOffset(e.key);
                if (offset === null) return;
                e.preventDefault();
                seekTo(skipBy(audioRef.current?.currentTime ?? time, offset, duration));
              }}
              className={`min-w-0 flex-1 ${slider}`}
            />
            <span className="w-16 shrink-0">{known ? formatTime(duration) : 'Loading…'}</span>
          </div>

          <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label="Skip back 10 seconds"
                onClick={() => seekTo(skipBy(audioRef.current?.currentTime ?? time, -SKIP_SECONDS, duration))}
                className={iconButton}
              >
                <SkipIcon direction="back" />
              </button>
              <button
                type="button"
                aria-label={playing ? 'Pause' : 'Play'}
                onClick={togglePlay}
                className={`inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-900 dark:bg-amber-400 dark:text-slate-900 dark:hover:bg-amber-300 ${focusRing}`}
              >
                {playing ? pauseIcon : playIcon}
              </button>
              <button
                type="button"
                aria-label="Skip forward 10 seconds"
                onClick={() => seekTo(skipBy(audioRef.current?.currentTime ?? time, SKIP_SECONDS, duration))}
                className={iconButton}
              >
                <SkipIcon direction="forward" />
              </button>
            </div>

            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                aria-label={`Playback speed ${speedLabel(speed)}`}
                onClick={cycleSpeed}
                className={`h-10 min-w-14 rounded-full px-3 text-sm font-semibold text-slate-700 tabular-nums ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700 ${focusRing}`}
              >
                {speedLabel(speed)}
              </button>
              <button type="button" aria-label={volume.muted ? 'Unmute' : 'Mute'} onClick={() => setVolumeState(toggleMute)} className={iconButton}>
                <Icon>
                  <path d="M4 9h3.5L12 5v14l-4.5-4H4z" fill="currentColor" stroke="none" />
                  {volume.muted ? <path d="M16 9.5l5 5M21 9.5l-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
                </Icon>
              </button>
              <input
                type="range"
                aria-label="Volume"
                aria-valuetext={volumeValueText(volume)}
                min={0}
                max={1}
                step={VOLUME_STEP}
                value={audibleVolume(volume)}
                onChange={(e) => {
                  const level = Number(e.currentTarget.value);
                  setVolumeState((s) => setVolume(s, level));
                }}
                className={`w-20 sm:w-28 ${slider}`}
              />
              <a
                href={src}
                download={fileName}
                onClick={download}
                aria-label="Download audio"
                className={`inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-amber-800 hover:bg-amber-50 dark:text-amber-300 dark:hover:bg-slate-700 ${focusRing}`}
              >
                <Icon>
                  <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
                </Icon>
                <span>Download</span>
              </a>
              <KeepOffline url={src} className={focusRing} />
            </div>
          </div>
        </>
      )}
      {listening && !inView && (
        <MiniPlayer
          title={title}
          playing={playing}
          time={time}
          duration={duration}
          onToggle={togglePlay}
          focusRing={focusRing}
          playIcon={playIcon}
          pauseIcon={pauseIcon}
        />
      )}
    </section>
  );
}

const playIcon = (
  <Icon>
    <path d="M8 4.5v15l12-7.5z" fill="currentColor" stroke="none" />
  </Icon>
);
const pauseIcon = (
  <Icon>
    <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" stroke="none" />
  </Icon>
);

/**
 * Saves the recording under the title's name. The download attribute is ignored for
 * cross-origin URLs (audio lives in storage on another origin), so the file is fetched and
 * offered from a same-origin object URL; if that fetch fails (offline, or storage without
 * CORS) the plain link still downloads, though the browser may keep the stored file name.
 */
async function saveAs(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Audio download failed with status ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    clickLink(objectUrl, fileName);
    // Revoking at once can cancel the download in some browsers; a minute is ample.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    clickLink(url, fileName, true);
  }
}

function clickLink(href: string, fileName: string, newTab = false) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  if (newTab) {
    // If the browser plays the file instead of saving it, the devotional stays open.
    link.target = '_blank';
    link.rel = 'noopener';
  }
  document.body.append(link);
  link.click();
  link.remove();
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function SkipIcon({ direction }: { direction: 'back' | 'forward' }) {
  // One circular arrow, mirrored for forward, with the 10 drawn upright in both.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <g transform={direction === 'forward' ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M3.5 13a8.5 8.5 0 1 0 2.6-6.1" />
        <path d="M5.6 2.6v4.6h4.6" />
      </g>
      <text x="12" y="16.6" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor" stroke="none">
        10
      </text>
    </svg>
  );
}
