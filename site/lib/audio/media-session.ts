/**
 * Lock-screen and notification controls through the Media Session API: the devotional's title and cover, play,
 * pause, skip and seek, and the position. Browsers without the API (or without MediaMetadata) are left alone.
 */
import { clampTime, SKIP_SECONDS } from './seek.ts';

export const MEDIA_SESSION_ARTIST = 'Reformed Devotionals';

export interface MediaSessionTrack {
  title: string;
  /** Absolute or page-relative URL of the cover. */
  artworkUrl?: string | null;
}

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator && typeof MediaMetadata === 'function' ? navigator.mediaSession : null;
}

/** Names the track and routes the system's controls to this audio element. Returns a function that undoes it. */
export function claimMediaSession(audio: HTMLAudioElement, track: MediaSessionTrack, play: () => void): () => void {
  const media = session();
  if (!media) return () => {};
  media.metadata = new MediaMetadata({
    title: track.title,
    artist: MEDIA_SESSION_ARTIST,
    artwork: track.artworkUrl ? [{ src: new URL(track.artworkUrl, window.location.href).href }] : [],
  });
  const seek = (to: number) => {
    audio.currentTime = clampTime(to, audio.duration);
  };
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => play()],
    ['pause', () => audio.pause()],
    ['seekbackward', (d) => seek(audio.currentTime - (d.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (d) => seek(audio.currentTime + (d.seekOffset ?? SKIP_SECONDS))],
    ['seekto', (d) => seek(d.seekTime ?? audio.currentTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // An action this browser does not support.
    }
  }
  return () => {
    for (const [action] of handlers) {
      try {
        media.setActionHandler(action, null);
      } catch {
        // As above.
      }
    }
  };
}

/** Tells the system where playback is, for the lock screen's progress bar. */
export function reportMediaPosition(audio: HTMLAudioElement): void {
  const media = session();
  if (!media?.setPositionState || !Number.isFinite(audio.duration) || audio.duration <= 0) return;
  try {
    media.setPositionState({ duration: audio.duration, position: clampTime(audio.currentTime, audio.duration), playbackRate: audio.playbackRate || 1 });
  } catch {
    // A position the browser refuses (e.g. mid-switch): the next update will do.
  }
}

export function reportPlaybackState(playing: boolean): void {
  const media = session();
  if (media) media.playbackState = playing ? 'playing' : 'paused';
}
