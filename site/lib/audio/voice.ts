import { clampTime } from './seek.ts';

export type Voice = 'male' | 'female';
export const DEFAULT_VOICE: Voice = 'male';
export const VOICES: readonly Voice[] = ['male', 'female'];

export interface AudioUrls {
  maleUrl?: string | null;
  femaleUrl?: string | null;
  defaultUrl?: string | null;
}

/** What the player can offer: nothing, one recording, or a choice of two narrators. */
export type AudioSources = { kind: 'none' } | { kind: 'single'; url: string } | { kind: 'voices'; male: string; female: string };

function present(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The voice switch exists only when both narrations exist; otherwise the player plays the
 * default, male or female URL, in that order.
 */
export function resolveAudioSources(urls: AudioUrls): AudioSources {
  const male = present(urls.maleUrl);
  const female = present(urls.femaleUrl);
  if (male && female) return { kind: 'voices', male, female };
  const single = present(urls.defaultUrl) ?? male ?? female;
  return single ? { kind: 'single', url: single } : { kind: 'none' };
}

export function initialVoice(preferred: Voice | null | undefined): Voice {
  return preferred === 'female' || preferred === 'male' ? preferred : DEFAULT_VOICE;
}

export function sourceUrl(sources: AudioSources, voice: Voice): string | null {
  switch (sources.kind) {
    case 'none':
      return null;
    case 'single':
      return sources.url;
    case 'voices':
      return sources[voice];
  }
}

/** Seconds of a recording as the build read them, so the duration and seek bar work before it loads; else NaN. */
export function builtDuration(durations: Record<string, number>, url: string | null): number {
  return url && Number.isFinite(durations[url]) ? durations[url] : Number.NaN;
}

/**
 * Where the other voice's recording starts after a switch: the listener keeps their place in the text, clamped to
 * that recording's length (when known); `carryOver` is what to seek to once it has loaded, null for its start.
 */
export function switchPosition(current: number, nextDuration: number): { position: number; carryOver: number | null } {
  const position = clampTime(current, nextDuration);
  return { position, carryOver: position > 0 ? position : null };
}
