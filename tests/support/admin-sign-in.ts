/**
 * Accounts and signing in for the browser tests: the one place that creates test accounts and signs in to the
 * console (password, then the authenticator's code), so the sign-in can change in one file.
 *
 * Signing in through the form costs a test 10–20 s on a loaded machine. Tests that are not about signing in use
 * `signInAsAdmin`, which signs the worker's admin in through the form once per worker, keeps the browser storage
 * that sign-in left (Playwright's storageState), and gives it to each later test's page. Tests that sign out, or
 * block or demote the admin, use an account of their own (`newAccount`), because supabase-js signs out with scope
 * 'global', which would end the shared session for every later test of the worker.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { apiClient, expect, type Stack } from '../e2e/fixtures.ts';
import { enrolAdminFactor, passSecondFactor } from './second-factor.ts';

export const unique = () => randomUUID().slice(0, 8);

export interface Account {
  id: string;
  email: string;
  password: string;
  /** An admin's TOTP secret: admin rights need the second factor. */
  totpSecret?: string;
}

/**
 * A new account signed up through GoTrue (the local API confirms at once), its full name `name`; optionally made an
 * admin by the service role, with a TOTP authenticator whose secret is returned, and optionally blocked (after
 * enrolling).
 */
export async function newAccount(stack: Stack, name: string, options: { admin?: boolean; blocked?: boolean } = {}): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.test`;
  const password = `pw-${unique()}-${unique()}`;
  const { data, error } = await apiClient(stack).auth.signUp({ email, password, options: { data: { full_name: name } } });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  const id = data.user.id;
  const service = apiClient(stack, 'service');
  let totpSecret: string | undefined;
  if (options.admin) {
    const { error: roleError } = await service.from('user_roles').insert({ user_id: id, role: 'admin' });
    if (roleError) throw new Error(roleError.message);
    totpSecret = await enrolAdminFactor(stack.apiUrl, stack.anonKey, email, password);
  }
  if (options.blocked) {
    const { error: blockError } = await service.from('profiles').update({ is_blocked: true }).eq('id', id);
    if (blockError) throw new Error(blockError.message);
  }
  return { id, email, password, totpSecret };
}

/** Signs in through the console's form; with the account's TOTP secret, also enters the authenticator's code. */
export async function signIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  if (totpSecret) await passSecondFactor(page, totpSecret);
}

const PANEL = { level: 1, name: 'Admin panel' } as const;

/** The worker's admin signed in through the console's form, landing on the admin panel. */
export async function signInAsAdminThroughForm(page: Page, stack: Stack) {
  await signIn(page, stack.adminEmail, stack.adminPassword, stack.adminTotpSecret);
  await expect(page.getByRole('heading', PANEL)).toBeVisible({ timeout: 30_000 });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The browser storage of this worker's one form sign-in, by admin. Renewed after 10 minutes, well inside the
 * access token's hour, so no page ever refreshes (and so rotates) the shared session's token.
 */
const saved = new Map<string, { state: StorageState; at: number }>();
const FRESH_FOR_MS = 10 * 60_000;

/** Puts a saved storageState into a page's context: its cookies, and each origin's localStorage. */
async function restore(page: Page, state: StorageState) {
  if (state.cookies.length) await page.context().addCookies(state.cookies);
  for (const { origin, localStorage } of state.origins) {
    // A blank document of the origin, answered here, is enough to write its localStorage.
    const blank = `${origin}/__test-storage__`;
    await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>storage</title>' }));
    await page.goto(blank);
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, localStorage);
    await page.unroute(blank);
  }
}

/**
 * The worker's admin signed in to the console, on the admin panel. The first call of a worker signs in through
 * the form and saves the storage it left; later calls restore that storage and open the console, falling back to
 * the form (and saving again) if the session no longer opens it.
 */
export async function signInAsAdmin(page: Page, stack: Stack) {
  const kept = saved.get(stack.adminEmail);
  if (kept && Date.now() - kept.at < FRESH_FOR_MS) {
    await restore(page, kept.state);
    await page.goto('/admin/');
    const panel = page.getByRole('heading', PANEL);
    const form = page.getByRole('textbox', { name: 'Email' });
    await expect(panel.or(form)).toBeVisible({ timeout: 30_000 });
    if (await panel.isVisible()) return;
    saved.delete(stack.adminEmail);
  }
  await signInAsAdminThroughForm(page, stack);
  saved.set(stack.adminEmail, { state: await page.context().storageState(), at: Date.now() });
}

/**
 * Signed in to the console and on `route` (a hash route such as 'users'): as the worker's admin (its shared
 * session), or through the form as the account given.
 */
export async function openConsole(page: Page, stack: Stack, route: string, credentials?: { email: string; password: string; totpSecret?: string }) {
  if (credentials) {
    await signIn(page, credentials.email, credentials.password, credentials.totpSecret);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
  } else {
    await signInAsAdmin(page, stack);
  }
  await page.goto(`/admin/#/${route}`);
}

/**
 * An admin signed in through the reader site's form (one session for site and console): the session is at
 * aal1 until the console's code screen steps it up.
 */
export async function signInOnSiteAsAdmin(page: Page, stack: Stack) {
  await page.goto('/auth');
  await page.getByRole('main').getByLabel('Email').fill(stack.adminEmail);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}
