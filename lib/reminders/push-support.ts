/**
 * Whether this browser can take web push reminders, and if not, what the Reminders section tells the reader:
 * - `ios-install`: Safari on an iPhone or iPad outside an installed home-screen app has no PushManager; push there
 *   needs iOS 16.4 or later and the site added to the home screen.
 * - `denied`: the reader blocked notifications for the site; only the browser's site settings can re-allow them.
 * - `unsupported`: no service worker, Push API or notifications at all.
 */
/** The first iOS whose home-screen apps take web push (a version, not a number: no edition writes it otherwise). */
export const IOS_PUSH_VERSION = '16.4';

export type PushSupport = 'available' | 'ios-install' | 'denied' | 'unsupported';

export interface BrowserFacts {
  userAgent: string;
  /** Touch points: iPadOS presents itself as a Mac, and only its touch screen tells them apart. */
  maxTouchPoints: number;
  serviceWorker: boolean;
  pushManager: boolean;
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null;
}

export function isAppleMobile({ userAgent, maxTouchPoints }: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  if (!facts.serviceWorker || !facts.pushManager || facts.permission === null) return isAppleMobile(facts) ? 'ios-install' : 'unsupported';
  if (facts.permission === 'denied') return 'denied';
  return 'available';
}
