/**
 * An admin blocked while the console is open is signed out within a minute, and a write they try
 * meanwhile says why instead of failing with a bare 403. The session shared with the site: admin/one-sign-in.spec.ts.
 */
import type { Page } from '@playwright/test';
import { apiClient, test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, newAccount, signIn } from './console.ts';

const BLOCKED = 'Your account has been blocked. Please contact support.';

/** The site's stored session (supabase-js's sb-<project>-auth-token), as the reader's pages keep it. */
async function siteSession(page: Page): Promise<{ refresh_token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { refresh_token: string }) : null;
  });
}

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
    expect(await siteSession(page)).toBeNull();
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
