/**
 * A reader's daily reminder, as my_reminders() and set_my_reminders() return it: on or off, the hour (0–23 on the
 * reader's clock in `time_zone`, or null: as soon as the day's devotional is out), the edition, the channels (web
 * push to the reader's devices, the daily e-mail), and the streak's evening nudge.
 */
import { isLocale, type Locale } from '../i18n/locales.ts';
import { isSendHour } from '../newsletter/send-hour.ts';

export interface Reminders {
  enabled: boolean;
  hour: number | null;
  time_zone: string | null;
  language: Locale;
  by_push: boolean;
  by_email: boolean;
  streak_nudge: boolean;
  /** How many devices of the reader's take the push. */
  devices: number;
  email_confirmed: boolean;
}

/** The three ways the section offers: this device, e-mail, or both. */
export type Channel = 'device' | 'email' | 'both';

export function channelOf({ by_push, by_email }: Pick<Reminders, 'by_push' | 'by_email'>): Channel | null {
  if (by_push && by_email) return 'both';
  if (by_push) return 'device';
  if (by_email) return 'email';
  return null;
}

export function channelFlags(channel: Channel): Pick<Reminders, 'by_push' | 'by_email'> {
  return { by_push: channel !== 'email', by_email: channel !== 'device' };
}

/** The RPC's answer read strictly: null when it is not a reminder (the section then says it could not load). */
export function parseReminders(data: unknown, fallbackLanguage: Locale): Reminders | null {
  const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | null | undefined;
  if (!row || typeof row !== 'object') return null;
  const flag = (key: string) => row[key] === true;
  const devices = Array.isArray(row.devices) ? row.devices.length : typeof row.devices === 'number' ? row.devices : 0;
  return {
    enabled: flag('enabled'),
    hour: isSendHour(row.hour) ? row.hour : null,
    time_zone: typeof row.time_zone === 'string' && row.time_zone ? row.time_zone : null,
    language: isLocale(row.language) ? row.language : fallbackLanguage,
    by_push: flag('by_push'),
    by_email: flag('by_email'),
    streak_nudge: flag('streak_nudge'),
    devices,
    email_confirmed: flag('email_confirmed'),
  };
}
