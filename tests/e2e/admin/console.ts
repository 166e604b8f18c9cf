/**
 * Arranging the admin console's browser tests: devotionals of their own, and a longer wait. Accounts and signing in
 * are tests/support/admin-sign-in.ts's, re-exported here for the console's specs.
 */
import { randomUUID } from 'node:crypto';
import { apiClient, expect as baseExpect, type Stack } from '../fixtures.ts';
import { PSALM_23 } from '../../support/devotional-fixture.ts';
export { newAccount, openConsole, signIn, signInAsAdmin, signInOnSiteAsAdmin, unique } from '../../support/admin-sign-in.ts';

/**
 * The console is one large bundle; on a loaded test machine its first render can take well over the default
 * 10 s, so the admin tests wait longer for what they expect (never asserting on how long anything took).
 */
export const expect = baseExpect.configure({ timeout: 30_000 });
/** Per-test budget of the admin tests, for the same reason. */
export const ADMIN_TEST_TIMEOUT = 120_000;

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
    ...PSALM_23,
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
