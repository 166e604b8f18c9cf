/**
 * The console's session beside the reader's (issue 18, items 8 and 9): the console's refusal and its sign-out end
 * only the console's session, never the site's; an admin blocked while the console is open is signed out of it
 * within a minute, and a write they try meanwhile says why instead of failing with a bare 403.
 */
import type { Page } from '@playwright/test';
import { apiClient, test, type Stack } from './fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, newAccount, signIn, signInAsAdmin } from './admin/console.ts';
import { signIn as signInOnSite } from './account/readers.ts';

const BLOCKED = 'Your account has been blocked. Please contact support.';

/** The site's stored session (supabase-js's sb-<project>-auth-token), as the reader's pages keep it. */
async function siteSession(page: Page): Promise<{ refresh_token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { refresh_token: string }) : null;
  });
}

/** Whether GoTrue still honours the site session's refresh token: what keeps the reader signed in past the hour. */
async function refreshStillWorks(page: Page, stack: Stack, refreshToken: string): Promise<number> {
  const response = await page.request.post(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    data: { refresh_token: refreshToken },
  });
  return response.status();
}

test.describe('the console beside the site', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('a reader refused by the console keeps their site session', async ({ page, stack }) => {
    const reader = await newAccount(stack, 'site-reader');
    await signInOnSite(page, { ...reader, fullName: 'Test site-reader' });
    const site = await siteSession(page);
    expect(site).not.toBeNull();

    await signIn(page, reader.email, reader.password);
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/dashboard', { timeout: 30_000 });
    // Still signed in on the site, and the session can outlive its hour.
    await expect(page.getByTestId('desktop-nav').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await refreshStillWorks(page, stack, site!.refresh_token)).toBe(200);
  });

  test("the console's sign-out leaves the site session alive", async ({ page, stack }) => {
    // Console first: passing the second factor ends the user's other sessions still at aal1, as GoTrue does, so
    // the site session must begin after it for this test to see what the console's sign-out does to it.
    await signInAsAdmin(page, stack);
    await signInOnSite(page, { id: '', email: stack.adminEmail, password: stack.adminPassword, fullName: '' });
    const site = await siteSession(page);
    expect(site).not.toBeNull();

    await page.goto('/admin/#/');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rd-admin-auth'))).toBeNull();

    expect(await refreshStillWorks(page, stack, site!.refresh_token)).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByTestId('desktop-nav').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('an admin blocked while the console is open', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('is signed out of the console within a minute, with the spec message', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'soon-blocked', { admin: true });
    await page.clock.install();
    await signIn(page, admin.email, admin.password, admin.totpSecret);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

    expect((await apiClient(stack, 'service').from('profiles').update({ is_blocked: true }).eq('id', admin.id)).error).toBeNull();
    await page.clock.runFor(60_000);
    await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('rd-admin-auth'))).toBeNull();
  });

  test('a write tried meanwhile says the account is blocked, not a bare 403', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'blocked-writer', { admin: true });
    await signIn(page, admin.email, admin.password, admin.totpSecret);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    await page.goto('/admin/#/tags');
    await page.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    const name = `Blocked write ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);

    expect((await apiClient(stack, 'service').from('profiles').update({ is_blocked: true }).eq('id', admin.id)).error).toBeNull();
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
    const { data } = await apiClient(stack).from('tags').select('id').eq('name', name);
    expect(data).toEqual([]);
  });
});
