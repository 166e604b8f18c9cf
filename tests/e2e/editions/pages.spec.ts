/**
 * The site's own pages in the Dutch and Spanish editions (issue 34): each in its language with <html lang>, a
 * translated title and no serious accessibility violation; each edition's own 404; the contact form's messages;
 * the offline page; the newsletter's link pages; a sitemap per edition, all named by robots.txt.
 */
import { expect, test } from '../fixtures.ts';
import { expectAxeClean } from './axe.ts';

const PAGES: { path: string; nl: string; es: string }[] = [
  { path: '/about-us/', nl: 'Over ons', es: 'Quiénes somos' },
  { path: '/contact/', nl: 'Contact', es: 'Contacto' },
  { path: '/donate/', nl: 'Doneren', es: 'Donar' },
  { path: '/payment-success/', nl: 'Dank je wel voor je gift', es: 'Gracias por tu donativo' },
  { path: '/newsletter/confirmed/', nl: 'Inschrijving bevestigd', es: 'Suscripción confirmada' },
  { path: '/newsletter/unsubscribe/', nl: 'Afmelden', es: 'Darse de baja' },
  { path: '/offline/', nl: 'Je bent offline', es: 'No tienes conexión' },
  { path: '/privacy/', nl: 'Privacybeleid', es: 'Política de privacidad' },
];

test.describe('the site pages in Dutch and Spanish', () => {
  for (const { path, nl, es } of PAGES) {
    test(`${path} in each edition: its language, its title, axe clean`, async ({ page }) => {
      for (const [lang, title] of [
        ['nl', nl],
        ['es', es],
      ] as const) {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(`${title} | Reformed Devotionals`);
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`/${lang}${path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expectAxeClean(page, `/${lang}${path}`);
      }
    });
  }

  test('About Us names the three languages and the Dutch and Spanish Bibles', async ({ page }) => {
    await page.goto('/nl/about-us/');
    await expect(page.getByRole('main').getByText('English, Nederlands, Español', { exact: true })).toBeVisible();
    await expect(page.getByTestId('about-edition-bibles')).toContainText('Statenvertaling');
    await expect(page.getByTestId('about-edition-bibles')).toContainText('Reina-Valera 1909');
    await page.goto('/es/about-us/');
    await expect(page.getByRole('main').getByText('Idiomas', { exact: true })).toBeVisible();
    await expect(page.getByTestId('about-edition-bibles')).toContainText('dominio público');
  });

  test("an unknown address under /nl/ or /es/ answers with that edition's 404 page", async ({ page }) => {
    for (const [lang, heading, home] of [
      ['nl', 'Oeps! Pagina niet gevonden', 'Terug naar de startpagina'],
      ['es', '¡Vaya! Página no encontrada', 'Volver al inicio'],
    ] as const) {
      const response = await page.goto(`/${lang}/bestaat-niet-${lang}/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}/`);
      await expectAxeClean(page, `/${lang}/ 404`);
    }
    const english = await page.goto('/no-such-page-at-all/');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('the Dutch contact form speaks Dutch when a field is missing', async ({ page }) => {
    await page.goto('/nl/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neem contact op');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(page.getByText('Vul je naam in')).toBeVisible();
    await expect(page.getByText('Je moet akkoord gaan met het privacybeleid')).toBeVisible();
    await expect(page.getByLabel('Naam')).toBeFocused();
  });

  test('the Spanish donate page offers its tabs in Spanish', async ({ page }) => {
    await page.goto('/es/donate/');
    const tabs = page.getByRole('tablist', { name: 'Frecuencia del donativo' });
    await expect(tabs.getByRole('tab', { name: 'Único' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Mensual' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('/mes');
  });

  test('a sitemap per edition, each named in robots.txt', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/sitemap.xml', '/nl/sitemap.xml', '/es/sitemap.xml'])
      expect(robots).toMatch(new RegExp(`^Sitemap: https?://[^\\s]+${path.replace(/\//g, '\\/')}$`, 'm'));
    const dutch = await (await request.get('/nl/sitemap.xml')).text();
    const paths = [...dutch.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of ['/nl/', '/nl/archive/', '/nl/about-us/', '/nl/confessions/heidelberg-catechism/']) expect(paths).toContain(path);
    expect(paths.every((p) => p.startsWith('/nl/'))).toBe(true);
    const english = await (await request.get('/sitemap.xml')).text();
    expect(english).not.toContain('/nl/');
  });
});
