/**
 * What an address may do to a reader's session: `/auth?next=` never leads off the site,
 * and a link carrying someone's tokens signs nobody in, except on the pages Supabase Auth really returns to.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { header, newReader, readerClient, signIn } from './readers.ts';

/** The sessions supabase-js stored in this browser (its key is sb-<project>-auth-token). */
function storedSessions(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => /^sb-.+-auth-token$/.test(key)));
}

/** Answers for the attacker's host, so a browser that is led there shows it instead of failing to resolve it. */
async function serveEvilHost(page: Page): Promise<void> {
  for (const origin of ['http://evil.example', 'https://evil.example']) {
    await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' }));
  }
}

const onPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

test.describe('/auth?next=', () => {
  test('a signed-in reader opening a crafted next stays on the site and lands on the dashboard', async ({ page, stack }) => {
    const siteOrigin = new URL(stack.siteUrl).origin;
    await serveEvilHost(page);
    await signIn(page, await newReader(stack, 'Naomi Next'));
    // Two that security reviews found (a backslash and a tab, percent-encoded), the classic protocol-relative one,
    // and a later review's dot segment that the URL parser removes, leaving `//evil.example` behind.
    const crafted = ['/%5Cevil.example/c', '/%09/evil.example/d', '//evil.example/e', '/%255Cevil.example/f'];
    for (const next of [...crafted, '%2F..%2F%2Fevil.example%2Fphish']) {
      await page.goto(`/auth?next=${next}`);
      await page.waitForURL(onPath('/dashboard'), { timeout: 20_000 });
      expect(new URL(page.url()).origin, next).toBe(siteOrigin);
    }
  });

  test('a next on the site is followed', async ({ page, stack }) => {
    await signIn(page, await newReader(stack, 'Naomi Settings'));
    await page.goto('/auth?next=/settings');
    await page.waitForURL(onPath('/settings'), { timeout: 20_000 });
  });
});

test.describe('tokens in the address', () => {
  test('a link carrying valid tokens to an ordinary page does not sign the visitor in', async ({ page, stack }) => {
    const sender = await readerClient(stack, await newReader(stack, 'Mallory Sender'));
    const { data } = await sender.auth.getSession();
    const session = data.session!;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      token_type: 'bearer',
      type: 'signup',
    });
    // The dashboard and settings create the page's client for a signed-out visitor, so they would read the address.
    for (const path of ['/dashboard', '/settings', '/']) {
      await page.goto(`${path}#${fragment}`);
      if (path !== '/') await page.waitForURL(onPath('/auth'), { timeout: 20_000 });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      expect(await storedSessions(page), path).toEqual([]);
      await expect(header(page).signIn).toBeVisible();
    }
  });
});
