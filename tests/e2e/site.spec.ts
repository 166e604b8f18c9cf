import { apiClient, expect, test } from './fixtures.ts';

test.describe('reader site', () => {
  test('home shows the header and the newest released devotional from the API', async ({ page, stack }) => {
    const { data, error } = await apiClient(stack)
      .from('devotionals')
      .select('id, title')
      .eq('status', 'published')
      .order('date', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const newest = data![0];

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Reformed Devotionals' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: newest.title }).first()).toBeVisible();
    await expect(page.locator(`a[href="/devotional/${newest.id}/"]`).first()).toBeVisible();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the theme defaults to light, toggles, and a stored theme applies before paint', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The inline head script runs before the body exists: check the class at DOMContentLoaded of a fresh load,
    // and that no light frame was painted first by recording the class as the body starts parsing.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toContain('dark');

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the system theme follows the colour-scheme preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'system'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
