/**
 * Helpers for the admin console's browser tests: signing in, accounts arranged through the API, toasts, and axe.
 * Each test makes its own rows (unique names) because all browser tests share one database.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiClient, expect, type Stack } from '../fixtures.ts';
import { enrolAdminFactor, passSecondFactor } from '../../support/second-factor.ts';

export const unique = () => randomUUID().slice(0, 8);

/**
 * Signs in through the console's form, enters the admin's authenticator code (the stack admin's, or the account's
 * own), and opens `route` (a hash route such as 'users').
 */
export async function openConsole(page: Page, stack: Stack, route: string, credentials?: { email: string; password: string; totpSecret?: string }) {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials?.email ?? stack.adminEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(credentials?.password ?? stack.adminPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  const totpSecret = credentials ? credentials.totpSecret : stack.adminTotpSecret;
  if (totpSecret) await passSecondFactor(page, totpSecret);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
  await page.goto(`/admin/#/${route}`);
}

export interface Account {
  id: string;
  email: string;
  password: string;
  /** An admin's TOTP secret: admin rights need the second factor. */
  totpSecret?: string;
}

/** A new account signed up through GoTrue, optionally made an admin (with a TOTP authenticator) by the service role. */
export async function newAccount(stack: Stack, name: string, options: { admin?: boolean } = {}): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.test`;
  const password = `pw-${unique()}-${unique()}`;
  const { data, error } = await apiClient(stack).auth.signUp({ email, password, options: { data: { full_name: name } } });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  if (options.admin) {
    const { error: roleError } = await apiClient(stack, 'service').from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
    if (roleError) throw new Error(roleError.message);
    return { id: data.user.id, email, password, totpSecret: await enrolAdminFactor(stack.apiUrl, stack.anonKey, email, password) };
  }
  return { id: data.user.id, email, password };
}

/** The console's toast (react-admin's notification) showing exactly `text`. */
export function toast(page: Page, text: string) {
  return page.locator('.RaNotification-root, [role="alert"]').filter({ hasText: text }).first();
}

/**
 * axe on the screen's own content (react-admin's #main-content); the app bar and menu around it belong to the
 * console's layout and are checked with it.
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).include('#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(serious, `${what}:\n${described}`).toEqual([]);
}

/**
 * Answers the console's rebuild requests (POST /functions/v1/rebuild-site) here and records their reasons, so a
 * test can see that a change readers would notice asked for a rebuild, without rebuilding the shared site.
 */
export async function captureRebuildRequests(page: Page): Promise<string[]> {
  const reasons: string[] = [];
  await page.route('**/functions/v1/rebuild-site', async (route) => {
    const body = route.request().postDataJSON() as { reason?: string } | null;
    reasons.push(body?.reason ?? '');
    await route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ status: 'queued' }) });
  });
  return reasons;
}
