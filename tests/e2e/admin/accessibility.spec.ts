/** axe on the admin console's screens: no serious or critical violation (the bar the reader pages meet too). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, newAccount, removeDevotional, signIn, signInAsAdmin } from './console.ts';

async function expectNoSeriousViolations(page: Page, screen: string) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(serious, `${screen}:\n${described}`).toEqual([]);
}

test.describe('admin accessibility', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('the sign-in and forgot-password pages', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: /reset password/i })).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password');
  });

  test('the access-denied page', async ({ page, stack }) => {
    const reader = await newAccount(stack, 'axe-reader');
    // The page moves on to /dashboard after a few seconds; a 204 answer keeps it in place while axe reads it.
    await page.route(
      (url) => url.pathname.startsWith('/dashboard'),
      (route) => route.fulfill({ status: 204 }),
    );
    await signIn(page, reader.email, reader.password);
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expectNoSeriousViolations(page, 'access denied');
  });

  test('the panel, the generator, the devotionals list', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await expect(page.getByTestId('schedule-day').first()).toBeVisible();
    await expect(page.getByTestId('status-api')).toHaveAttribute('data-ok', /true|false/);
    await expectNoSeriousViolations(page, 'panel');
    await page.goto('/admin/devotional-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Devotional generator' })).toBeVisible();
    await expectNoSeriousViolations(page, 'generator');
    await page.goto('/admin/devotionals');
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expectNoSeriousViolations(page, 'devotionals list');
  });

  test('the devotional editor, with validation messages showing', async ({ page, stack }) => {
    const d = await draftDevotional(stack);
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(d.title);
      await expectNoSeriousViolations(page, 'edit form');
      await page.goto('/admin/devotional/create');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectNoSeriousViolations(page, 'create form with errors');
    } finally {
      await removeDevotional(stack, d.id);
    }
  });
});
