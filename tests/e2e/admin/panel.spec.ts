/**
 * The admin panel (/admin): navigation, stat cards, reads per day, the next 14 days, system status, and the
 * devotionals table (MMM d, yyyy dates, ISO week numbers, sort, search, pages, delete, status toggle, messages).
 * Devotionals made here are drafts dated 2099 (or removed at once), so the published archive other tests read is unchanged.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, removeDevotional, signInAsAdmin, siteToday } from './console.ts';
import { isoWeek } from '@lib/devotionals/week-number.ts';
import { addDays } from '@lib/dates.ts';

const table = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Passage' }) });
const titles = async (page: Page) => (await table(page).locator('tbody tr td.column-title').allInnerTexts()).map((t) => t.trim());

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search title or passage').fill(text);
}

test.describe('admin panel', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('navigation reaches every screen, the generator included', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    const nav = page.getByRole('navigation').or(page.locator('.RaMenu-open, .RaSidebar-fixed')).first();
    for (const label of ['Panel', 'Devotionals', 'Tags', 'Feedback', 'Confessions', 'Users', 'Generator', 'Site settings', 'Inbox']) {
      await expect(
        nav
          .getByRole('menuitem', { name: label, exact: true })
          .or(nav.getByRole('link', { name: label, exact: true }))
          .first(),
      ).toBeVisible();
    }
    await page
      .getByRole('menuitem', { name: 'Generator', exact: true })
      .or(page.getByRole('link', { name: 'Generator', exact: true }))
      .first()
      .click();
    await expect(page).toHaveURL(/#\/devotional-generator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devotional generator' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the panel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    // The console path and the spec's own /devotional-generator reach it too.
    await page.goto('/admin/devotional-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Devotional generator' })).toBeVisible();
    await page.goto('/devotional-generator');
    await expect(page).toHaveURL(/\/admin\/#\/devotional-generator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devotional generator' })).toBeVisible();
  });

  test('stat cards, the reads chart and the 14-day schedule show the stored figures', async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const confessions = await service.from('confessions').select('id', { count: 'exact', head: true });
    const today = await siteToday(stack);
    await signInAsAdmin(page, stack);

    const stats = page.getByRole('region', { name: 'Statistics' }).or(page.locator('section[aria-label="Statistics"]')).first();
    for (const label of ['Devotionals', 'Users', 'Total reading time', 'Pending feedback', 'Confessions']) {
      await expect(stats.getByRole('heading', { name: label, exact: true })).toBeVisible();
    }
    const confessionsCard = page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: 'Confessions', exact: true }) });
    await expect(confessionsCard.getByText(String(confessions.count), { exact: true })).toBeVisible();
    await expect(page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: 'Total reading time' }) })).toContainText(/\d h/);

    await expect(page.getByRole('heading', { name: 'Devotionals read per day' })).toBeVisible();
    await expect(page.getByTestId('reads-chart')).toBeVisible();
    // The chart's numbers are in a table for screen readers: one row per day of the last 30.
    await expect(page.locator('table:has(caption:text("Devotionals read per day")) tbody tr')).toHaveCount(30);

    const days = page.getByTestId('schedule-day');
    await expect(days).toHaveCount(14);
    await expect(days.first()).toHaveAttribute('data-date', today);
    await expect(days.last()).toHaveAttribute('data-date', addDays(today, 13));
    // The sample content is published for today and the six days after it, and nothing beyond.
    await expect(days.first()).toHaveAttribute('data-state', 'published');
    await expect(days.nth(6)).toHaveAttribute('data-state', 'published');
    await expect(days.last()).toHaveAttribute('data-state', 'empty');
    await expect(days.last()).toContainText('Nothing scheduled');
  });

  test('a draft on an upcoming day shows as "Draft only" in the schedule', async ({ page, stack }) => {
    const today = await siteToday(stack);
    const day = addDays(today, 12);
    const draft = await draftDevotional(stack, { date: day, title: `Upcoming draft ${randomUUID().slice(0, 6)}` });
    try {
      await signInAsAdmin(page, stack);
      const entry = page.locator(`[data-testid="schedule-day"][data-date="${day}"]`);
      await expect(entry).toHaveAttribute('data-state', 'draft');
      await expect(entry).toContainText(draft.title);
      await expect(entry).toContainText('Draft only');
    } finally {
      await removeDevotional(stack, draft.id);
    }
  });

  test('system status reports the API, storage and the last site build, and "Rebuild now" answers', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await expect(page.getByTestId('status-api')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('status-storage')).toHaveAttribute('data-ok', 'true');
    const { data: builds } = await apiClient(stack, 'service').from('site_builds').select('status').in('status', ['succeeded', 'failed']).limit(1);
    await expect(page.getByTestId('status-last-build')).toContainText(builds && builds.length ? /succeeded|failed/ : /never/);
    await page.getByRole('button', { name: 'Rebuild now' }).click();
    // Either the rebuild-site function took the request, or the console says why it could not.
    await expect(page.getByText(/Site rebuild requested|The site rebuild could not be requested: .+/)).toBeVisible();
  });

  test('the table shows dates as MMM d, yyyy and ISO week numbers, sorts by title and date both ways, and searches', async ({ page, stack }) => {
    const tag = `Sortcheck ${randomUUID().slice(0, 6)}`;
    const made = [
      await draftDevotional(stack, { title: `${tag} Alpha`, date: '2099-01-03' }),
      await draftDevotional(stack, { title: `${tag} Bravo`, date: '2099-01-01' }),
      await draftDevotional(stack, { title: `${tag} Charlie`, date: '2099-01-02' }),
    ];
    try {
      await signInAsAdmin(page, stack);
      await search(page, tag);
      await expect(table(page).locator('tbody tr')).toHaveCount(3);
      // Default: newest date first.
      await expect.poll(() => titles(page)).toEqual([`${tag} Alpha`, `${tag} Charlie`, `${tag} Bravo`]);
      const alpha = table(page).locator('tbody tr', { hasText: `${tag} Alpha` });
      await expect(alpha).toContainText('Jan 3, 2099');
      await expect(alpha).toContainText('Draft');
      await expect(alpha).toContainText('Psalm 23:1-6');
      const weekColumn = await table(page).getByRole('columnheader').allInnerTexts();
      await expect(alpha.locator('td').nth(weekColumn.findIndex((name) => name.trim() === 'Week'))).toHaveText(String(isoWeek('2099-01-03')));

      await table(page).getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
      await expect.poll(() => titles(page)).toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
      await table(page).getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
      await expect.poll(() => titles(page)).toEqual([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
      await table(page).getByRole('columnheader', { name: 'Date' }).getByRole('button').click();
      const byDate = await (async () => {
        await expect.poll(() => titles(page)).not.toEqual([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
        return titles(page);
      })();
      const ascending = [`${tag} Bravo`, `${tag} Charlie`, `${tag} Alpha`];
      const descending = [...ascending].reverse();
      expect([ascending, descending]).toContainEqual(byDate);
      await table(page).getByRole('columnheader', { name: 'Date' }).getByRole('button').click();
      await expect.poll(() => titles(page)).toEqual(byDate[0] === ascending[0] ? descending : ascending);

      // A more precise search narrows the rows; a search with no match empties the table.
      await search(page, `${tag} Bravo`);
      await expect.poll(() => titles(page)).toEqual([`${tag} Bravo`]);
      await search(page, `no such devotional ${randomUUID().slice(0, 6)}`);
      await expect(table(page).locator('tbody tr')).toHaveCount(0);
    } finally {
      for (const d of made) await removeDevotional(stack, d.id);
    }
  });

  test('the table pages through all devotionals', async ({ page, stack }) => {
    const { count } = await apiClient(stack, 'service').from('devotionals').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(10);
    await signInAsAdmin(page, stack);
    await expect(table(page).locator('tbody tr')).toHaveCount(10);
    const firstPage = await titles(page);
    await page.getByRole('button', { name: 'Go to next page' }).first().click();
    await expect.poll(async () => (await titles(page))[0]).not.toBe(firstPage[0]);
    const secondPage = await titles(page);
    expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);
    await expect(page.getByText(/11-20 of \d+/)).toBeVisible();
  });

  test('delete asks for confirmation: cancel keeps the devotional, confirm removes it with the spec message', async ({ page, stack }) => {
    const d = await draftDevotional(stack, { title: `Deletecheck ${randomUUID().slice(0, 6)}` });
    try {
      await signInAsAdmin(page, stack);
      await search(page, d.title);
      await expect(table(page).locator('tbody tr')).toHaveCount(1);
      await page.getByRole('button', { name: `Delete: ${d.title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Delete "${d.title}"?`);
      await dialog.getByRole('button', { name: /cancel/i }).click();
      await expect(dialog).toHaveCount(0);
      expect((await apiClient(stack, 'service').from('devotionals').select('id').eq('id', d.id)).data).toHaveLength(1);

      await page.getByRole('button', { name: `Delete: ${d.title}` }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /confirm/i })
        .click();
      await expect(page.getByText('Devotional deleted successfully')).toBeVisible();
      await expect(table(page).locator('tbody tr')).toHaveCount(0);
      expect((await apiClient(stack, 'service').from('devotionals').select('id').eq('id', d.id)).data).toHaveLength(0);
    } finally {
      await removeDevotional(stack, d.id);
    }
  });

  test('the status toggle publishes and moves to draft with the spec messages', async ({ page, stack }) => {
    const d = await draftDevotional(stack, { title: `Togglecheck ${randomUUID().slice(0, 6)}` });
    const stored = async () => (await apiClient(stack, 'service').from('devotionals').select('status').eq('id', d.id).single()).data?.status;
    try {
      await signInAsAdmin(page, stack);
      await search(page, d.title);
      const row = table(page).locator('tbody tr', { hasText: d.title });
      await row.getByRole('button', { name: `Publish: ${d.title}` }).click();
      await expect(page.getByText('Devotional published')).toBeVisible();
      await expect.poll(stored).toBe('published');
      await expect(row).toContainText('Published');

      await row.getByRole('button', { name: `Move to draft: ${d.title}` }).click();
      await expect(page.getByText('Devotional moved to draft')).toBeVisible();
      await expect.poll(stored).toBe('draft');
    } finally {
      await removeDevotional(stack, d.id);
    }
  });
});
