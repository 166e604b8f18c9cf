/**
 * The session on every page: the header before the first paint, sign-out here and in another tab, the blocked
 * account thrown out of an open tab, and what JavaScript a signed-out reader downloads.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from '../fixtures.ts';
import { authFormReady, header, newReader, signIn, toast, todaysDevotional } from './readers.ts';

/** The JavaScript a page downloads, by URL and body. */
function collectScripts(page: Page): Array<Promise<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response
          .text()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => ({ url: response.url(), body: '' })),
      );
    }
  });
  return scripts;
}

test('a Sign Out clicked before the signed-in code has loaded still signs out', async ({ page, stack }) => {
  const reader = await newReader(stack, 'Hasty Hannah');
  await signIn(page, reader);
  // A slow phone: the page's scripts arrive two seconds late, so the click comes before the signed-in code.
  await page.route('**/_astro/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/about-us/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
  await page.evaluate(() => (document.querySelector('[data-sign-out]') as HTMLButtonElement).click());
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
  await expect(header(page).signIn).toBeVisible();
});

test.describe('session-aware header', () => {
  test('signed out: Sign In and no supabase-js or signed-in code on pages a reader only reads', async ({ page, stack }) => {
    const devotional = await todaysDevotional(stack);
    const scripts = collectScripts(page);
    for (const path of ['/', `/devotional/${devotional.id}/`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      await expect(header(page).signIn).toBeVisible();
      await expect(header(page).dashboard).toBeHidden();
    }
    const loaded = await Promise.all(scripts);
    // GoTrueClient is supabase-js's auth client; signed-in features name their tables.
    expect(loaded.filter((s) => s.body.includes('GoTrueClient')).map((s) => s.url)).toEqual([]);
    expect(loaded.filter((s) => s.body.includes('user_saved_devotionals')).map((s) => s.url)).toEqual([]);
  });

  test('signed in: the header shows Dashboard and Sign Out from the first paint, and signed-in code loads', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    const scripts = collectScripts(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    // At DOMContentLoaded no module script has run yet: what shows then is what the first paint shows.
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.dataset.auth)).toBe('in');
    await expect(header(page).dashboard).toBeVisible();
    await expect(header(page).signIn).toBeHidden();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const loaded = await Promise.all(scripts);
    // The signed-in shell (site/signed-in/shell.ts) marks itself ready; supabase-js itself stays off the reading pages.
    expect(loaded.some((s) => s.body.includes('__rdShellReady'))).toBe(true);
  });

  test('Sign Out returns to / signed out', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/about-us');
    await header(page).signOut.click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(header(page).signIn).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/?$/);
  });

  // The API unreachable (offline) or failing: Sign Out still ends the session on this device, and a reload keeps it
  // ended.
  for (const [failure, answer] of [
    ['unreachable', 'abort'],
    ['answering 503', 503],
  ] as const) {
    test(`Sign Out signs out with /logout ${failure}`, async ({ page, stack }) => {
      const reader = await newReader(stack, 'Offline Olive');
      await signIn(page, reader);
      await page.goto('/about-us');
      await expect(header(page).signOut).toBeVisible();
      const storedSession = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /^sb-.+-auth-token$/.test(key)));
      expect(await storedSession()).toHaveLength(1);
      let logoutAsked = false;
      await page.route('**/auth/v1/logout**', (route) => {
        logoutAsked = true;
        return answer === 'abort' ? route.abort('internetdisconnected') : route.fulfill({ status: answer, body: 'Service Unavailable' });
      });
      await header(page).signOut.click();
      await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
      await expect(header(page).signIn).toBeVisible();
      expect(logoutAsked).toBe(true);
      expect(await storedSession()).toEqual([]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
      await expect(header(page).signIn).toBeVisible();
      expect(await storedSession()).toEqual([]);
    });
  }

  test('the mobile drawer lists the signed-in items, and Sign Out works there', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Mobile' }).locator('li:visible')).toHaveText([
      'Dashboard',
      'About Us',
      'Behind the Scenes',
      'Sign Out',
      'Donate',
    ]);
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('navigation', { name: 'Mobile' }).locator('li:visible')).toHaveText(['About Us', 'Behind the Scenes', 'Donate', 'Sign In']);
  });

  test('signing out in one tab is reflected in another', async ({ page, context, stack }) => {
    const reader = await newReader(stack, 'Tabitha Twotabs');
    await signIn(page, reader);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Welcome, Tabitha Twotabs!' })).toBeVisible();
    const third = await context.newPage();
    await third.goto('/about-us');
    await expect(header(third).signOut).toBeVisible();

    await page.goto('/about-us');
    await header(page).signOut.click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(other).toHaveURL(/\/auth\/?$/);
    await expect(toast(other, 'Please sign in to access this page')).toBeVisible();
    await expect(header(third).signIn).toBeVisible();
  });
});

test.describe('blocked accounts', () => {
  test('a block throws the reader out of an open tab within a minute', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Demas Departed');
    await page.clock.install();
    await signIn(page, reader);
    await page.goto('/about-us');
    await expect(header(page).signOut).toBeVisible();
    const { error } = await apiClient(stack, 'service').from('profiles').update({ is_blocked: true }).eq('id', reader.id);
    expect(error).toBeNull();
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\/auth\/?$/);
    await expect(toast(page, 'Your account has been blocked. Please contact support.')).toBeVisible();
    await expect(header(page).signIn).toBeVisible();
  });

  test('a blocked account cannot sign in', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await apiClient(stack, 'service').from('profiles').update({ is_blocked: true }).eq('id', reader.id);
    await page.goto('/auth');
    await authFormReady(page);
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Your account has been blocked. Please contact support.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/?$/);
    await expect(header(page).signIn).toBeVisible();
  });
});
