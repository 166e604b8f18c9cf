import { expect, test } from './fixtures.ts';
import { createClient } from '@supabase/supabase-js';

test.describe('admin console', () => {
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

  test('the admin login signs in and lands on the devotionals list', async ({ page, stack }) => {
    await page.goto('/admin/');
    await page.getByRole('textbox', { name: 'Email' }).fill(stack.adminEmail);
    await page.getByRole('textbox', { name: 'Password' }).fill(stack.adminPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/#\/devotionals/);
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('a signed-up reader is refused', async ({ page, stack }) => {
    const email = `reader.${Date.now().toString(36)}@example.test`;
    const password = 'reader-password-1';
    const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
    const { error } = await client.auth.signUp({ email, password, options: { data: { full_name: 'Plain Reader' } } });
    expect(error).toBeNull();

    await page.goto('/admin/');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // Refused means signed out again: no session is left behind.
    expect(await page.evaluate(() => localStorage.getItem('rd-admin-auth'))).toBeNull();
  });
});
