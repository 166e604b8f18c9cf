/** Signed-in readers for the browser tests: accounts made with the service role, sessions made the real way. */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient, expect, type Stack } from '../fixtures.ts';

export const READER_PASSWORD = 'grace-upon-grace';

export interface Reader {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** A confirmed account, as if the reader had signed up earlier. */
export async function newReader(stack: Stack, fullName = 'Ruth Reader'): Promise<Reader> {
  const email = `reader-${randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await apiClient(stack, 'service').auth.admin.createUser({
    email,
    password: READER_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  return { id: data.user.id, email, password: READER_PASSWORD, fullName };
}

/** A supabase-js client signed in as the reader (for API assertions from the test). */
export async function readerClient(stack: Stack, reader: Reader): Promise<SupabaseClient> {
  const client = apiClient(stack);
  const { error } = await client.auth.signInWithPassword({ email: reader.email, password: reader.password });
  if (error) throw new Error(`sign-in: ${error.message}`);
  return client;
}

/** Signs in through /auth, as a reader would, and waits for the dashboard. */
/**
 * Waits until /auth's form island has hydrated (Astro drops the island's ssr attribute; the page wakes it at load).
 * Flows that only need a signed-in reader wait for it; the replay of a click made before hydration is tested in
 * auth.spec.ts and islands.spec.ts.
 */
export async function authFormReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island:has([data-auth-form])')).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

export async function signIn(page: Page, reader: Reader, from = '/auth'): Promise<void> {
  await page.goto(from);
  await authFormReady(page);
  await page.getByRole('main').getByLabel('Email').fill(reader.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
}

/** The desktop header's signed-in and signed-out controls. */
export function header(page: Page) {
  const nav = page.getByTestId('desktop-nav');
  return {
    signIn: nav.getByRole('link', { name: 'Sign In' }),
    dashboard: nav.getByRole('link', { name: 'Dashboard' }),
    signOut: nav.getByRole('button', { name: 'Sign Out' }),
  };
}

/** The latest released devotional (today's in the sample content), which carries two voice recordings. */
export async function todaysDevotional(stack: Stack): Promise<{ id: string; title: string; reading_time: number }> {
  const { data, error } = await apiClient(stack).from('devotionals').select('id, title, reading_time').order('date', { ascending: false }).limit(1).single();
  if (error) throw new Error(error.message);
  return data;
}

export function toast(page: Page, message: string | RegExp) {
  return page.locator('#rd-toaster').getByText(message);
}
