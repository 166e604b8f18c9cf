/**
 * "View on site", in the devotional editor and in the devotionals table: a released devotional links to
 * its public page, which opens in a new tab with its title, signed in (one session for site and console); a draft,
 * or one published with a future date, has no public page and so no link. At a laptop's and a phone's width.
 */
import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { todaysDevotional } from '../account/readers.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, removeDevotional, signInAsAdmin } from './console.ts';

/** The public page opened by a "View on site" link: its heading is the devotional's title, and the site is signed in. */
async function opensOnSite(page: Page, link: ReturnType<Page['getByRole']>, id: string, title: string) {
  await expect(link).toHaveAttribute('href', `/devotional/${id}/`);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('data-auth', 'in');
  await tab.close();
}

/** Searches the table for one devotional by its unique title, and waits until its row is the only one shown. */
async function searchTable(page: Page, title: string) {
  await page.getByPlaceholder('Search title or passage').fill(title);
  await expect(page.getByRole('link', { name: /^Edit: / })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Edit: ${title}`, exact: true })).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`View on site at ${width} px`, () => {
    test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
    test.use({ viewport: { width, height: 800 } });

    test('the editor links a released devotional to its page; a draft and a future one have no link', async ({ page, stack }) => {
      const released = await todaysDevotional(stack);
      const draft = await draftDevotional(stack);
      const future = await draftDevotional(stack, { status: 'published', date: '2099-02-01' });
      try {
        await signInAsAdmin(page, stack);
        await page.goto(`/admin/devotional/edit/${released.id}`);
        await opensOnSite(page, page.getByRole('main').getByRole('link', { name: 'View on site' }), released.id, released.title);

        for (const unreleased of [draft, future]) {
          await page.goto(`/admin/devotional/edit/${unreleased.id}`);
          await expect(page.getByRole('heading', { level: 1, name: `Edit: ${unreleased.title}` })).toBeVisible();
          await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);
        }
      } finally {
        await removeDevotional(stack, draft.id);
        await removeDevotional(stack, future.id);
      }
    });

    test("the table's row links a released devotional to its page; a draft's and a future one's rows do not", async ({ page, stack }) => {
      const released = await todaysDevotional(stack);
      const draft = await draftDevotional(stack);
      const future = await draftDevotional(stack, { status: 'published', date: '2099-02-01' });
      try {
        await signInAsAdmin(page, stack);
        await page.goto('/admin/#/devotionals');
        // (Other tests may have duplicated it as a draft: only the released one's row has the link.)
        await page.getByPlaceholder('Search title or passage').fill(released.title);
        await opensOnSite(page, page.getByRole('link', { name: `View on site: ${released.title}`, exact: true }), released.id, released.title);

        for (const unreleased of [draft, future]) {
          await searchTable(page, unreleased.title);
          await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);
        }
      } finally {
        await removeDevotional(stack, draft.id);
        await removeDevotional(stack, future.id);
      }
    });
  });
}
