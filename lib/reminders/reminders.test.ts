import { describe, expect, it } from 'vitest';
import { channelFlags, channelOf, parseReminders } from './reminders.ts';

describe('parseReminders', () => {
  it("reads the RPC's row, a set-returning answer's first row too", () => {
    const row = {
      enabled: true,
      hour: 7,
      time_zone: 'Europe/Amsterdam',
      language: 'nl',
      by_push: true,
      by_email: false,
      streak_nudge: true,
      devices: 2,
      email_confirmed: true,
    };
    expect(parseReminders(row, 'en')).toEqual(row);
    expect(parseReminders([row], 'en')).toEqual(row);
  });

  it('a reader with no reminder yet: off, as soon as it is out, in the edition of the page', () => {
    expect(
      parseReminders(
        {
          enabled: false,
          hour: null,
          time_zone: null,
          language: null,
          by_push: false,
          by_email: false,
          streak_nudge: false,
          devices: 0,
          email_confirmed: false,
        },
        'es',
      ),
    ).toMatchObject({
      enabled: false,
      hour: null,
      language: 'es',
      devices: 0,
    });
  });

  it('refuses what is not a reminder, and an hour out of range counts as none', () => {
    expect(parseReminders(null, 'en')).toBeNull();
    expect(parseReminders('x', 'en')).toBeNull();
    expect(parseReminders({ enabled: true, hour: 24 }, 'en')?.hour).toBeNull();
    expect(parseReminders({ devices: [{}, {}] }, 'en')?.devices).toBe(2);
  });
});

describe('channels', () => {
  it('this device, e-mail or both, and back', () => {
    for (const channel of ['device', 'email', 'both'] as const) expect(channelOf(channelFlags(channel))).toBe(channel);
    expect(channelOf({ by_push: false, by_email: false })).toBeNull();
  });
});
