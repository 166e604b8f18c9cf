/**
 * The layout on every page: header, desktop navigation from md, the mobile drawer,
 * the theme choice applied before paint, the footer, the toasts and the weekly e-mail sign-up that stores the address.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { hydrated } from './hydration.ts';

const DRAWER_ITEMS = [
  ['About Us', '/about-us/'],
  ['Behind the Scenes', '/behind-the-scenes/'],
  ['Donate', '/donate/'],
  ['Sign In', '/auth/'],
] as const;

const FOOTER_LINKS = [
  ['Donate', '/donate/'],
  ['About Us', '/about-us/'],
  ['Behind the Scenes', '/behind-the-scenes/'],
  ['Privacy', '/privacy/'],
  ['Contact', '/contact/'],
  ['Confessions', '/confessions/'],
  ['Memory Practice', '/practice/'],
  ['Group Guide', '/groups/guide/'],
  ['For Churches', '/churches/'],
] as const;

test.describe('header', () => {
  test('logo and name link home; from md the desktop nav shows Sign In and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Reformed Devotionals' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/');
    await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    // The place the signed-in state will take over (next issue).
    await expect(header.locator('[data-auth-slot="header"]')).toContainText('Sign In');
  });

  test('below md the desktop nav is hidden and a menu button is offered', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  });
});

test.describe('mobile drawer', () => {
  async function openDrawer(page: Page) {
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return { menu, drawer };
  }

  test('at 375px it opens on the right, 280px wide, with the four signed-out items; Escape closes and focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const { menu, drawer } = await openDrawer(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');

    // The spec's items, after the reader's ways into the library (Today, Archive, Confessions, Search).
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveCount(DRAWER_ITEMS.length);
    for (const [index, [label, href]] of DRAWER_ITEMS.entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBe(280);
    expect(box.x + box.width).toBe(375);
    expect(box.y).toBe(0);

    // Focus moved into the dialog.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(drawer.getByRole('navigation', { name: 'Sections' }).getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('is 350px wide from 640px, and the overlay and the close button close it', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    await page.goto('/contact');
    let { menu, drawer } = await openDrawer(page);
    expect((await drawer.boundingBox())!.width).toBe(350);

    // The overlay: anywhere left of the drawer.
    await page.mouse.click(40, 400);
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    ({ menu, drawer } = await openDrawer(page));
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('its links navigate, and the page opens at the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const { drawer } = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Behind the Scenes' }).click();
    await expect(page).toHaveURL(/\/behind-the-scenes\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('theme', () => {
  test('defaults to light; the toggle stores "theme" and a stored theme is on <html> before the body is parsed', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about-us');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.goto('/donate');
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain('dark');
    await expect(html).toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the footer offers System, which follows the colour-scheme preference from first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    const appearance = page.getByRole('group', { name: 'Appearance' });
    await expect(appearance.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');

    await appearance.getByRole('button', { name: 'System' }).click();
    await expect(appearance.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');

    // The operating system switches back to light: a page following it does too, without a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain('dark');
    await expect(page.getByRole('group', { name: 'Appearance' }).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('footer', () => {
  test('has the six links, the donation ask, the sign-up and the copyright with the tagline', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [label, href] of FOOTER_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Support this ministry' })).toHaveAttribute('href', '/donate/');
    await expect(footer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Reformed Devotionals.`);
    await expect(footer).toContainText('Rooted in Grace. Growing Daily.');
  });

  test('footer links reach their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('at most three show at once, the newest kept, and a dismissed one goes', async ({ page }) => {
    // The page's timers wait for the test, so no toast times out while it is being counted.
    await page.clock.install();
    await page.goto('/about-us/');
    await page.evaluate(() => {
      for (let n = 1; n <= 5; n++) window.dispatchEvent(new CustomEvent('rd:toast', { detail: { message: `Toast ${n}`, kind: 'info' } }));
    });
    const toasts = page.locator('#rd-toaster .rd-toast');
    await expect(toasts).toHaveText(['Toast 3', 'Toast 4', 'Toast 5']);
    await toasts.filter({ hasText: 'Toast 4' }).getByRole('button', { name: 'Dismiss' }).click();
    await expect(toasts).toHaveText(['Toast 3', 'Toast 5']);
  });
});

test.describe('weekly e-mail sign-up', () => {
  test('an empty address or one without an at-sign is refused with the spec message', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page, 'newsletter-form');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    const button = footer.getByRole('button', { name: 'Sign Up' });

    await button.click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('samuel.example.org');
    await button.click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a valid address shows Signing Up..., then the thanks, clears the box and is stored (once, case-insensitively)', async ({ page, stack }) => {
    const address = `Hannah.${Date.now()}@Example.org`;
    // Hold the request a moment so the pending state is observable.
    await page.route('**/functions/v1/newsletter*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/about-us');
    await hydrated(page, 'newsletter-form');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.fill(address);
    await footer.getByRole('button', { name: 'Sign Up' }).click();
    await expect(footer.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(footer.getByRole('button', { name: 'Sign Up' })).toBeEnabled();

    const service = apiClient(stack, 'service');
    const stored = await service.from('newsletter_subscribers').select('email').eq('email', address.toLowerCase());
    expect(stored.error).toBeNull();
    expect(stored.data).toEqual([{ email: address.toLowerCase() }]);

    // The same address again, in other capitals: still a thank-you, still one row.
    await page.unroute('**/functions/v1/newsletter*');
    await email.fill(address.toUpperCase());
    await footer.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Thank you for subscribing!').last()).toBeVisible();
    await expect(email).toHaveValue('');
    const again = await service.from('newsletter_subscribers').select('email').ilike('email', address);
    expect(again.data).toHaveLength(1);
  });

  test('a network failure says so and keeps the address', async ({ page }) => {
    await page.route('**/functions/v1/newsletter*', (route) => route.abort('internetdisconnected'));
    await page.goto('/about-us');
    await hydrated(page, 'newsletter-form');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.fill('lois@example.org');
    await footer.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText("We couldn't reach our server to sign you up. Please check your connection and try again.")).toBeVisible();
    await expect(email).toHaveValue('lois@example.org');
    await expect(page.getByText('Thank you for subscribing!')).toHaveCount(0);
  });
});
