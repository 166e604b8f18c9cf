/**
 * A reader's daily reading in the Dutch and Spanish editions: each edition's home lists its own
 * devotionals, a devotional page links its translations (switcher and hreflang), a day without a translation says so
 * and links the English one, a future translation is nowhere in the built site, and axe finds nothing serious.
 * The devotionals come from editions-fixture.ts (translations of the English sample dated 8 days ago, and a Spanish
 * one 2 days ahead), not from the sample translations the seed may load.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, test, type Stack } from '../fixtures.ts';
import { EDITIONS_FIXTURE, loadEditionsFixture, type EditionsFixture } from '../editions-fixture.ts';
import { EDITIONS, TRANSLATED_LOCALES } from '@lib/editions/registry.ts';
import { TRANSLATIONS } from '@lib/scripture/translations.ts';

const fixture = (stack: Stack): Promise<EditionsFixture> => loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);

async function expectAxeClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** The hreflang alternates the page declares, by language, as paths. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang')!, new URL(el.getAttribute('href')!).pathname] as const));
  return Object.fromEntries(links);
}

test.describe('the Dutch and Spanish editions: daily reading', () => {
  test('the Dutch home is in Dutch and finds the Dutch devotional, linking its Dutch page', async ({ page, stack }) => {
    const { nl, english } = await fixture(stack);
    await page.goto('/nl/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Geworteld in genade. Elke dag groeien.' })).toBeVisible();
    expect(await hreflangs(page)).toEqual({ en: '/', nl: '/nl/', es: '/es/', pt: '/pt/', 'x-default': '/' });

    // The edition's own data: its devotionals, none of the English edition's.
    const index = await (await page.request.get('/nl/devotionals/index.json')).json();
    const parts = await Promise.all(
      (index.parts as { year: string }[]).map(async (p) => (await (await page.request.get(`/nl/devotionals/${p.year}.json`)).json()).devotionals),
    );
    const titles = parts.flat().map((d: { title: string }) => d.title);
    expect(titles).toContain(nl.title);
    expect(titles).not.toContain(english.title);

    // The search island filters the Dutch devotionals, in Dutch.
    const search = page.getByTestId('devotional-search');
    await expect(search.getByRole('heading', { name: 'Recente overdenkingen' })).toBeVisible();
    await search.getByLabel('Zoeken op titel').fill('Vuur uit de hemel');
    const card = search.getByTestId('devotional-card').filter({ hasText: nl.title });
    await expect(card).toHaveAttribute('href', `/nl/devotional/${nl.id}/`);
    await expect(search.getByRole('heading', { name: 'Overdenkingen ontdekken' })).toBeVisible();
    // Key doctrines are shown in Dutch and still filter by the stored English name.
    await expect(search.getByRole('button', { name: 'Wedergeboorte' })).toBeVisible();
    await expectAxeClean(page, '/nl/');
  });

  test('the Spanish home is in Spanish and finds the Spanish devotional', async ({ page, stack }) => {
    const { es } = await fixture(stack);
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Arraigados en la gracia. Creciendo cada día.' })).toBeVisible();
    const search = page.getByTestId('devotional-search');
    await search.getByLabel('Buscar por título').fill('Fuego del cielo');
    await expect(search.getByTestId('devotional-card').filter({ hasText: es.title })).toHaveAttribute('href', `/es/devotional/${es.id}/`);
    await expectAxeClean(page, '/es/');
  });

  test("today's hero: the edition's devotional, or a note and a link to the English one", async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const { data: today } = await service.rpc('site_today');
    const { data: rows } = await service
      .from('devotionals')
      .select('id, title, language')
      .eq('date', today as string)
      .eq('status', 'published');
    const todays = (language: string) => (rows ?? []).find((r) => r.language === language);
    for (const [locale, note] of [
      ['nl', 'Vandaag is er nog geen Nederlandse overdenking.'],
      ['es', 'Todavía no hay devocional en español para hoy.'],
    ] as const) {
      await page.goto(`/${locale}/`);
      const hero = page.getByTestId('today-hero');
      const own = todays(locale);
      if (own) {
        // The seed may carry a translation of today: then the hero is that devotional, in its edition.
        await expect(hero.getByTestId('hero-title')).toHaveText(own.title);
        await expect(hero.getByRole('link').first()).toHaveAttribute('href', `/${locale}/devotional/${own.id}/`);
      } else {
        await expect(hero.getByTestId('hero-no-translation')).toHaveText(note);
        await expect(hero.getByTestId('hero-english-link')).toHaveAttribute('href', `/devotional/${todays('en')!.id}/`);
      }
    }
  });

  test('a Dutch devotional: its switcher and hreflang lead to the Spanish translation and the English original', async ({ page, stack }) => {
    const { nl, es, pt, english } = await fixture(stack);
    await page.goto(`/nl/devotional/${nl.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: nl.title })).toBeVisible();
    // Dutch words and a Dutch date.
    await expect(page.getByRole('heading', { name: 'Schriftgedeelte' })).toBeVisible();
    await expect(page.getByTestId('devotional-date')).toHaveText(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ \d{4}$/);
    expect(await hreflangs(page)).toEqual({
      en: `/devotional/${english.id}/`,
      nl: `/nl/devotional/${nl.id}/`,
      es: `/es/devotional/${es.id}/`,
      pt: `/pt/devotional/${pt.id}/`,
      'x-default': `/devotional/${english.id}/`,
    });
    await expectAxeClean(page, `/nl/devotional/${nl.id}/`);

    // The header's switcher (the phone menu's, also in the header, is hidden on a wide screen).
    await page.locator('header [data-language-choice="es"]:visible').click();
    await expect(page).toHaveURL(new RegExp(`/es/devotional/${es.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: es.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pasaje de las Escrituras' })).toBeVisible();
    await expectAxeClean(page, `/es/devotional/${es.id}/`);

    await page.locator('header [data-language-choice="en"]:visible').click();
    await expect(page).toHaveURL(new RegExp(`/devotional/${english.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a Dutch devotional shows its Statenvertaling first; the KJV or BSB is a remembered choice of the Dutch edition', async ({ page, stack }) => {
    const { nl } = await fixture(stack);
    await page.goto(`/nl/devotional/${nl.id}/`);
    const passage = page.locator('#scripture-passage');
    await expect(passage.getByTestId('scripture-text-sv')).toContainText('Toen viel het vuur des HEEREN');
    await expect(passage.getByText('(SV)')).toBeVisible();
    await expect(passage.getByTestId('scripture-text')).toBeHidden();
    const control = page.locator('.devotional-actions [data-translation-control]');
    await expect(control.getByRole('button')).toHaveText(['SV', 'KJV', 'BSB']);
    await expect(control.getByRole('button', { name: 'SV' })).toHaveAttribute('aria-pressed', 'true');

    await control.getByRole('button', { name: 'KJV' }).click();
    await expect(passage.getByTestId('scripture-text')).toContainText('Then the fire of the LORD fell');
    await expect(passage.getByTestId('scripture-text-sv')).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem('translation-nl'), localStorage.getItem('translation')])).toEqual(['kjv', null]);
    // Applied before the first paint on the next page, and the English edition keeps its own choice (the KJV).
    await page.reload();
    await expect(passage.getByTestId('scripture-text')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-translation', 'kjv');
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-translation', /.+/);
  });

  test('a devotional without a translation: the switcher goes to that edition’s home', async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const { today } = await fixture(stack);
    const { data } = await service.from('devotionals').select('id, date, translation_group, language').eq('status', 'published').lte('date', today);
    const translated = new Set((data ?? []).filter((d) => d.language !== 'en').map((d) => d.translation_group));
    const alone = (data ?? []).find((d) => d.language === 'en' && !translated.has(d.translation_group));
    expect(alone, 'the sample has English devotionals without a translation').toBeTruthy();
    await page.goto(`/devotional/${alone!.id}/`);
    await expect(page.locator('header [data-language-choice="nl"]:visible')).toHaveAttribute('href', '/nl/');
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test('a future translation is in no edition: no page, and no shipped file names it', async ({ page, stack }) => {
    const { future, futurePt, es, pt } = await fixture(stack);
    const response = await page.request.get(`/es/devotional/${future.id}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect((await page.request.get(`/pt/devotional/${futurePt.id}/`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await apiClient(stack).from('devotionals').select('id').eq('id', futurePt.id)).data).toEqual([]);
    // The API hides it from a reader as it hides every future row.
    expect((await apiClient(stack).from('devotionals').select('id').eq('id', future.id)).data).toEqual([]);
    expect((await apiClient(stack).from('devotionals').select('id').eq('id', es.id)).data).toEqual([{ id: es.id }]);

    const siteDir = process.env.E2E_SITE_DIR;
    expect(siteDir, 'E2E_SITE_DIR is set by global setup').toBeTruthy();
    const entries = await readdir(siteDir!, { withFileTypes: true, recursive: true });
    const files = entries.filter((e) => e.isFile() && /\.(html|json|js|mjs|xml|txt|webmanifest)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
    // The scan sees the Spanish edition's pages and data, or it proves nothing.
    expect(files.some((f) => f.endsWith(path.join('es', 'devotional', es.id, 'index.html')))).toBe(true);
    expect(files.some((f) => f.endsWith(path.join('es', 'devotionals', 'index.json')))).toBe(true);
    expect(files.some((f) => f.endsWith(path.join('pt', 'devotional', pt.id, 'index.html')))).toBe(true);
    const needles = [future.id, EDITIONS_FIXTURE.future.slug, future.title, JSON.stringify(future.title).slice(1, -1)];
    needles.push(futurePt.id, EDITIONS_FIXTURE.futurePt.slug, futurePt.title, JSON.stringify(futurePt.title).slice(1, -1));
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const needle of needles) if (text.includes(needle)) leaks.push(`${path.relative(siteDir!, file)} contains "${needle}"`);
    }
    expect(leaks).toEqual([]);
  });

  test('each edition has its own feeds and web app manifest', async ({ page, stack }) => {
    const { nl, es } = await fixture(stack);
    const rss = await (await page.request.get('/nl/rss.xml')).text();
    expect(rss).toContain('<language>nl-nl</language>');
    expect(rss).toContain(`/nl/devotional/${nl.id}/`);
    expect(rss).toContain(nl.title);
    const podcast = await page.request.get('/es/podcast.xml');
    expect(podcast.ok()).toBe(true);
    expect(await podcast.text()).toContain('<language>es-es</language>');
    expect(await (await page.request.get('/es/rss.xml')).text()).toContain(es.title);

    const manifest = await (await page.request.get('/nl/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'nl', start_url: '/nl/', short_name: 'Overdenkingen' });
    await page.goto('/es/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/es/manifest.webmanifest');

    // The card a Dutch church embeds: Dutch words, the Dutch page, its own oEmbed file.
    const card = await page.request.get(`/nl/embed/devotional/${nl.id}/`);
    expect(card.headers()['x-frame-options']).toBeUndefined();
    await page.goto(`/nl/embed/devotional/${nl.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('link', { name: /Lees de overdenking/ })).toHaveAttribute('href', `/nl/devotional/${nl.id}/`);
    const oembed = await (await page.request.get(`/nl/oembed/devotional/${nl.id}.json`)).json();
    expect(oembed.html).toContain(`/nl/embed/devotional/${nl.id}/`);
  });
});

test.describe("every edition's own Bible", () => {
  /** The sample every edition translates, "The Good Shepherd Lays Down His Life", released today. */
  const SHEPHERD = { nl: 'de-goede-herder-geeft-zijn-leven', es: 'el-buen-pastor-da-su-vida', pt: 'o-bom-pastor-da-a-sua-vida' } as const;

  test('a devotional shows its passage in the edition’s Bible alone, and in the KJV or the BSB alone when the reader picks one', async ({ page, stack }) => {
    for (const lang of TRANSLATED_LOCALES) {
      const own = EDITIONS[lang].ownBible;
      const { data, error } = await apiClient(stack).from('devotionals').select('id').eq('slug', SHEPHERD[lang]).single();
      expect(error).toBeNull();
      await page.goto(`/${lang}/devotional/${data!.id}/`);
      const shown = page.locator('#scripture-passage [data-translations] > [data-translation-text]:visible');
      await expect(shown, lang).toHaveCount(1);
      await expect(shown, lang).toHaveAttribute('data-translation-text', own);
      await expect(shown, lang).not.toHaveAttribute('lang', /./);
      const control = page.locator('.devotional-actions [data-translation-control]');
      await expect(control.getByRole('button'), lang).toHaveText([TRANSLATIONS[own].abbreviation, 'KJV', 'BSB']);
      for (const choice of ['kjv', 'bsb', own] as const) {
        await control.getByRole('button', { name: TRANSLATIONS[choice].abbreviation, exact: true }).click();
        await expect(shown, `${lang}: ${choice}`).toHaveCount(1);
        await expect(shown, `${lang}: ${choice}`).toHaveAttribute('data-translation-text', choice);
      }
    }
  });
});
