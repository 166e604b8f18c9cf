/**
 * What the static server sends, which is what the hosts send (both read the build's _headers): a
 * Content-Security-Policy no page of the site or the console violates, the other security headers, compressed
 * text, and caching that is long only for files whose names carry a hash.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { passSecondFactor } from '../support/second-factor.ts';
import { LOCALES } from '@lib/editions/registry.ts';
import { localePath, splitLocalePath } from '@lib/i18n/paths.ts';

/** Every page the build wrote, as the URL path a reader opens. */
function builtPages(): string[] {
  const dir = process.env.E2E_SITE_DIR!;
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      // The sections' 404 pages (devotional/404.html …) send the reader on at once; their headers are checked in
      // routes.spec.ts.
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin') && !/.\/404\.html$/.test(file.split(path.sep).join('/')))
      .map(
        (file) =>
          '/' +
          file
            .split(path.sep)
            .join('/')
            .replace(/(^|\/)index\.html$/, '$1')
            .replace(/\.html$/, ''),
      )
      .sort()
  );
}

/** Records CSP violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.documentURI} (${event.sample})`,
      );
    });
  });
  return violations;
}

test.describe('response headers', () => {
  // One walk per edition, so that each stays well within its time and a fourth edition adds a test, not minutes.
  for (const locale of LOCALES) {
    test(`every page of the ${locale} edition runs without a Content-Security-Policy violation`, async ({ page }) => {
      test.setTimeout(240_000);
      const violations = await watchViolations(page);
      const pages = builtPages().filter((pathname) => splitLocalePath(pathname).locale === locale);
      expect(pages).toContain(localePath(locale, '/'));
      expect(pages.some((p) => splitLocalePath(p).path.startsWith('/devotional/'))).toBe(true);
      for (const pathname of pages) {
        const { path: within } = splitLocalePath(pathname);
        const response = await page.goto(pathname, { waitUntil: 'load' });
        // Only the cards under /embed/ may be framed, by any site (docs/churches.md).
        expect(response!.headers()['content-security-policy'], pathname).toContain(
          within.startsWith('/embed/') ? 'frame-ancestors *' : "frame-ancestors 'none'",
        );
        // Interaction loads the islands that wait for it (search, menus).
        await page.mouse.move(10, 10);
        await page.keyboard.press('Tab');
        // The signed-in pages send a signed-out visitor on to the edition's /auth: let that navigation finish before
        // the next one.
        if (/^\/(dashboard|settings|groups|groups\/group)\/?$/.test(within)) await page.waitForURL(/\/auth/);
        // The join page without an invite says so and stays; give its island the moment it takes to decide.
        if (/^\/groups\/join\/?$/.test(within)) await page.waitForLoadState('networkidle');
      }
      // The search box runs the full-text index (WebAssembly) in the page.
      await page.goto(localePath(locale, '/'));
      const search = page.getByRole('searchbox').first();
      if (await search.count()) {
        await search.fill('grace');
        await page.waitForTimeout(1500);
      }
      expect(violations).toEqual([]);
    });
  }

  test('the console signs in and opens its screens without a Content-Security-Policy violation', async ({ page, stack }) => {
    const violations = await watchViolations(page);
    await page.goto('/admin/');
    await page.getByRole('textbox', { name: 'Email' }).fill(stack.adminEmail);
    await page.getByRole('textbox', { name: 'Password' }).fill(stack.adminPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await passSecondFactor(page, stack.adminTotpSecret);
    // The console opens on its panel; then the devotionals list, an editor and the other screens.
    await expect(page.getByRole('button', { name: 'Rebuild now' })).toBeVisible({ timeout: 30_000 });
    await page.goto('/admin/#/devotionals');
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await page.locator('tbody tr').first().click();
    await page.waitForLoadState('networkidle');
    for (const screen of ['tags', 'confessions', 'users', 'feedback', 'inbox', 'site-settings', 'devotional-generator']) {
      await page.goto(`/admin/#/${screen}`);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('security headers, compression and caching are those of the hosts', async ({ request, stack }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    const headers = home.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const csp = headers['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${new URL(stack.apiUrl).origin}`);
    expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');

    const gzipped = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(await gzipped.text()).toContain('Rooted in Grace. Growing Daily.');

    const html = await home.text();
    const asset = /\/_astro\/[^"']+\.(?:js|css)/.exec(html)![0];
    const assetResponse = await request.get(asset);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // The host's own files are not served.
    expect((await request.get('/_headers')).status()).toBe(404);
  });
});
