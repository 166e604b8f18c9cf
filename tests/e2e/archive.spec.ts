/**
 * Archive browsing: the prebuilt month pages reach every released devotional by links alone, starting
 * from the home page or the footer; and a filter shows 12 results, then 12 more with Load More.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loadArchive } from './devotional/data.ts';
import { hydrated } from './hydration.ts';
import { addDays, seededDevotionals } from './home/content.ts';

/** "November 2026": a month's name as the English edition writes it. */
const monthName = (year: string, month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));

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

  test('a month page lists its days in order and links to the months before and after by their names', async ({ page, stack }) => {
    const { released } = await loadArchive(stack);
    const newest = released.at(-1)!;
    const [year, month] = newest.date.split('-');
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse the archive by month' }).click();
    await page.getByTestId('archive-month').first().click();
    await expect(page).toHaveURL(new RegExp(`/archive/${year}/${month}/?$`));
    const dates = await page.locator('[data-testid="archive-list"] a').evaluateAll((links) => links.map((a) => a.getAttribute('data-date')));
    expect(dates).toEqual(released.filter((d) => d.date.startsWith(`${year}-${month}`)).map((d) => d.date));

    // The months as a screen reader names them: the arrows beside the names are hidden from it.
    const months = page.getByRole('navigation', { name: 'Months' });
    const older = released.filter((d) => d.date < `${year}-${month}-01`).at(-1);
    if (!older) {
      // The sample content (three weeks before today) lies in one month from the 22nd on: nothing to go to.
      await expect(months.getByRole('link')).toHaveCount(0);
      return;
    }
    const [olderYear, olderMonth] = older.date.split('-');
    await months.getByRole('link', { name: monthName(olderYear, olderMonth), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/archive/${olderYear}/${olderMonth}/?$`));
    // And back: the older month links forward to the newest, which has no month after it.
    await page
      .getByRole('navigation', { name: 'Months' })
      .getByRole('link', { name: monthName(year, month), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/archive/${year}/${month}/?$`));
    await expect(page.getByRole('navigation', { name: 'Months' }).getByRole('link', { name: monthName(olderYear, olderMonth), exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Months' }).getByRole('link')).toHaveCount(1);
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

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the archive, a month page and a section page (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/archive/');
      const month = (await hrefs(page, '[data-testid="archive-month"]'))[0];
      await page.goto('/confessions/heidelberg-catechism');
      const section = await page.getByTestId('citing-all').first().getAttribute('href');
      for (const route of ['/archive/', month, section!]) {
        await page.goto(route);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});
