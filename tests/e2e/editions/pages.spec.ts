/**
 * The site's own pages in the Dutch and Spanish editions: each in its language with <html lang>, a
 * translated title and no serious accessibility violation; each edition's own 404; the contact form's messages;
 * the offline page; the newsletter's link pages; For Churches with the edition's own cards; Behind the Scenes;
 * a sitemap per edition, all named by robots.txt.
 */
import { expect, test } from '../fixtures.ts';
import { expectAxeClean } from './axe.ts';

const PAGES: { path: string; nl: string; es: string }[] = [
  { path: '/about-us/', nl: 'Over ons', es: 'Quiénes somos' },
  { path: '/behind-the-scenes/', nl: 'Achter de schermen', es: 'Entre bastidores' },
  { path: '/churches/', nl: 'Voor kerken', es: 'Para iglesias' },
  { path: '/contact/', nl: 'Contact', es: 'Contacto' },
  { path: '/donate/', nl: 'Doneren', es: 'Donar' },
  { path: '/payment-success/', nl: 'Dank u wel voor uw gift', es: 'Gracias por tu donativo' },
  { path: '/newsletter/confirmed/', nl: 'Inschrijving bevestigd', es: 'Suscripción confirmada' },
  { path: '/newsletter/unsubscribe/', nl: 'Afmelden', es: 'Darse de baja' },
  { path: '/offline/', nl: 'U bent offline', es: 'No tienes conexión' },
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

  test('About Us names the four languages and the Dutch and Spanish Bibles', async ({ page }) => {
    await page.goto('/nl/about-us/');
    await expect(page.getByRole('main').getByText('English, Nederlands, Español, Português', { exact: true })).toBeVisible();
    await expect(page.getByTestId('about-edition-bibles')).toContainText('Statenvertaling');
    await expect(page.getByTestId('about-edition-bibles')).toContainText('Reina-Valera 1909');
    await page.goto('/es/about-us/');
    await expect(page.getByRole('main').getByText('Idiomas', { exact: true })).toBeVisible();
    await expect(page.getByTestId('about-edition-bibles')).toContainText('dominio público');
  });

  test("For Churches offers the edition's own cards, previewed in its language, and its feeds", async ({ page }) => {
    for (const [lang, lordsDay, catechismNote] of [
      ['nl', /^Zondag \d+$/, null],
      ['es', /^Día del Señor \d+$/, 'Este documento aún no está traducido al español; estás leyendo el texto en inglés.'],
    ] as const) {
      await page.goto(`/${lang}/churches/`);
      const frameSource = async (testId: string) =>
        new URL(await page.getByTestId(testId).evaluate((code) => /src="([^"]+)"/.exec(code.textContent ?? '')![1]!)).pathname;
      expect(await frameSource('snippet-today')).toBe(`/${lang}/embed/today/`);
      expect(await frameSource('snippet-devotional')).toMatch(new RegExp(`^/${lang}/embed/devotional/[^/]+/$`));
      expect(await frameSource('snippet-catechism')).toBe(`/${lang}/embed/catechism/`);

      await page.locator('#catechism iframe').first().scrollIntoViewIfNeeded();
      const catechism = page.frameLocator('#catechism iframe').first();
      await expect(catechism.locator('html')).toHaveAttribute('lang', lang);
      await expect(catechism.getByRole('heading', { level: 1 })).toHaveText(lordsDay);
      if (catechismNote) {
        // No Spanish catechism yet: the card says so, and its questions are marked as English.
        await expect(catechism.getByText(catechismNote)).toBeVisible();
        await expect(catechism.locator('section.qa').first()).toHaveAttribute('lang', 'en');
      } else {
        await expect(catechism.locator('section.qa[lang]')).toHaveCount(0);
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: new RegExp(`/${lang}/rss\\.xml$`) })).toHaveAttribute('href', `/${lang}/rss.xml`);
      await expect(main.getByRole('link', { name: new RegExp(`/${lang}/podcast\\.xml$`) })).toHaveAttribute('href', `/${lang}/podcast.xml`);
    }
  });

  test('Behind the Scenes names the twenty doctrinal themes in the edition, the key doctrines first', async ({ page }) => {
    for (const [lang, first, last] of [
      ['nl', 'Rechtvaardiging door het geloof', 'De verheerlijking en de wederkomst van Christus'],
      ['es', 'Justificación por la fe', 'La glorificación y la venida de Cristo'],
    ] as const) {
      await page.goto(`/${lang}/behind-the-scenes/`);
      const themes = await page.getByTestId('doctrinal-themes').getByRole('listitem').allTextContents();
      expect(themes).toHaveLength(20);
      expect(new Set(themes).size).toBe(20);
      expect([themes[0], themes[19]]).toEqual([first, last]);
      await expect(
        page.getByRole('main').getByRole('link', { name: lang === 'nl' ? 'Lees ons hele verhaal' : 'Lee nuestra historia completa' }),
      ).toHaveAttribute('href', `/${lang}/about-us/`);
    }
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
    await expect(page.getByText('Vul uw naam in')).toBeVisible();
    await expect(page.getByText('U moet akkoord gaan met het privacybeleid')).toBeVisible();
    await expect(page.getByLabel('Naam')).toBeFocused();
  });

  test("the contact form's character counter writes its numbers as the edition does", async ({ page }) => {
    for (const [path, label, counter] of [
      ['/contact/', 'Message', '5 / 2,000 characters'],
      ['/pt/contact/', 'Mensagem', '5 / 2.000 caracteres'],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(label, { exact: true }).fill('Graça');
      await expect(page.locator('#contact-message-hint')).toHaveText(counter);
    }
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
