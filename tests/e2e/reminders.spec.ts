/**
 * Daily reminders in /settings (docs/offline.md, "Reminders"): a Dutch reader turns them on for this device, the
 * daily-reminders function sends today's reminder to the subscription as the schedule runs it, the service worker
 * shows it with today's title, and a click opens today's page in the Dutch edition. Where this browser cannot take
 * push (an iPhone outside the home-screen app; notifications blocked) the section says what to do in one sentence
 * and offers e-mail.
 *
 * Chromium's Push API subscribes at its vendor's push service, a third-party internet service these tests must not
 * depend on (and cannot reach here), so the push test replaces only PushManager.prototype.subscribe and
 * getSubscription, in an init script, by a subscription at the local RFC 8030 push service (tests/support/push-service.ts) with keys the test holds. Everything else is
 * real: the permission, the site's VAPID key from the function, the RPC that keeps the subscription, the
 * function's encrypted, signed push, the worker's `push` handler (the decrypted bytes delivered through CDP's
 * ServiceWorker.deliverPushMessage) and its `notificationclick` handler.
 *
 * These tests run in the full Chromium, headless: the headless shell the rest of the suite uses has no
 * notifications at all (Notification.permission is always "denied" there, whatever the context grants).
 */
import { existsSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { startPushService, type LocalPushService } from '../support/push-service.ts';
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
import { newReader, signIn, toast } from './account/readers.ts';

const FULL_CHROMIUM = process.env.PLAYWRIGHT_FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
test.use({
  serviceWorkers: 'allow',
  launchOptions: {
    executablePath: existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
});

async function publicKey(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/daily-reminders`, { headers: { apikey: stack.anonKey } });
  expect(response.status, 'the local stack has VAPID keys for the daily-reminders function').toBe(200);
  return ((await response.json()) as { publicKey: string }).publicKey;
}

/** Runs the function as the schedule does (pg_cron through pg_net, with the service role). */
async function runReminders(stack: Stack) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/daily-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** The page's PushManager subscribes at the local push service, with the keys the test holds (see above). */
async function subscribeAtLocalPushService(context: BrowserContext, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await context.addInitScript((sub) => {
    if (!('PushManager' in window)) return;
    const STORED = 'test.push-subscription.key';
    const bytes = (text: string) =>
      Uint8Array.from(
        atob(
          text
            .replace(/-/g, '+')
            .replace(/_/g, '/')
            .padEnd(Math.ceil(text.length / 4) * 4, '='),
        ),
        (c) => c.charCodeAt(0),
      ).buffer;
    const made = (serverKey: ArrayBuffer) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: serverKey },
      getKey: (name: string) => bytes(name === 'p256dh' ? sub.p256dh : sub.auth),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem(STORED, btoa(String.fromCharCode(...key)));
      return made(key.buffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(STORED);
      return stored ? (made(Uint8Array.from(atob(stored), (c) => c.charCodeAt(0)).buffer) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

/** The service worker's registration id, as CDP names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function settingsReady(page: Page, path: string) {
  await page.goto(path);
  // Reminders is below the first view: it loads as the reader scrolls to it.
  await scrollUntil(page, page.getByTestId('settings-reminders'));
  await expect(page.getByTestId('settings-reminders').getByRole('button')).toBeVisible();
}

test('a Dutch reader turns reminders on for this device; the push shows today’s devotional and a click opens it', async ({ page, context, stack }) => {
  test.setTimeout(180_000);
  const key = await publicKey(stack);
  let pushService: LocalPushService | undefined;
  try {
    pushService = await startPushService(key);
    const subscription = pushService.subscribe();
    const keys = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await subscribeAtLocalPushService(context, keys);
    await context.grantPermissions(['notifications']);
    const reader = await newReader(stack, 'Lydia Herinnering');
    const service = apiClient(stack, 'service');
    await signIn(page, reader);

    await test.step('Settings in Dutch: the Dutch edition, this device, as soon as it is out; Save subscribes', async () => {
      await settingsReady(page, '/nl/settings/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const reminders = page.getByTestId('settings-reminders');
      await expect(reminders.getByRole('heading', { name: 'Herinneringen' })).toBeVisible();
      await reminders.getByRole('checkbox', { name: 'Herinner mij elke dag' }).check();
      await expect(reminders.getByLabel('Editie')).toHaveValue('nl');
      await expect(reminders.getByLabel('Herinner mij om')).toHaveValue('');
      await reminders.getByRole('radio', { name: 'Op dit apparaat' }).check();
      await reminders.getByRole('button', { name: 'Herinneringen opslaan' }).click();
      await expect(toast(page, 'Opgeslagen. U ontvangt de herinnering elke dag zodra de overdenking verschenen is.')).toBeVisible();
      const { data } = await service.from('push_subscriptions').select('user_id, endpoint, p256dh, auth').eq('endpoint', keys.endpoint);
      expect(data).toEqual([{ user_id: reader.id, ...keys }]);
    });

    let payload: { notification: { title: string; navigate: string; lang: string } };
    await test.step('the schedule runs the function: the push service gets one signed, encrypted reminder in Dutch', async () => {
      await runReminders(stack);
      const received = pushService!.received(keys.endpoint);
      expect(received).toHaveLength(1);
      payload = JSON.parse(received[0].text) as typeof payload;
      expect(payload).toMatchObject({ web_push: 8030, kind: 'daily', notification: { lang: 'nl' } });
      // Today's Dutch devotional: its title, and its page in the Dutch edition.
      const id = /^\/nl\/devotional\/([^/]+)\/$/.exec(new URL(payload.notification.navigate).pathname)?.[1];
      expect(id, payload.notification.navigate).toBeTruthy();
      const { data: today } = await service.rpc('site_today');
      const { data: devotional } = await service.from('devotionals').select('title, date, language').eq('id', id!).single();
      expect(devotional).toEqual({ title: payload.notification.title, date: today, language: 'nl' });
      await runReminders(stack);
      expect(pushService!.received(keys.endpoint), 'one reminder a day').toHaveLength(1);
    });

    await test.step('delivered to the service worker, it shows a notification with today’s title', async () => {
      const cdp = await context.newCDPSession(page);
      const origin = new URL(page.url()).origin;
      const id = await registrationId(cdp, origin);
      const shown = () =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, lang: n.lang })));
      // Delivered again if the worker was still starting when the first one came (CDP drops it then); the tag makes
      // a second delivery replace the first, so one notification is shown either way.
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: pushService!.received(keys.endpoint)[0].text });
        await expect.poll(shown, { timeout: 3_000 }).toEqual([{ title: payload.notification.title, lang: 'nl' }]);
      }).toPass({ timeout: 20_000 });
    });

    await test.step('a click on it opens today’s page in the Dutch edition', async () => {
      const [worker] = context.serviceWorkers();
      // Chromium has no CDP command to click a notification: the worker is handed the click event the browser would
      // give it, for the notification it shows.
      await worker.evaluate(async () => {
        // The worker's globals, which the page's TypeScript library does not declare.
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          dispatchEvent(event: Event): boolean;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        };
        const [shown] = await scope.registration.getNotifications();
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
      });
      await expect(page).toHaveURL(payload!.notification.navigate);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(payload!.notification.title);
    });

    await test.step('turning reminders off forgets this device', async () => {
      await settingsReady(page, '/nl/settings/');
      const reminders = page.getByTestId('settings-reminders');
      await reminders.getByRole('checkbox', { name: 'Herinner mij elke dag' }).uncheck();
      await reminders.getByRole('button', { name: 'Herinneringen opslaan' }).click();
      await expect(toast(page, 'Opgeslagen. De herinneringen staan uit.')).toBeVisible();
      const { data } = await service.from('push_subscriptions').select('id').eq('endpoint', keys.endpoint);
      expect(data).toEqual([]);
    });
  } finally {
    await pushService?.close();
  }
});

test('on an iPhone outside the home-screen app the section says how to install it and offers e-mail', async ({ browser, stack }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  // Safari in a browser tab has no PushManager; with it gone, Chromium answers as Safari does there.
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  try {
    const reader = await newReader(stack, 'Priscilla Phone');
    await signIn(page, reader);
    await settingsReady(page, '/settings');
    const reminders = page.getByTestId('settings-reminders');
    await reminders.getByRole('checkbox', { name: 'Remind me every day' }).check();
    await reminders.getByRole('radio', { name: 'On this device' }).check();
    await expect(reminders.getByTestId('reminders-push-notice')).toHaveText(
      'On an iPhone or iPad, reminders need iOS 16.4 or later and this site on your home screen: tap Share, then Add to Home Screen, and turn them on from there. Or choose e-mail.',
    );
    await reminders.getByRole('radio', { name: 'By e-mail' }).check();
    await expect(reminders.getByTestId('reminders-push-notice')).toHaveCount(0);
    await reminders.getByRole('button', { name: 'Save Reminders' }).click();
    await expect(toast(page, 'Saved. Your reminder comes every day as soon as the devotional is out.')).toBeVisible();
    const { data } = await apiClient(stack, 'service').from('newsletter_subscribers').select('frequency').eq('email', reader.email.toLowerCase()).single();
    expect(data).toEqual({ frequency: 'daily' });
  } finally {
    await context.close();
  }
});

test('with notifications blocked for the site the section says how to allow them again, and saves nothing', async ({ page, context, stack }) => {
  const reader = await newReader(stack, 'Tabitha Blocked');
  await signIn(page, reader);
  const cdp = await context.newCDPSession(page);
  // As a reader's "Block" does: the permission of this site in this browser context (Playwright's is not the default one).
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await settingsReady(page, '/settings');
  const reminders = page.getByTestId('settings-reminders');
  await reminders.getByRole('checkbox', { name: 'Remind me every day' }).check();
  await reminders.getByRole('radio', { name: 'On this device' }).check();
  const sentence = "Notifications are blocked for this site: allow them again in your browser's site settings (the icon beside the address), or choose e-mail.";
  await expect(reminders.getByTestId('reminders-push-notice')).toHaveText(sentence);
  await reminders.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(toast(page, sentence)).toBeVisible();
  const { data } = await apiClient(stack, 'service').from('reminder_settings').select('enabled').eq('user_id', reader.id);
  expect(data ?? []).toEqual([]);
});
