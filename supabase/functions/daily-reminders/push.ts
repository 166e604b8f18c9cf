/**
 * One web push message to one subscription: encrypted for it (RFC 8291, aes128gcm) and signed with the VAPID
 * keys (RFC 8292) by a maintained library (@block65/webcrypto-web-push, Web Crypto only, so it runs on Deno and
 * Node alike), then POSTed to the push service (RFC 8030).
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { VapidSettings } from '@lib/reminders/vapid.ts';
import type { PushNotificationMessage } from '@lib/reminders/notification.ts';

export interface StoredSubscription {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: the push service took it; gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushOptions {
  /** How long the push service keeps it for an offline device (seconds). */
  ttl: number;
  /** Replaces a message of the same topic still waiting at the push service (RFC 8030 §5.4). */
  topic: string;
}

export async function sendPush(
  subscription: StoredSubscription,
  message: PushNotificationMessage,
  vapid: VapidSettings,
  options: PushOptions,
): Promise<PushOutcome> {
  try {
    const request = await buildPushPayload(
      { data: { ...message, notification: { ...message.notification } }, options: { ttl: options.ttl, urgency: 'normal', topic: options.topic } },
      { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      vapid,
    );
    const response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'delivered';
    console.error(`daily-reminders: the push service answered ${response.status} for a subscription`);
    return 'failed';
  } catch (error) {
    console.error(`daily-reminders: ${(error as Error).message}`);
    return 'failed';
  }
}
