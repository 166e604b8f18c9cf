/**
 * Admins sign in with a second factor: the console walks a new admin through enrolling an
 * authenticator, asks an enrolled admin for the code, says so when a code is wrong, shows nothing admin-only to a
 * session that has only passed the password, and lets another admin reset a lost authenticator.
 */
import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { apiClient } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, signIn } from './console.ts';
import { toast } from './screens.ts';
import { newAccount, openConsole } from '../../support/admin-sign-in.ts';
import { passSecondFactor } from '../../support/second-factor.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';

const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';

async function typeCode(page: Page, code: string, button: 'Verify' | 'Confirm') {
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: button }).click();
}

test.describe("the console's second factor", () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('first sign-in: the admin enrols an authenticator from the QR code or its secret, then reaches the panel', async ({ page, stack }) => {
    const account = await newAccount(stack, 'New Admin');
    expect((await apiClient(stack, 'service').from('user_roles').insert({ user_id: account.id, role: 'admin' })).error).toBeNull();
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await typeCode(page, '000000', 'Confirm');
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await typeCode(page, totpCode(secret), 'Confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    const { data } = await apiClient(stack, 'service').auth.admin.mfa.listFactors({ userId: account.id });
    expect(data?.factors.map((f) => f.status)).toEqual(['verified']);
  });

  test('a later sign-in asks for the code; a wrong one says so and can be tried again', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'Returning Admin', { admin: true });
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await typeCode(page, '123456', 'Verify');
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
    await passSecondFactor(page, admin.totpSecret!);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  });

  test('before the code the session reads nothing admin-only, and "Sign out" ends it', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'Halfway Admin', { admin: true });
    const draft = {
      title: `Two-factor draft ${Date.now()}`,
      slug: `two-factor-${Date.now()}`,
      date: '2099-02-02',
      status: 'draft',
      biblical_passage: 'Psalm 1:1',
      scripture_text: 'Blessed is the man.',
      transcript: 'A draft.',
    };
    const inserted = await apiClient(stack, 'service').from('devotionals').insert(draft).select('id').single();
    expect(inserted.error).toBeNull();
    try {
      await signIn(page, admin.email, admin.password);
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      const seen = await page.evaluate(
        async ({ apiUrl, anonKey, id }) => {
          const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
          const session = key ? JSON.parse(localStorage.getItem(key)!) : null;
          const response = await fetch(`${apiUrl}/rest/v1/devotionals?id=eq.${id}&select=id`, {
            headers: { apikey: anonKey, authorization: `Bearer ${session?.access_token}` },
          });
          return response.json();
        },
        { apiUrl: stack.apiUrl, anonKey: stack.anonKey, id: inserted.data!.id },
      );
      expect(seen).toEqual([]);
      await page.goto('/admin/#/devotionals');
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^sb-.+-auth-token$/.test(k)))).toEqual([]);
    } finally {
      await apiClient(stack, 'service').from('devotionals').delete().eq('id', inserted.data!.id);
    }
  });

  test('another admin resets a lost authenticator from the Users screen', async ({ page, stack }) => {
    const lost = await newAccount(stack, 'Lost Phone', { admin: true });
    await openConsole(page, stack, 'users');
    await page.getByPlaceholder('Search by e-mail or name').fill(lost.email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Reset two-factor for ${lost.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(toast(page, 'Two-factor reset: they will set up a new authenticator at their next sign-in.')).toBeVisible();
    const { data } = await apiClient(stack, 'service').auth.admin.mfa.listFactors({ userId: lost.id });
    expect(data?.factors).toEqual([]);
  });
});
