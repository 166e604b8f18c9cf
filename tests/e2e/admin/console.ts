/** Arranging the admin console's browser tests: accounts, devotionals, and signing in through the real form. */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, expect as baseExpect, type Stack } from '../fixtures.ts';
import { enrolAdminFactor, passSecondFactor } from '../../support/second-factor.ts';

/**
 * The console is one large bundle; on a loaded test machine its first render can take well over the default
 * 10 s, so the admin tests wait longer for what they expect (never asserting on how long anything took).
 */
export const expect = baseExpect.configure({ timeout: 30_000 });
/** Per-test budget of the admin tests, for the same reason. */
export const ADMIN_TEST_TIMEOUT = 120_000;

export const PASSWORD = 'console-test-password-1';

/**
 * A new account through sign-up (the local API confirms at once); optionally an admin, with a TOTP authenticator
 * whose secret is returned (admin rights need the second factor), optionally blocked (after enrolling).
 */
export async function newAccount(
  stack: Stack,
  name: string,
  options: { admin?: boolean; blocked?: boolean } = {},
): Promise<{ id: string; email: string; password: string; totpSecret?: string }> {
  const email = `${name}.${randomUUID().slice(0, 8)}@example.test`;
  const client = apiClient(stack);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: `Test ${name}` } } });
  expect(error).toBeNull();
  const id = data.user!.id;
  const service = apiClient(stack, 'service');
  let totpSecret: string | undefined;
  if (options.admin) {
    expect((await service.from('user_roles').insert({ user_id: id, role: 'admin' })).error).toBeNull();
    totpSecret = await enrolAdminFactor(stack.apiUrl, stack.anonKey, email, PASSWORD);
  }
  if (options.blocked) expect((await service.from('profiles').update({ is_blocked: true }).eq('id', id)).error).toBeNull();
  return { id, email, password: PASSWORD, totpSecret };
}

/** Signs in through the console's form; with the account's TOTP secret, also enters the authenticator's code. */
export async function signIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  if (totpSecret) await passSecondFactor(page, totpSecret);
}

export async function signInAsAdmin(page: Page, stack: Stack) {
  await signIn(page, stack.adminEmail, stack.adminPassword, stack.adminTotpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
}

export interface TestDevotional {
  id: string;
  title: string;
  slug: string;
  date: string;
  status: 'draft' | 'published';
}

/**
 * A draft devotional made through the service role. Tests keep their own devotionals as drafts (or remove them
 * at once) so the shared stack's published archive, which other test files compare pages with, is unchanged.
 */
export async function draftDevotional(stack: Stack, overrides: Partial<TestDevotional> & Record<string, unknown> = {}): Promise<TestDevotional> {
  const slug = `console-test-${randomUUID().slice(0, 8)}`;
  const row = {
    id: randomUUID(),
    title: `Console test ${slug}`,
    slug,
    date: '2099-01-01',
    status: 'draft',
    biblical_passage: 'Psalm 23:1-6',
    scripture_text: 'The LORD is my shepherd; I shall not want.',
    transcript: 'A story for the family about the shepherd who provides.',
    ...overrides,
  };
  const { data, error } = await apiClient(stack, 'service').from('devotionals').insert(row).select('id, title, slug, date, status').single();
  expect(error).toBeNull();
  return data as TestDevotional;
}

export async function removeDevotional(stack: Stack, id: string) {
  await apiClient(stack, 'service').from('devotionals').delete().eq('id', id);
}

export async function siteToday(stack: Stack): Promise<string> {
  const { data, error } = await apiClient(stack, 'service').rpc('site_today');
  expect(error).toBeNull();
  return data as string;
}

/**
 * An admin signed in through the reader site's form (one session for site and console, issue 20): the session is at
 * aal1 until the console's code screen steps it up.
 */
export async function signInOnSiteAsAdmin(page: Page, stack: Stack) {
  await page.goto('/auth');
  await page.getByRole('main').getByLabel('Email').fill(stack.adminEmail);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}
