import { describe, expect, it } from 'vitest';
import { releaseDay, releaseDue } from './release-day.ts';

const NY = 'America/New_York';

describe('releaseDay', () => {
  it('is still yesterday until 00:05 in the site time zone', () => {
    // 00:04 on 27 November in New York (UTC-5).
    expect(releaseDay(new Date('2026-11-27T05:04:00Z'), NY)).toBe('2026-11-26');
    expect(releaseDay(new Date('2026-11-27T05:05:00Z'), NY)).toBe('2026-11-27');
  });

  it('follows the site time zone, not UTC', () => {
    // 23:30 UTC on the 26th is already 08:30 on the 27th in Tokyo.
    expect(releaseDay(new Date('2026-11-26T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
    expect(releaseDay(new Date('2026-11-26T23:30:00Z'), NY)).toBe('2026-11-26');
  });
});

describe('releaseDue', () => {
  it('asks for a build once the next release time has passed since the last build', () => {
    const built = new Date('2026-11-26T15:00:00Z');
    expect(releaseDue(built, new Date('2026-11-27T05:00:00Z'), NY)).toBe(false);
    expect(releaseDue(built, new Date('2026-11-27T05:06:00Z'), NY)).toBe(true);
  });

  it('catches up after days without a build', () => {
    expect(releaseDue(new Date('2026-11-20T15:00:00Z'), new Date('2026-11-26T15:00:00Z'), NY)).toBe(true);
  });

  it('does not ask again for a build made after the release', () => {
    expect(releaseDue(new Date('2026-11-27T05:06:00Z'), new Date('2026-11-27T20:00:00Z'), NY)).toBe(false);
  });
});
