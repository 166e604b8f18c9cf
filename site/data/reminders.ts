/**
 * The signed-in reader's daily reminder and this device's push subscription, through the account's own RPCs
 * (my_reminders, set_my_reminders, save_my_push_subscription, delete_my_push_subscription): each acts on the
 * session's own account only. The e-mail channel is the daily e-mail, turned on in one step for a confirmed address.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import type { BrowserClient } from './client/types.ts';

/** The light reader client (reader-client.ts) and supabase-js's both have it; the generated types check the calls. */
export type RpcClient = Pick<BrowserClient, 'rpc'>;

export interface ReminderChoice {
  enabled: boolean;
  /** 0–23 on the reader's clock, or null: as soon as the day's devotional is out. */
  hour: number | null;
  timeZone: string;
  language: Locale;
  byPush: boolean;
  byEmail: boolean;
  streakNudge: boolean;
}

/** The reader's reminder ({ data, error }); lib/reminders/reminders.ts reads the data. */
export function myReminders(client: RpcClient) {
  return client.rpc('my_reminders');
}

export function setMyReminders(client: RpcClient, choice: ReminderChoice) {
  return client.rpc('set_my_reminders', {
    p_enabled: choice.enabled,
    // The generated Args type cannot say that null is accepted: as soon as the devotional is out.
    p_hour: choice.hour as number,
    p_time_zone: choice.timeZone,
    p_language: choice.language,
    p_by_push: choice.byPush,
    p_by_email: choice.byEmail,
    p_streak_nudge: choice.streakNudge,
  });
}

/** Keeps this device's subscription (its endpoint and RFC 8291 keys) for the account. */
export function saveMyPushSubscription(client: RpcClient, subscription: { endpoint: string; p256dh: string; auth: string }) {
  return client.rpc('save_my_push_subscription', { p_endpoint: subscription.endpoint, p_p256dh: subscription.p256dh, p_auth: subscription.auth });
}

export function deleteMyPushSubscription(client: RpcClient, endpoint: string) {
  return client.rpc('delete_my_push_subscription', { p_endpoint: endpoint });
}
