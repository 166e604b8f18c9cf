// Volume rules: 0 to 1 in steps of 0.01; unmuting restores the
// volume from before muting, or 0.5 when that volume was 0.
export const VOLUME_STEP = 0.01;
export const UNMUTE_FALLBACK_VOLUME = 0.5;
export const DEFAULT_VOLUME = 1;

export interface VolumeState {
  /** The level the listener chose; kept while muted so unmuting can restore it. */
  volume: number;
  muted: boolean;
}

export const initialVolume: VolumeState = { volume: DEFAULT_VOLUME, muted: false };

/** Keeps a level in [0, 1] on the slider's 0.01 grid. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}

/** Dragging the slider sets the level; dragging to 0 counts as muting, anything above unmutes. */
export function setVolume(_state: VolumeState, volume: number): VolumeState {
  const next = clampVolume(volume);
  return { volume: next, muted: next === 0 };
}

export function toggleMute(state: VolumeState): VolumeState {
  if (state.muted) {
    return { volume: state.volume > 0 ? state.volume : UNMUTE_FALLBACK_VOLUME, muted: false };
  }
  return { volume: state.volume, muted: true };
}

/** What the audio element should play at and what the slider shows. */
export function audibleVolume(state: VolumeState): number {
  return state.muted ? 0 : state.volume;
}

export function volumeValueText(state: VolumeState, muted = 'Muted'): string {
  return state.muted ? muted : `${Math.round(state.volume * 100)}%`;
}
