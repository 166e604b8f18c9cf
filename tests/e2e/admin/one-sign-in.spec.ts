/**
 * One sign-in for the site and the console: they share one session on the origin, so
 * signing in on either signs into both and signing out of either ends both, while the console's refusal of a reader
 * leaves the reader signed in on the site. At a laptop's and a phone's width.
 */
import type { Page } from '@playwright/test';
import { apiClient, test, type Stack } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, newAccount, signIn, signInAsAdmin, signInOnSiteAsAdmin } from './console.ts';
import { passSecondFactor } from '../../support/second-factor.ts';

const PANEL = { level: 1, name: 'Admin panel' } as const;

/** The site's view of the session: the head script (site/components/head-scripts/session-hint.js) marks <html data-auth="in|out"> and the signed-in code confirms it. */
async function siteSignedIn(page: Page): Promise<boolean> {
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-auth', /^(in|out)$/);
  return (await html.getAttribute('data-auth')) === 'in';
}

async function refreshStillWorks(page: Page, stack: Stack, refreshToken: string): Promise<number> {
  const response = await page.request.post(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    data: { refresh_token: refreshToken },
  });
  return response.status();
}

/** The one stored session (supabase-js's sb-<project>-auth-token), or null. */
async function storedSession(page: Page): Promise<{ access_token: string; refresh_token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string; refresh_token: string }) : null;
  });
}

/** The assurance level (aal claim) of a stored session's access token. */
function assurance(session: { access_token: string } | null): string | undefined {
  if (!session) return undefined;
  const payload = session.access_token.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aal?: string }).aal;
}

for (const width of [1280, 390]) {
  test.describe(`one sign-in for site and console at ${width} px`, () => {
    test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
    test.use({ viewport: { width, height: 800 } });

    test("signed in on the site, the dashboard's Admin Panel asks only for the code, and the site shares the stepped-up session", async ({ page, stack }) => {
      await signInOnSiteAsAdmin(page, stack);
      expect(assurance(await storedSession(page))).toBe('aal1');
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Admin Panel' }).click();
      // The password was given on the site; the console asks for the authenticator's code only.
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
      await passSecondFactor(page, stack.adminTotpSecret);
      await expect(page.getByRole('heading', PANEL)).toBeVisible();
      // One session: the site now holds it at aal2 too, still signed in.
      expect(assurance(await storedSession(page))).toBe('aal2');
      expect(await siteSignedIn(page)).toBe(true);
      expect(assurance(await storedSession(page))).toBe('aal2');
    });

    test("signed in on the site, Edit in Admin asks for the code and then opens that confession's editor", async ({ page, stack }) => {
      const { data } = await apiClient(stack).from('confessions').select('id, slug, name').limit(1).single();
      await signInOnSiteAsAdmin(page, stack);
      await page.goto(`/confessions/${data!.slug}/`);
      await page.getByRole('link', { name: 'Edit in Admin' }).first().click();
      await passSecondFactor(page, stack.adminTotpSecret);
      await expect(page).toHaveURL(new RegExp(`/admin/#/confessions/${data!.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: data!.name })).toBeVisible();
    });

    test('signed in on the console, the site is signed in and its Edit in Admin opens the console signed in', async ({ page, stack }) => {
      await signInAsAdmin(page, stack);
      expect(await siteSignedIn(page)).toBe(true);
      const { data } = await apiClient(stack).from('confessions').select('slug').limit(1).single();
      await page.goto(`/confessions/${data!.slug}/`);
      await page.getByRole('link', { name: 'Edit in Admin' }).first().click();
      await expect(page).toHaveURL(/\/admin\//);
      await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    });

    // The two sign-out tests use an admin of their own: signing out ends every session of the account ('global'),
    // the worker admin's shared session (signInAsAdmin) included.
    test("the console's Sign out signs the site out too", async ({ page, stack }) => {
      const admin = await newAccount(stack, 'signing-out-admin', { admin: true });
      await signIn(page, admin.email, admin.password, admin.totpSecret);
      await expect(page.getByRole('heading', PANEL)).toBeVisible();
      const session = await storedSession(page);
      expect(session).not.toBeNull();
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      expect(await siteSignedIn(page)).toBe(false);
      // The session is ended at the server too, not only forgotten by this page.
      expect(await refreshStillWorks(page, stack, session!.refresh_token)).not.toBe(200);
    });

    test("the console's Sign out signs out with the API's /logout unreachable", async ({ page, stack }) => {
      const admin = await newAccount(stack, 'offline-sign-out-admin', { admin: true });
      await signIn(page, admin.email, admin.password, admin.totpSecret);
      await expect(page.getByRole('heading', PANEL)).toBeVisible();
      expect(await storedSession(page)).not.toBeNull();
      await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      expect(await siteSignedIn(page)).toBe(false);
    });

    test("the site's Sign Out signs the console out too", async ({ page, stack }) => {
      const admin = await newAccount(stack, 'site-sign-out-admin', { admin: true });
      await signIn(page, admin.email, admin.password, admin.totpSecret);
      await expect(page.getByRole('heading', PANEL)).toBeVisible();
      expect(await siteSignedIn(page)).toBe(true);
      await page.evaluate(() => (document.querySelector('[data-sign-out]') as HTMLButtonElement).click());
      // Signing out takes the reader home; the console is opened once that navigation is done.
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
      await page.goto('/admin/');
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    });

    test('a reader refused by the console stays signed in on the site', async ({ page, stack }) => {
      const reader = await newAccount(stack, 'refused-reader');
      await signIn(page, reader.email, reader.password);
      await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/dashboard', { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: /welcome/i })).toBeVisible();
      // Opening the console again refuses again, and still leaves the site session in place.
      await page.goto('/admin/');
      await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
      expect(await siteSignedIn(page)).toBe(true);
      // The session was not revoked at the server either: it can outlive its hour.
      const session = await storedSession(page);
      expect(session).not.toBeNull();
      expect(await refreshStillWorks(page, stack, session!.refresh_token)).toBe(200);
    });
  });
}
