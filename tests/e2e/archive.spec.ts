/**
 * Archive browsing (issue 9): the prebuilt month pages reach every released devotional by links alone, starting
 * from the home page or the footer; and a filter shows 12 results, then 12 more with Load More.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loadArchive } from './devotional/data.ts';
import { hydrated } from './hydration.ts';
import { addDays, seededDevotionals } from './home/content.ts';

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test.describe('archive', () => {
  test('every released devotional is reachable from the archive pages by links alone, and nothing else is', async ({ page, stack }) => {
    const { released, future } = await loadArchive(stack);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Archive', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();

    const months = await hrefs(page, '[data-testid="archive-month"]');
    expect(months.length).toBeGreaterThan(0);
    const reached = new Set<string>();
    for (const month of months) {
      await page.goto(month);
      for (const path of await hrefs(page, '[data-testid="archive-list"] a')) reached.add(path);
    }
    expect([...reached].sort()).toEqual(released.map((d) => `/devotional/${d.id}/`).sort());
    for (const d of future) expect(reached.has(`/devotional/${d.id}/`)).toBe(false);
  });

  test('a month page lists its days in order and links to the month before', async ({ page, stack }) => {
    const { released } = await loadArchive(stack);
    const newest = released.at(-1)!;
    const [year, month] = newest.date.split('-');
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse the archive by month' }).click();
    await page.getByTestId('archive-month').first().click();
    await expect(page).toHaveURL(new RegExp(`/archive/${year}/${month}/?$`));
    const dates = await page.locator('[data-testid="archive-list"] a').evaluateAll((links) => links.map((a) => a.getAttribute('data-date')));
    expect(dates).toEqual(released.filter((d) => d.date.startsWith(`${year}-${month}`)).map((d) => d.date));
    const older = released.filter((d) => d.date < `${year}-${month}-01`).at(-1);
    if (older) {
      await page.getByRole('link', { name: /←/ }).click();
      await expect(page).toHaveURL(new RegExp(`/archive/${older.date.slice(0, 4)}/${older.date.slice(5, 7)}/?$`));
    }
  });

  test('a filter shows 12 results, and Load More shows the rest', async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    const released = devotionals.filter((d) => d.released).sort((a, b) => b.date.localeCompare(a.date));
    expect(released.length).toBeGreaterThan(12);
    await page.goto('/');
    await hydrated(page, 'devotional-search');
    await page.getByTestId('devotional-search').getByLabel('From', { exact: true }).fill(addDays(today, -60));
    const cards = page.getByTestId('devotional-card');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More Devotionals' }).click();
    await expect(cards).toHaveCount(Math.min(24, released.length));
    expect(await page.getByTestId('card-title').allInnerTexts()).toEqual(released.slice(0, 24).map((d) => d.title));
    if (released.length <= 24) await expect(page.getByRole('button', { name: 'Load More Devotionals' })).toHaveCount(0);
  });
});
