/**
 * The narration player's state (site/islands/AudioPlayer.tsx): the voice, whether the recording loaded, playing,
 * the position and duration (the build's until the file's metadata arrives), volume and speed (a signed-in reader's
 * saved ones until they choose here), the lock screen's media session, and whether the mini-player stands in while
 * the player is scrolled away. The <audio> element's events come back as `audioEvents`.
 */
import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { downloadFileName, saveAs } from '../../lib/audio/download.ts';
import { clampTime, skipBy } from '../../lib/audio/seek.ts';
import { claimMediaSession, reportMediaPosition, reportPlaybackState } from '../../lib/audio/media-session.ts';
import { DEFAULT_SPEED, nextSpeed, speedLabel } from '../../lib/audio/speed.ts';
import { onAudioPreferences } from '../../lib/audio/preferences.ts';
import { builtDuration, initialVoice, sourceUrl, switchPosition, type AudioSources, type Voice } from '../../lib/audio/voice.ts';
import { initialVolume, setVolume, toggleMute, type VolumeState } from '../../lib/audio/volume.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface PlayerProps {
  title: string;
  sources: AudioSources;
  preferredVoice?: Voice;
  durations: Record<string, number>;
  artworkUrl?: string | null;
}

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

export function useAudioPlayer({ title, sources, preferredVoice, durations, artworkUrl }: PlayerProps) {
  const t = useIslandText();
  const audioRef = useRef<HTMLAudioElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [voice, setVoice] = useState<Voice>(() => initialVoice(preferredVoice));
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(() => builtDuration(durations, sourceUrl(sources, initialVoice(preferredVoice))));
  // Listening has begun (and not ended): the mini-player may stand in while the player is out of view.
  const [listening, setListening] = useState(false);
  const [inView, setInView] = useState(true);
  // The position to carry over when a voice switch loads the other recording.
  const carryOver = useRef<number | null>(null);
  const [volume, setVolumeState] = useState<VolumeState>(initialVolume);
  // A signed-in reader's saved speed, when it arrived before hydration, is already shown in the prebuilt player
  // (site/signed-in/audio-preferences.ts), so the first render starts from it; the build has no window.
  const [speed, setSpeed] = useState(() => (typeof window === 'undefined' ? DEFAULT_SPEED : (window.rdAudioPreferences?.speed ?? DEFAULT_SPEED)));
  const downloading = useRef(false);
  // Once the reader picks a voice or speed here, their saved preferences no longer override it.
  const chosen = useRef(false);
  const src = sourceUrl(sources, voice) ?? '';
  const fileName = downloadFileName(title);

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

  /** Moves `seconds` from where the recording is (negative moves back). */
  const skip = (seconds: number) => seekTo(skipBy(audioRef.current?.currentTime ?? time, seconds, duration));

  const cycleSpeed = () => {
    const next = nextSpeed(speed);
    chosen.current = true;
    setSpeed(next);
    toast(t('audio.speedChanged', { speed: speedLabel(next, t.locale) }));
  };

  const switchVoice = (next: Voice) => {
    if (next === voice) return;
    chosen.current = true;
    const audio = audioRef.current;
    audio?.pause();
    setPlaying(false);
    // A switch pauses; the listener keeps their place in the text (clamped to the other recording).
    const nextDuration = builtDuration(durations, sourceUrl(sources, next));
    const { position, carryOver: carried } = switchPosition(audio?.currentTime ?? time, nextDuration);
    carryOver.current = carried;
    setTime(position);
    setDuration(nextDuration);
    setStatus('loading');
    setVoice(next);
    toast(t(`audio.switched.${next}`));
  };

  const retry = () => {
    setStatus('loading');
    audioRef.current?.load();
  };

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading.current) return;
    downloading.current = true;
    toast(t('audio.downloadStarted'));
    try {
      await saveAs(src, fileName);
    } finally {
      downloading.current = false;
    }
  };

  const audioEvents = {
    onLoadStart: () => setStatus('loading'),
    onLoadedMetadata: (e: AudioEvent) => {
      const audio = e.currentTarget;
      setDuration(audio.duration);
      setStatus('ready');
      if (carryOver.current !== null) {
        const position = clampTime(carryOver.current, audio.duration);
        carryOver.current = null;
        audio.currentTime = position;
        setTime(position);
      }
    },
    onDurationChange: (e: AudioEvent) => setDuration(e.currentTarget.duration),
    onTimeUpdate: (e: AudioEvent) => {
      setTime(e.currentTarget.currentTime);
      reportMediaPosition(e.currentTarget);
    },
    onPlay: () => {
      setPlaying(true);
      setListening(true);
    },
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      setListening(false);
    },
    onError: () => {
      setPlaying(false);
      setStatus('error');
    },
  };

  return {
    audioRef,
    sectionRef,
    audioEvents,
    src,
    fileName,
    voice,
    status,
    playing,
    time,
    duration,
    /** The duration is known (from the build or the file): the seek bar works. */
    known: Number.isFinite(duration),
    /** The mini-player stands in: listening, with the player scrolled out of view. */
    showMini: listening && !inView,
    volume,
    speed,
    togglePlay,
    seekTo,
    skip,
    cycleSpeed,
    switchVoice,
    retry,
    download,
    toggleMute: () => setVolumeState(toggleMute),
    changeVolume: (level: number) => setVolumeState((s) => setVolume(s, level)),
  };
}

export type AudioPlayerState = ReturnType<typeof useAudioPlayer>;
