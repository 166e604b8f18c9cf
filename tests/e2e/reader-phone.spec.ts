/**
 * Reading on a phone: no page is wider than a phone's screen (menu open or closed), the Scripture starts
 * within the first two screens of a devotional, Today/Archive/Confessions/Search are in the header and the phone
 * menu, the search overlay opens with "/", and the reader's text size is remembered and applied before paint.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
import { byDate, loadArchive } from './devotional/data.ts';
import { newReader, signIn } from './account/readers.ts';

const PHONE_WIDTHS = [320, 360, 390, 414];

/** The public page types: a visitor sees each as it was built, with no redirect. */
async function publicRoutes(stack: Stack): Promise<string[]> {
  const archive = await loadArchive(stack);
  const today = byDate(archive, archive.today);
  const { data, error } = await apiClient(stack).from('confessions').select('slug').order('year').limit(1).single();
  if (error) throw new Error(error.message);
  return ['/', `/devotional/${today.id}/`, '/archive/', '/confessions/', `/confessions/${data.slug}/`, '/about-us/', '/auth/', '/no-such-page/'];
}

/** How far the document reaches past the window's right edge, in CSS pixels. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page already open fits each phone width, with the menu closed and then open. */
async function fitsEveryPhoneWidth(page: Page, route: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    expect(await overflow(page), `${route} at ${width} px`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await overflow(page), `${route} at ${width} px, menu open`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollX), `${route} at ${width} px, menu open`).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
}

test.describe('no horizontal overflow on a phone', () => {
  test('every public page type fits 320, 360, 390 and 414 px, with the menu closed and open', async ({ page, stack }) => {
    test.setTimeout(240_000);
    for (const route of await publicRoutes(stack)) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      await fitsEveryPhoneWidth(page, route);
    }
  });

  test('the dashboard and settings fit them too, signed in (signed out, both send the visitor to Sign In)', async ({ page, stack }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const reader = await newReader(stack, 'Priscilla Phone');
    await signIn(page, reader);
    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { name: 'Welcome, Priscilla Phone!' })).toBeVisible();
    // The sections below the first view load as the reader scrolls to them, and must fit too.
    await scrollUntil(page, page.getByRole('region', { name: 'Reading History' }));
    await fitsEveryPhoneWidth(page, '/dashboard/');
    await page.goto('/settings/');
    await expect(page.getByLabel('Full Name')).toHaveValue('Priscilla Phone');
    await scrollUntil(page, page.getByTestId('settings-your-data'));
    await fitsEveryPhoneWidth(page, '/settings/');
  });
});

test.describe('reading first on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page shows today's title and Listen Now on the first screen, the cover after them", async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    await page.goto('/');
    const hero = page.getByTestId('today-hero');
    const title = hero.getByTestId('hero-title');
    await expect(title).toHaveText(byDate(archive, archive.today).title);
    const listen = hero.getByRole('link', { name: 'Listen Now' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const [name, element] of [
      ['the title', title],
      ['Listen Now', listen],
    ] as const) {
      const box = (await element.boundingBox())!;
      expect(box.y, name).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name} ends within the first 844 px`).toBeLessThanOrEqual(844);
    }
    const cover = (await hero.locator('img, [data-testid="hero-fallback-image"]').first().boundingBox())!;
    expect(cover.y).toBeGreaterThanOrEqual((await listen.boundingBox())!.y);
  });

  test('the Scripture passage starts within the first two screens; Behind the Devotional opens with one tap', async ({ page, stack }) => {
    test.setTimeout(90_000);
    const archive = await loadArchive(stack);
    await page.goto(`/devotional/${byDate(archive, archive.today).id}/`);
    const scripture = page.getByRole('region', { name: 'Scripture Passage' });
    const top = await scripture.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(2 * 844);

    const behind = page.getByRole('region', { name: 'Behind the Devotional' });
    await expect(behind.locator('dt').first()).toBeHidden();
    await behind.locator('summary').click();
    await expect(behind.locator('dt', { hasText: 'Key Doctrine' })).toBeVisible();
  });

  test('the reading text uses the width: no card border around it on a phone', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    await page.goto(`/devotional/${byDate(archive, archive.today).id}/`);
    const text = page.getByRole('region', { name: 'Devotional', exact: true });
    const style = await text.evaluate((el) => ({ border: getComputedStyle(el).borderLeftWidth, width: el.getBoundingClientRect().width }));
    expect(style.border).toBe('0px');
    expect(style.width).toBeGreaterThanOrEqual(390 - 2 * 16);
  });

  test('the scroll-to-top button never lies over the text column', async ({ page, stack }) => {
    test.setTimeout(120_000);
    const archive = await loadArchive(stack);
    await page.goto(`/devotional/${byDate(archive, archive.today).id}/`);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    // Down the page in steps: wherever it shows, the article's text has ended above it.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seen = false;
    for (let y = 500; y < height; y += Math.max(600, Math.floor(height / 8))) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
      if (!(await button.isVisible())) continue;
      seen = true;
      const [buttonBox, articleBottom] = await Promise.all([
        button.boundingBox(),
        page.locator('article.devotional').evaluate((el) => el.getBoundingClientRect().bottom),
      ]);
      expect(articleBottom, `at ${y} px`).toBeLessThanOrEqual(buttonBox!.y);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();
    expect(seen || (await button.isVisible())).toBe(true);
  });
});

test.describe('navigation', () => {
  const SECTIONS = [
    ['Today', '/#today'],
    ['Archive', '/archive/'],
    ['Series', '/series/'],
    ['Confessions', '/confessions/'],
    ['Search', '/#fulltext-heading'],
  ] as const;

  test('on a laptop the header links Today, Archive, Series, Confessions and Search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(SECTIONS.map(([label]) => new RegExp(`^${label}`)));
    for (const [i, [, href]] of SECTIONS.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
    await nav.getByRole('link', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/archive\/$/);
  });

  test('on a phone the menu opens with Today, Archive, Series, Confessions and Search, and Search opens the overlay', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/privacy/');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Sections' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const links = drawer.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(links).toHaveText(SECTIONS.map(([label]) => label));
    await links.filter({ hasText: 'Search' }).click();
    await expect(drawer).toBeHidden();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('search overlay', () => {
  test('"/" opens it from any page, it finds words, Escape closes it and focus returns', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/about-us/');
    const back = page.getByRole('link', { name: 'Reformed Devotionals' }).first();
    await back.focus();
    await page.keyboard.press('/');
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    const box = overlay.getByRole('searchbox', { name: 'Search every devotional and confession' });
    await expect(box).toBeFocused();
    // The "/" was the shortcut, not a character typed into the box.
    await expect(box).toHaveValue('');
    await box.fill('only comfort');
    // Pagefind's code and index arrive on first use: give them time on a busy machine.
    await expect(overlay.getByTestId('search-overlay-results').locator('li').first()).toBeVisible({ timeout: 45_000 });
    await expect(overlay.getByRole('link', { name: 'Filter devotionals by doctrine and tag' })).toHaveAttribute('href', '/#devotionals');

    // Focus stays inside while it is open.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(back).toBeFocused();
  });

  test('"/" typed into a field is text, and the overlay\'s code loads only when it first opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    const field = page.getByRole('textbox').first();
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    expect(scripts.some((url) => url.includes('/pagefind/'))).toBe(false);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });
});

test.describe('text size', () => {
  test('three steps, remembered, applied before the first paint, scaling the reading text', async ({ page, stack }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { sizeAtBody: string | undefined }).sizeAtBody = document.documentElement.dataset.textSize;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const archive = await loadArchive(stack);
    const path = `/devotional/${byDate(archive, archive.today).id}/`;
    await page.goto(path);
    const text = page.locator('.devotional-text');
    const fontSize = () => text.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const normal = await fontSize();
    const control = page.getByRole('group', { name: 'Text size' });
    await expect(control.getByRole('button', { name: 'Default text size' })).toHaveAttribute('aria-pressed', 'true');

    await control.getByRole('button', { name: 'Larger text' }).click();
    expect(await fontSize()).toBeGreaterThan(normal);
    await expect(control.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('text-size'))).toBe('large');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { sizeAtBody: string | undefined }).sizeAtBody)).toBe('large');
    expect(await fontSize()).toBeGreaterThan(normal);
    await expect(page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Smaller text' }).click();
    expect(await fontSize()).toBeLessThan(normal);
    await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Default text size' }).click();
    expect(await fontSize()).toBe(normal);
    expect(await page.evaluate(() => localStorage.getItem('text-size'))).toBeNull();
  });

  test('the reading text is set in Lora at 60–75 characters a line, confessions too', async ({ page, stack }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const archive = await loadArchive(stack);
    const { data } = await apiClient(stack).from('confessions').select('slug').order('year').limit(1).single();
    for (const path of [`/devotional/${byDate(archive, archive.today).id}/`, `/confessions/${data!.slug}/`]) {
      await page.goto(path);
      const measure = await page
        .locator('.reading-text')
        .first()
        .evaluate(async (el) => {
          await document.fonts.ready;
          const style = getComputedStyle(el);
          // Characters a line: the column's width over the average width of the text's own letters.
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
          probe.textContent = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 400);
          el.appendChild(probe);
          const perChar = probe.getBoundingClientRect().width / probe.textContent.length;
          probe.remove();
          return { family: style.fontFamily, loaded: document.fonts.check(`16px Lora`), chars: el.getBoundingClientRect().width / perChar };
        });
      expect(measure.family, path).toMatch(/^"?Lora"?/);
      expect(measure.loaded, path).toBe(true);
      expect(measure.chars, path).toBeGreaterThanOrEqual(60);
      expect(measure.chars, path).toBeLessThanOrEqual(75);
    }
  });
});

test.describe('home', () => {
  test("under today's hero: the passage reference and the opening lines of the reflection", async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const today = byDate(archive, archive.today);
    await page.goto('/');
    const hero = page.getByTestId('today-hero');
    await expect(hero).toContainText(today.biblical_passage);
    const opening = hero.getByTestId('hero-opening');
    const firstWords = today.transcript.replace(/\*/g, '').trim().split(/\s+/).slice(0, 6).join(' ');
    await expect(opening).toContainText(firstWords);
  });
});
