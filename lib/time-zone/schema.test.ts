import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONE_INVALID, isTimeZone, knownTimeZones, seedTimeZone, timeZoneSchema } from './schema.ts';

describe('time zone', () => {
  it.each(['America/New_York', 'Pacific/Auckland', 'Europe/London', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('accepts the IANA name %s', (name) =>
    expect(isTimeZone(name)).toBe(true),
  );

  it.each(['', 'New York', 'america/new_york', 'Mars/Olympus_Mons', '+05:00', 'EST ', 'Europe/London; drop table x'])('refuses %j', (name) =>
    expect(isTimeZone(name)).toBe(false),
  );

  it('gives the form its message and trims', () => {
    expect(timeZoneSchema.parse(' Pacific/Auckland ')).toBe('Pacific/Auckland');
    const result = timeZoneSchema.safeParse('Atlantis/Capital');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_INVALID);
  });

  it('lists zones for the picker, the default among them', () => {
    expect(knownTimeZones()).toEqual(expect.arrayContaining([DEFAULT_TIME_ZONE, 'Pacific/Auckland', 'UTC']));
  });

  it('seeds SITE_TIMEZONE on a first install, the default when unset, and refuses a wrong one', () => {
    expect(seedTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(seedTimeZone('  ')).toBe(DEFAULT_TIME_ZONE);
    expect(seedTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(() => seedTimeZone('Auckland')).toThrow('SITE_TIMEZONE "Auckland" is not a time zone.');
  });
});
