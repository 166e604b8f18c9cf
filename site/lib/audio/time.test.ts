import { describe, expect, it } from 'vitest';
import { formatTime, progressValueText } from './time.ts';

describe('time display', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(270.9)).toBe('4:30');
    expect(formatTime(3599)).toBe('59:59');
  });

  it('shows hours, minutes and seconds from an hour on', () => {
    expect(formatTime(3600)).toBe('1:00:00');
    expect(formatTime(3725)).toBe('1:02:05');
  });

  it('shows 0:00 while the duration is unknown', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-4)).toBe('0:00');
  });

  it('reads the seek position as "elapsed of total"', () => {
    expect(progressValueText(65, 270)).toBe('1:05 of 4:30');
    expect(progressValueText(300, 270)).toBe('4:30 of 4:30');
    expect(progressValueText(0, Number.NaN)).toBe('0:00 of 0:00');
  });
});
