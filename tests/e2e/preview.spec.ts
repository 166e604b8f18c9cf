/**
 * Issue 20, "Preview": an admin opens a draft or a future devotional at /preview/?id=… and sees it as readers will,
 * rendered by the public page's components, under a "Preview — not yet released" banner; anon and a reader get
 * no row (row-level security) and the page says so with a sign-in link. The console links every devotional there.
 *
 * Until the site and the console share one session (another stream of issue 20), the admin's site session is made
 * here as the brief says: signed in with supabase-js in Node, the authenticator's code verified (aal2), and the
 * stored session written into the page's localStorage under the key the site's client reads.
 */
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import { test, type Stack } from './fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, newAccount, removeDevotional, signInAsAdmin, siteToday } from './admin/console.ts';
import AxeBuilder from '@axe-core/playwright';

const REFUSAL = 'This devotional is not available to preview.';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** Signs in through the API (with the second factor when a secret is given) and puts the session where the site keeps it. */
async function useSiteSession(page: Page, stack: Stack, email: string, password: string, totpSecret?: string) {
  const stored = new Map<string, string>();
  const client = createClient(stack.apiUrl, stack.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
    },
  });
  const signIn = await client.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  if (totpSecret) {
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data!.totp[0];
    const verify = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(totpSecret) });
    expect(verify.error).toBeNull();
  }
  const entries = [...stored].filter(([key]) => /^sb-.+-auth-token$/.test(key));
  expect(entries).toHaveLength(1);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), entries[0]);
}

/** The whole page (the site has no #main-content wrapper) has no serious or critical axe violation. */
async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

function longDate(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

test.describe('previewing unreleased devotionals', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('an admin previews a draft and a future devotional as readers will see them, at 1280 and 390 px', async ({ page, stack }) => {
    const today = await siteToday(stack);
    const future = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const draft = await draftDevotional(stack, {
      scripture_text: '1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures.',
      transcript: 'The shepherd *knows* his sheep by name.',
      prayer_suggestion: 'Lord, lead us beside still waters.',
      memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
    });
    const scheduled = await draftDevotional(stack, { date: future, status: 'published', transcript: 'A reflection for a later day.' });
    try {
      await useSiteSession(page, stack, stack.adminEmail, stack.adminPassword, stack.adminTotpSecret);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`/preview/?id=${draft.id}`);
        const banner = page.getByRole('note', { name: 'Preview' });
        await expect(banner).toContainText('Preview — not yet released');
        await expect(banner).toContainText('Draft');
        await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Scripture Passage' })).toContainText('He maketh me to lie down in green pastures.');
        await expect(page.getByRole('region', { name: 'Devotional' }).locator('em')).toHaveText('knows');
        await expect(page.getByRole('region', { name: 'Prayer Suggestion' })).toContainText('Lord, lead us beside still waters.');
        await expect(page.getByRole('region', { name: 'Memory Verse' })).toContainText('Psalm 23:1');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await expectNoSeriousAxeViolations(page, `draft preview at ${size.width} px`);

        await page.goto(`/preview/?id=${scheduled.id}`);
        await expect(page.getByRole('heading', { level: 1, name: scheduled.title })).toBeVisible();
        await expect(page.getByRole('note', { name: 'Preview' })).toContainText(`Scheduled for ${longDate(future)}`);
        await expect(page.getByRole('region', { name: 'Devotional' })).toContainText('A reflection for a later day.');
        await expectNoSeriousAxeViolations(page, `scheduled preview at ${size.width} px`);
      }
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveAttribute('content', 'noindex');
    } finally {
      await removeDevotional(stack, draft.id);
      await removeDevotional(stack, scheduled.id);
    }
  });

  test('anon and a signed-in reader are refused, with a sign-in link, at 1280 and 390 px', async ({ page, browser, stack }) => {
    const draft = await draftDevotional(stack);
    const reader = await newAccount(stack, 'preview-reader');
    try {
      const context = await browser.newContext();
      const readerPage = await context.newPage();
      await useSiteSession(readerPage, stack, reader.email, reader.password);
      for (const [who, p] of [
        ['anon', page],
        ['reader', readerPage],
      ] as const) {
        for (const size of WIDTHS) {
          await p.setViewportSize(size);
          await p.goto(`/preview/?id=${draft.id}`);
          await expect(p.getByRole('heading', { level: 1, name: REFUSAL }), who).toBeVisible();
          await expect(p.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }), who).toHaveAttribute('href', '/auth');
          await expect(p.getByText(draft.title), who).toHaveCount(0);
          await expectNoSeriousAxeViolations(p, `${who}'s refusal at ${size.width} px`);
        }
      }
      await context.close();
    } finally {
      await removeDevotional(stack, draft.id);
    }
  });

  test('the console opens the preview in a new tab from the table and from the editor', async ({ page, stack }) => {
    const draft = await draftDevotional(stack);
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/#/devotional/edit/${draft.id}`);
      const fromEditor = page.getByRole('link', { name: `Preview: ${draft.title}` });
      await expect(fromEditor).toHaveAttribute('href', `/preview/?id=${draft.id}`);
      await expect(fromEditor).toHaveAttribute('target', '_blank');

      await page.goto('/admin/#/devotionals');
      await page.getByPlaceholder('Search title or passage').fill(draft.title);
      const fromTable = page.getByRole('link', { name: `Preview: ${draft.title}` });
      await expect(fromTable).toHaveAttribute('href', `/preview/?id=${draft.id}`);
      await expect(fromTable).toHaveAttribute('target', '_blank');
    } finally {
      await removeDevotional(stack, draft.id);
    }
  });
});
