/**
 * Islands hydrate on the reader's first interaction (client:interaction, docs/islands.md): a reader who only reads
 * downloads no React, the interaction that wakes an island is not lost, and hydrating moves nothing on the page.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { byDate, loadArchive } from './devotional/data.ts';
import { isPrebuilt } from './hydration.ts';
import { seededDevotionals } from './home/content.ts';

const playerIsland = (page: Page) => page.locator('astro-island[component-url*="/AudioPlayer."]');

async function todaysDevotionalPath(stack: Parameters<typeof loadArchive>[0]): Promise<string> {
  const archive = await loadArchive(stack);
  return `/devotional/${byDate(archive, archive.today).id}/`;
}

/** Records every layout shift (with or without recent input) from the start of the page. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts.push({ value: (entry as unknown as { value: number }).value, at: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Wakes every island on the page at once and returns the page time it did so. */
async function hydrateAll(page: Page): Promise<number> {
  const at = await page.evaluate(() => {
    const now = performance.now();
    document.querySelectorAll('astro-island').forEach((island) => island.dispatchEvent(new Event('rd:hydrate')));
    return now;
  });
  // The layout's client:signed-in island never loads for a signed-out reader (site/directives/signed-in.ts).
  await expect(page.locator('astro-island[ssr]:not([client="signed-in"])')).toHaveCount(0);
  return at;
}

const shiftSince = (page: Page, at: number) =>
  page.evaluate(
    (since) => (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts.filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0),
    at,
  );

test.describe('islands hydrate on interaction', () => {
  test('a reader who only reads a devotional downloads no React; the first press of Play plays', async ({ page, stack }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(await todaysDevotionalPath(stack));
    await page.waitForLoadState('networkidle');
    const island = playerIsland(page);
    await expect(island).toHaveAttribute('ssr', '');
    const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
    const renderer = new URL((await island.getAttribute('renderer-url'))!, page.url()).pathname;
    expect(scripts).not.toContain(component);
    expect(scripts).not.toContain(renderer);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0)).toBe(true);
    expect(scripts).toContain(renderer);
  });

  test('a keyboard reader: Enter on the not-yet-hydrated Play button plays', async ({ page, stack }) => {
    await page.goto(await todaysDevotionalPath(stack));
    await expect(playerIsland(page)).toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);
  });

  test('the first keystroke in a filter is kept', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    await page.goto('/');
    await isPrebuilt(page, 'devotional-search');
    const box = page.getByLabel('Search by Title');
    await box.click();
    await page.keyboard.press('w');
    await expect(box).toHaveValue('w');
    await expect(page).toHaveURL(/\?title=w$/);
    const section = page.getByTestId('devotional-search');
    await expect(section.getByRole('heading', { name: 'Explore Devotionals' })).toBeVisible();
    const want = devotionals
      .filter((d) => d.released && d.title.toLowerCase().includes('w'))
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 12)
      .map((d) => d.title);
    expect(want.length).toBeGreaterThan(0);
    await expect(section.getByTestId('card-title')).toHaveText(want);
  });

  test('the first press of a tag chip selects it', async ({ page }) => {
    await page.goto('/');
    await isPrebuilt(page, 'devotional-search');
    const chip = page.getByTestId('tag-options').getByRole('button').first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('active-filter')).toHaveCount(1);
  });

  test('Enter in the sign-up box before hydration subscribes, without sending the address in the URL', async ({ page, stack }) => {
    const address = `first-keystroke-${Date.now()}@example.com`;
    await page.goto('/about-us');
    await isPrebuilt(page, 'newsletter-form');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).click();
    await page.keyboard.type(address);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    const stored = await apiClient(stack, 'service').from('newsletter_subscribers').select('email').eq('email', address);
    expect(stored.data).toEqual([{ email: address }]);
  });

  for (const where of ['home', 'devotional'] as const) {
    test(`hydrating every island moves nothing on the ${where} page (no layout shift)`, async ({ page, stack }) => {
      await recordLayoutShifts(page);
      await page.goto(where === 'home' ? '/' : await todaysDevotionalPath(stack));
      await page.waitForLoadState('networkidle');
      const at = await hydrateAll(page);
      // What hydration does settles: the search reads the address, the player reads its recording's length.
      if (where === 'home') await expect(page.getByTestId('devotional-search')).toHaveAttribute('data-ready', 'true');
      else await expect(page.getByRole('slider', { name: 'Seek' })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      // Two frames, so a shift caused by the last render has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await shiftSince(page, at)).toBe(0);
    });
  }
});
