/**
 * The frame of every edition: <html lang>, the header, phone menu and footer in the edition's language,
 * the language switcher (to this page in another edition, else that edition's home, and the cookie the CDN's
 * redirect of "/" respects), and the hreflang links between a page's editions.
 */
import { expect, test } from '../fixtures.ts';

test.describe('the frame of each edition', () => {
  test('the Dutch and Spanish home pages speak their language in the header and footer', async ({ page }) => {
    for (const [path, lang, today, archive, signIn, footer] of [
      ['/nl/', 'nl', 'Vandaag', 'Archief', 'Inloggen', 'Gratis voor elk gezin'],
      ['/es/', 'es', 'Hoy', 'Archivo', 'Iniciar sesión', 'Gratis para cada familia'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const sections = page.getByTestId('section-nav');
      await expect(sections.getByRole('link', { name: today, exact: true })).toHaveAttribute('href', `/${lang}/#today`);
      await expect(sections.getByRole('link', { name: archive, exact: true })).toBeVisible();
      await expect(page.getByTestId('desktop-nav').getByRole('link', { name: signIn })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: footer })).toBeVisible();
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'nl' ? 'nl_NL' : 'es_ES');
    }
  });

  test('the switcher goes to this page in the other language and remembers the choice for the CDN', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await expect(switcher.locator('[aria-current="true"]')).toHaveText('ENEnglish');
    await switcher.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('nl');

    await page.getByRole('banner').getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('a page names its editions with hreflang and x-default', async ({ page }) => {
    await page.goto('/es/');
    const hreflang = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    for (const [lang, path] of [
      ['en', '/'],
      ['nl', '/nl/'],
      ['es', '/es/'],
      ['x-default', '/'],
    ]) {
      expect(new URL((await hreflang(lang).getAttribute('href'))!).pathname).toBe(path);
    }
  });

  test('the phone menu offers the languages by name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/nl/');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
    const languages = drawer.getByRole('navigation', { name: 'Taal' });
    await expect(languages.locator('[aria-current="true"]')).toHaveText('Nederlands');
    await languages.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
