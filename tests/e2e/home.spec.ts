import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { hydrated } from './hydration.ts';
import { addDays, byOffset, contentFile, seededDevotionals } from './home/content.ts';

const testimonialsFile = JSON.parse(readFileSync(new URL('../../content/testimonials.json', import.meta.url), 'utf8')) as {
  name: string;
  country: string;
  daysAgo: number;
}[];

test.describe('home', () => {
  test("the hero shows today's devotional and Listen Now opens it", async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    const todays = byOffset(devotionals, 0);
    expect(todays.title).toBe(contentFile(0).title);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooted in Grace. Growing Daily.');
    const hero = page.getByTestId('today-hero');
    await expect(hero.getByTestId('hero-title')).toHaveText(todays.title);
    const expectedDate = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(hero.getByTestId('hero-date')).toHaveText(expectedDate);
    expect(expectedDate).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);

    const listen = hero.getByRole('link', { name: 'Listen Now' });
    await expect(listen).toHaveAttribute('href', `/devotional/${todays.id}/`);
    // On a laptop the cover stands beside the text, on its left (on a phone it follows the text: reader-phone.spec.ts).
    const cover = (await hero.locator('img, [data-testid="hero-fallback-image"]').first().boundingBox())!;
    const title = (await hero.getByTestId('hero-title').boundingBox())!;
    expect(cover.x + cover.width).toBeLessThanOrEqual(title.x);
    expect(cover.y).toBeLessThanOrEqual(title.y);
    await listen.click();
    await expect(page).toHaveURL(new RegExp(`/devotional/${todays.id}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(todays.title);
  });

  test('the strip shows 3 days before, today highlighted, and 3 dimmed future days without links', async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const strip = page.getByTestId('date-strip');
    const days = strip.locator('li > *');
    await expect(days).toHaveCount(7);
    expect(await days.evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(today, n)));

    const current = strip.locator('[aria-current="date"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-date', today);
    await expect(current).toHaveAttribute('href', `/devotional/${byOffset(devotionals, 0).id}/`);

    for (const offset of [-3, -2, -1]) {
      const day = days.nth(offset + 3);
      await expect(day).toHaveAttribute('href', `/devotional/${byOffset(devotionals, offset).id}/`);
    }
    for (const offset of [1, 2, 3]) {
      const day = days.nth(offset + 3);
      expect(await day.evaluate((el) => el.tagName)).toBe('SPAN');
      await expect(day).not.toHaveAttribute('href', /.*/);
      await expect(day).toHaveAttribute('aria-disabled', 'true');
      expect(Number(await day.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
      await expect(day.locator('a')).toHaveCount(0);
    }
    // Nothing dated after today is linked from anywhere on the page.
    for (const future of devotionals.filter((d) => d.offset > 0)) {
      await expect(page.locator(`a[href*="${future.id}"]`)).toHaveCount(0);
    }

    // On a narrow screen the strip scrolls, and today is scrolled into its visible part.
    const [stripBox, todayBox] = await Promise.all([strip.boundingBox(), current.boundingBox()]);
    expect(todayBox!.x).toBeGreaterThanOrEqual(stripBox!.x - 1);
    expect(todayBox!.x + todayBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 1);
  });

  test("a reader whose day is one later than the build's sees the strip moved on", async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    const tomorrow = addDays(today, 1);
    await page.clock.setFixedTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await page.goto('/');
    const strip = page.getByTestId('date-strip');
    await expect(strip).toHaveAttribute('data-today', tomorrow);
    await expect(page.locator('[data-today-root]')).toHaveAttribute('data-reader-today', tomorrow);

    const current = strip.locator('[aria-current="date"]');
    await expect(current).toHaveAttribute('data-date', tomorrow);
    // Tomorrow's devotional was not released when the site was built: it is not in the manifest, so the
    // reader's today is a day without a devotional, not a link to a page that does not exist.
    await expect(current).toHaveAttribute('data-state', 'empty');
    await expect(current).not.toHaveAttribute('href', /.*/);
    await expect(strip.locator(`[data-date="${today}"]`)).toHaveAttribute('href', `/devotional/${byOffset(devotionals, 0).id}/`);
    await expect(strip.locator('[data-state="future"]')).toHaveCount(3);
    expect(await strip.locator('li > *').evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))).toEqual(
      [-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(tomorrow, n)),
    );

    // The hero falls back, and the lists count back from the reader's today.
    await expect(page.getByTestId('hero-fallback-image')).toBeVisible();
    await expect(page.getByTestId('hero-title')).toHaveText("Today's devotional is on its way");
    await expect(page.getByTestId('hero-opening')).toHaveCount(0);
    await expect(page.getByTestId('recent-days').locator('a').first()).toHaveAttribute('data-date', today);
    await page.getByTestId('devotional-search').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('search-results').getByTestId('card-title').first()).toHaveText(byOffset(devotionals, 0).title);
  });

  test("a reader whose day differs from the build's and has a devotional sees its passage and opening lines under the hero", async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    // A device whose clock is a day behind: its today is yesterday, a day the build did not render but the manifest has.
    const yesterday = addDays(today, -1);
    const theirs = byOffset(devotionals, -1);
    await page.clock.setFixedTime(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await page.goto('/');
    await expect(page.locator('[data-today-root]')).toHaveAttribute('data-reader-today', yesterday);
    const hero = page.getByTestId('today-hero');
    await expect(hero).toHaveAttribute('data-date', yesterday);
    await expect(hero.getByTestId('hero-title')).toHaveText(theirs.title);
    await expect(hero).toContainText(theirs.passage);
    // The opening lines come from the manifest entry: the reflection's first paragraph, without emphasis markers.
    const firstParagraph = contentFile(-1)
      .body.replace(/\*/g, '')
      .trim()
      .split(/\n\s*\n/)[0]
      .replace(/\s+/g, ' ');
    const opening = hero.getByTestId('hero-opening');
    await expect(opening).toBeVisible();
    expect(firstParagraph.startsWith((await opening.innerText()).replace(/…$/, ''))).toBe(true);
    expect((await opening.innerText()).length).toBeGreaterThan(40);
  });

  test('the recent-days list shows the last 3 days up to today, newest first', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    await page.goto('/');
    const links = page.getByTestId('recent-days').getByRole('link');
    await expect(links).toHaveCount(4);
    for (const [i, offset] of [0, -1, -2, -3].entries()) {
      const d = byOffset(devotionals, offset);
      await expect(links.nth(i)).toHaveAttribute('href', `/devotional/${d.id}/`);
      await expect(links.nth(i)).toContainText(d.title);
    }
  });

  test('the feature blurbs and the six features are there', async ({ page }) => {
    await page.goto('/');
    const blurbs = page.getByTestId('feature-blurbs');
    for (const name of ['The Word', 'Reflect Your Way', 'Build a Rhythm']) await expect(blurbs.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('features-list').locator('li')).toHaveCount(6);
  });

  test('testimonials: six approved, newest first, with full names and countries and no e-mail', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response!.text()) ?? '';
    const section = page.getByRole('region', { name: 'Used by People Around the Globe' });
    const cards = section.getByTestId('testimonial');
    await expect(cards).toHaveCount(6);
    const expected = [...testimonialsFile].sort((a, b) => a.daysAgo - b.daysAgo).slice(0, 6);
    await expect(section.getByTestId('testimonial-name')).toHaveText(expected.map((t) => t.name));
    await expect(section.getByTestId('testimonial-country')).toHaveText(expected.map((t) => t.country));
    const created = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-created-at') ?? ''));
    expect(created).toEqual([...created].sort().reverse());
    expect(await section.innerText()).not.toContain('@');
    expect(html).not.toMatch(/[\w.+-]+@testimonials\.reformed-devotionals\.local/);
    expect(html).not.toContain('@testimonials.');
  });

  test('the page reads without JavaScript', async ({ browser, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.siteUrl });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toHaveText(byOffset(devotionals, 0).title);
    await expect(page.getByTestId('date-strip').locator('li')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Recent Devotionals' })).toBeVisible();
    await expect(page.getByTestId('devotional-card')).toHaveCount(6);
    await expect(page.getByTestId('devotional-card').first()).toHaveAttribute('href', `/devotional/${byOffset(devotionals, -1).id}/`);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on / in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      // Hydrate the island so the hydrated markup is what gets checked.
      await hydrated(page, 'devotional-search');
      await expect(page.getByTestId('devotional-search')).toHaveAttribute('data-ready', 'true');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
