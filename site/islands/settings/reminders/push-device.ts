/**
 * This device's web push subscription: loaded on first use by the Reminders section, so a visit to /settings that
 * never touches push carries none of it. The browser's Push API does the work (RFC 8030 with VAPID, RFC 8292): it
 * subscribes at its vendor's push service with the site's public key, and the account keeps the endpoint and keys.
 */
import { deleteMyPushSubscription, saveMyPushSubscription, type RpcClient } from '../../../data/reminders.ts';

/** Why this device could not be subscribed: the section says each in a sentence. */
export type DeviceFailure = 'denied' | 'not-configured' | 'failed';

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The page registers the worker after load (head-scripts/offline-registration.js); registering again returns that one.
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** The VAPID application server key from the daily-reminders function; null when the site has none configured (503). */
async function applicationServerKey(headers: HeadersInit): Promise<string | null> {
  const api = import.meta.env.PUBLIC_SUPABASE_URL;
  if (!api) throw new Error('supabaseUrl is required.');
  const url = new URL('functions/v1/daily-reminders', api.endsWith('/') ? api : `${api}/`);
  const response = await fetch(url, { headers });
  if (response.status === 503) return null;
  if (!response.ok) throw new Error(`daily-reminders answered ${response.status}`);
  const { publicKey } = (await response.json()) as { publicKey?: unknown };
  return typeof publicKey === 'string' && publicKey ? publicKey : null;
}

/**
 * Subscribes this device and keeps the subscription for the account. `permission` is the answer to
 * Notification.requestPermission(), asked in the reader's click before anything else (Safari asks for that).
 */
export async function subscribeDevice(client: RpcClient, permission: NotificationPermission, headers: HeadersInit): Promise<DeviceFailure | null> {
  if (permission !== 'granted') return 'denied';
  try {
    const key = await applicationServerKey(headers);
    if (!key) return 'not-configured';
    const { pushManager } = await registration();
    let subscription = await pushManager.getSubscription();
    // A subscription made with another key (the site's keys were changed) cannot take this site's pushes.
    const current = subscription?.options.applicationServerKey;
    if (subscription && current && !sameBytes(new Uint8Array(current), base64UrlBytes(key))) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key) });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no keys.');
    const { error } = await saveMyPushSubscription(client, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    if (error) throw new Error(error.message);
    return null;
  } catch (error) {
    console.error('Reminders: this device could not be subscribed:', error instanceof Error ? error.message : error);
    return 'failed';
  }
}

/** Stops the pushes to this device: the browser's subscription and the account's row. */
export async function unsubscribeDevice(client: RpcClient): Promise<boolean> {
  try {
    const subscription = await deviceSubscription();
    if (!subscription) return true;
    const { error } = await deleteMyPushSubscription(client, subscription.endpoint);
    if (error) throw new Error(error.message);
    await subscription.unsubscribe();
    return true;
  } catch (error) {
    console.error('Reminders: this device could not be unsubscribed:', error instanceof Error ? error.message : error);
    return false;
  }
}
