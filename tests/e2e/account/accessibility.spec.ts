/** axe on the account pages, light and dark: no serious or critical violation on /auth, /dashboard and /settings. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { newReader, readerClient, signIn, todaysDevotional } from './readers.ts';

async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`account pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('/auth in every mode', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await expectAccessible(page, 'sign in');
      await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('main').getByLabel('Full Name')).toBeVisible();
      await expectAccessible(page, 'sign up');
    });

    test('/dashboard and /settings with data', async ({ page, stack }) => {
      test.setTimeout(90_000);
      const reader = await newReader(stack, 'Lois Accessible');
      const client = await readerClient(stack, reader);
      const devotional = await todaysDevotional(stack);
      await client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: devotional.id, reading_time_seconds: 200 });
      await client.from('user_reading_goals').insert({ user_id: reader.id, goal_type: 'weekly', target_count: 3 });
      await signIn(page, reader);
      await scrollUntil(page, page.getByTestId('achievements'));
      await expect(page.getByTestId('achievements')).toBeVisible();
      await expect(page.getByTestId('reading-goals')).toBeVisible();
      await expectAccessible(page, 'dashboard');
      await page.getByRole('button', { name: 'Share Feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Share Feedback' })).toBeVisible();
      await expectAccessible(page, 'feedback dialog');
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Audio Preferences' })).toBeVisible();
      await scrollUntil(page, page.getByRole('heading', { name: 'Your data' }));
      await expectAccessible(page, 'settings');
    });
  });
}
