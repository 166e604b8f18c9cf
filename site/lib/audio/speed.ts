// Playback speeds, slowest first; the player starts at 1.
export const PLAYBACK_SPEEDS = [0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_SPEED = 1;

/** The speed after `current` in the cycle, wrapping from 2 back to 0.8. An unknown speed restarts at the default. */
export function nextSpeed(current: number): number {
  const index = PLAYBACK_SPEEDS.findIndex((speed) => speed === current);
  if (index === -1) return DEFAULT_SPEED;
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length];
}

/** "0.85", "1", "1.25": no trailing zeros, at most two decimals. */
export function formatSpeed(speed: number): string {
  return String(Number(speed.toFixed(2)));
}

export function speedLabel(speed: number): string {
  return `${formatSpeed(speed)}x`;
}
