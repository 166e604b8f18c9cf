import { describe, expect, it } from 'vitest';
import { SEEK_KEY_SECONDS, SEEK_STEP, SKIP_SECONDS, clampTime, seekKeyOffset, skipBy } from './seek.ts';

describe('seek and skip', () => {
  it('uses the spec constants', () => {
    expect(SEEK_STEP).toBe(0.1);
    expect(SKIP_SECONDS).toBe(10);
  });

  it('skips 10 seconds either way inside the track', () => {
    expect(skipBy(30, SKIP_SECONDS, 270)).toBe(40);
    expect(skipBy(30, -SKIP_SECONDS, 270)).toBe(20);
  });

  it('stops at the start and at the end', () => {
    expect(skipBy(4, -SKIP_SECONDS, 270)).toBe(0);
    expect(skipBy(265, SKIP_SECONDS, 270)).toBe(270);
  });

  it('only clamps at 0 while the duration is unknown', () => {
    expect(skipBy(5, SKIP_SECONDS, Number.NaN)).toBe(15);
    expect(skipBy(5, SKIP_SECONDS, Number.POSITIVE_INFINITY)).toBe(15);
    expect(skipBy(5, -SKIP_SECONDS, Number.NaN)).toBe(0);
  });

  it('treats a nonsense position as the start', () => {
    expect(clampTime(Number.NaN, 100)).toBe(0);
    expect(clampTime(-3, 100)).toBe(0);
  });
});

describe('seekKeyOffset', () => {
  it('moves 5 s forward on Right/Up and back on Left/Down', () => {
    expect(SEEK_KEY_SECONDS).toBe(5);
    expect(seekKeyOffset('ArrowRight')).toBe(5);
    expect(seekKeyOffset('ArrowUp')).toBe(5);
    expect(seekKeyOffset('ArrowLeft')).toBe(-5);
    expect(seekKeyOffset('ArrowDown')).toBe(-5);
  });

  it('leaves other keys alone (Home, End, Tab keep their meaning)', () => {
    for (const key of ['Home', 'End', 'Tab', 'PageUp', ' ']) expect(seekKeyOffset(key)).toBeNull();
  });
});
