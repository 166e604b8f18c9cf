import { test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect } from './console.ts';
import { signInAsAdminThroughForm } from '../../support/admin-sign-in.ts';

test.describe('admin console', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
  test('/admin/ shows the sign-in form', async ({ page }) => {
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  });

  test('a spec path under /admin opens the console', async ({ page }) => {
    const response = await page.goto('/admin/tags');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/#\//);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('the admin login signs in and lands on the admin panel with its devotionals table', async ({ page, stack }) => {
    await signInAsAdminThroughForm(page, stack);
    await expect(page).toHaveURL(/\/admin\/#\/$/);
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
});
