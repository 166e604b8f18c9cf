/**
 * Sign-up with e-mail confirmation on (supabase/config.toml, as production). The shared test stack confirms at once, so this test
 * starts a second supabase/local with confirmation on and points the page's API calls at it (the built site knows
 * only the first address). Both are the real local API; nothing is mocked.
 */
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/server.ts';
import { expect, test } from '../fixtures.ts';
import { toast } from './readers.ts';

let confirming: LocalSupabase;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  confirming = await startLocalSupabase({ port: 0, data: 'memory', storageDir: 'memory', confirmEmail: true, siteUrl: process.env.E2E_SITE_URL });
});

test.afterAll(async () => {
  await confirming?.close();
});

test('sign-up asks to confirm by e-mail; the link confirms and signs in', async ({ page, stack }) => {
  await page.route(`${stack.apiUrl}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(stack.apiUrl, confirming.url) });
    await route.fulfill({ response });
  });
  const email = `confirm-${Date.now()}@example.test`;
  await page.goto('/auth');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('main').getByLabel('Full Name').fill('Eunice Careful');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('confirm-me-please');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(page, 'Please check your email to confirm your account.')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We sent an e-mail to ${email}`);
  await expect(page).toHaveURL(/\/auth\/?$/);

  const mail = confirming.mailbox.latest(email)!;
  expect(mail.subject).toBe('Confirm your e-mail for Reformed Devotionals');
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Welcome, Eunice Careful!' })).toBeVisible();
  await expect(page.getByTestId('desktop-nav').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test("signing up with someone else's subscribed address gives no way into their e-mail settings", async ({ page, stack }) => {
  await page.route(`${stack.apiUrl}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(stack.apiUrl, confirming.url) });
    await route.fulfill({ response });
  });
  const owner = `subscribed-${Date.now()}@example.test`;
  const service = createClient(confirming.url, confirming.keys.serviceRoleKey, { auth: { persistSession: false } });
  const subscribed = await service.from('newsletter_subscribers').insert({ email: owner, confirmed_at: '2026-01-01T00:00:00Z', frequency: 'weekly' });
  expect(subscribed.error).toBeNull();

  await page.goto('/auth');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('main').getByLabel('Full Name').fill('Not The Owner');
  await page.getByRole('main').getByLabel('Email').fill(owner);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('not-the-owner-1');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(page, 'Please check your email to confirm your account.')).toBeVisible();

  // The link went to the owner's inbox; without it the intruder has no session, so /settings sends them to sign in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByTestId('settings-newsletter')).toHaveCount(0);
  await page.getByRole('main').getByLabel('Email').fill(owner);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('not-the-owner-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Email not confirmed')).toBeVisible();
  const { data } = await service.from('newsletter_subscribers').select('frequency').eq('email', owner).single();
  expect(data?.frequency).toBe('weekly');
});
