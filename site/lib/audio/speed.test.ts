import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEED, PLAYBACK_SPEEDS, nextSpeed, speedLabel } from './speed.ts';

describe('playback speed', () => {
  it('starts at 1x', () => {
    expect(DEFAULT_SPEED).toBe(1);
    expect(speedLabel(DEFAULT_SPEED)).toBe('1x');
  });

  it('labels the button in the edition: a decimal comma and × in Dutch and Spanish', () => {
    expect(speedLabel(0.85, 'nl')).toBe('0,85×');
    expect(speedLabel(1.25, 'es')).toBe('1,25×');
    expect(speedLabel(1.25, 'en')).toBe('1.25x');
  });

  it('cycles through every speed of the spec in order and wraps from 2 to 0.8', () => {
    const seen: number[] = [];
    let speed = 0.8;
    for (let i = 0; i < PLAYBACK_SPEEDS.length; i++) {
      seen.push(speed);
      speed = nextSpeed(speed);
    }
    expect(seen).toEqual([0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 1.75, 2]);
    expect(speed).toBe(0.8);
    expect(nextSpeed(1)).toBe(1.25);
    expect(nextSpeed(2)).toBe(0.8);
  });

  it('goes back to the default from a speed outside the list', () => {
    expect(nextSpeed(3)).toBe(1);
    expect(nextSpeed(Number.NaN)).toBe(1);
  });

  it('formats speeds without trailing zeros', () => {
    expect(speedLabel(0.85)).toBe('0.85x');
    expect(speedLabel(1)).toBe('1x');
    expect(speedLabel(1.25)).toBe('1.25x');
    expect(speedLabel(1.5)).toBe('1.5x');
    expect(speedLabel(0.1 + 0.2)).toBe('0.3x');
  });
});
