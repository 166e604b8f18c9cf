/**
 * Finding and learning in the Dutch and Spanish editions: the archive and series list only the edition's
 * devotionals, months and dates in its language, and a series goes by the edition's title for it; the full-text search searches only the edition's pages; the
 * library shows the Dutch Heidelberg Catechism in Dutch (question 92 completed, with its note) and any document
 * without a translation under the edition's name for it, its English text marked lang="en", with a note.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAxeClean } from './axe.ts';
import { LIBRARY_TRANSLATIONS, loadLibraryEditionsFixture } from './library-fixture.ts';
import { SERIES_FIXTURE, SERIES_FIXTURE_TITLES } from '../series-fixture.ts';
import { splitLocalePath } from '@lib/i18n/paths.ts';

async function fixture() {
  return loadLibraryEditionsFixture(process.env.E2E_API_URL!, process.env.E2E_ANON_KEY!);
}

const monthPath = (date: string) => `/archive/${date.slice(0, 4)}/${date.slice(5, 7)}/`;

test.describe('the archive in each edition', () => {
  test("the Dutch and Spanish month pages list their own edition's devotional, and the English one only the English", async ({ page }) => {
    const { date, en, nl, es } = await fixture();
    for (const [prefix, lang, own, heading] of [
      ['/nl', 'nl', nl, 'Archief'],
      ['/es', 'es', es, 'Archivo'],
    ] as const) {
      await page.goto(`${prefix}/archive/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const month = page.getByTestId('archive-month').first();
      await expect(month).toHaveAttribute('href', new RegExp(`^${prefix}/archive/\\d{4}/\\d{2}/$`));

      await page.goto(`${prefix}${monthPath(date)}`);
      const list = page.getByTestId('archive-list');
      await expect(list.getByRole('link', { name: new RegExp(own.title) })).toBeVisible();
      await expect(list.getByText(en.title)).toHaveCount(0);
      // The day in the edition's own words, e.g. "woensdag 19 november 2026" / "miércoles, 19 de noviembre de 2026".
      const expected = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'es-ES', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
      await expect(list.locator(`time[datetime="${date}"]`)).toHaveText(expected);
      await expect(page).toHaveTitle(new RegExp(lang === 'nl' ? '^Overdenkingen van ' : '^Devocionales de '));
    }
    await page.goto(monthPath(date));
    const english = page.getByTestId('archive-list');
    await expect(english.getByRole('link', { name: new RegExp(en.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(english.getByText(LIBRARY_TRANSLATIONS.nl.title)).toHaveCount(0);
    await expect(english.getByText(LIBRARY_TRANSLATIONS.es.title)).toHaveCount(0);
  });

  test('the archive and the series in Dutch and Spanish have no serious accessibility violation', async ({ page }) => {
    for (const path of ['/nl/archive/', '/es/series/', '/nl/series/']) {
      await page.goto(path);
      await expectAxeClean(page, path);
    }
  });

  test('the series index speaks the edition and links no English devotional', async ({ page }) => {
    await page.goto('/nl/series/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series');
    await expect(page.getByText('Overdenkingen die bij elkaar horen, deel voor deel gelezen.')).toBeVisible();
    for (const card of await page.getByTestId('series-card').all()) await expect(card).toHaveAttribute('href', /^\/nl\/series\//);
  });

  test("a series goes by the edition's title on the index, its page, the browser tab and its parts", async ({ page }) => {
    for (const lang of ['nl', 'es', 'pt'] as const) {
      const own = SERIES_FIXTURE_TITLES[lang];
      await page.goto(`/${lang}/series/`);
      const card = page.getByTestId('series-card').filter({ hasText: own.title });
      await expect(card).toContainText(own.description);
      await expect(card).not.toContainText(SERIES_FIXTURE.title);
      await expect(card.getByRole('heading', { name: own.title })).not.toHaveAttribute('lang', /./);
      await card.click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/series/${SERIES_FIXTURE.slug}/$`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(own.title);
      await expect(heading).not.toHaveAttribute('lang', /./);
      await expect(page).toHaveTitle(new RegExp(`^${own.title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', own.description);
      await expect(page.getByText(SERIES_FIXTURE.title)).toHaveCount(0);

      // A part names the series in the edition's words too, and leads back to the edition's series page.
      await page.getByTestId('series-part').first().click();
      const navigation = page.getByTestId('series-part-navigation');
      await expect(navigation.getByRole('link', { name: own.title })).toHaveAttribute('href', `/${lang}/series/${SERIES_FIXTURE.slug}/`);
      await expect(navigation).toContainText(lang === 'nl' ? 'Deel 1 van 5' : 'Parte 1 de 5');
    }
  });
});

async function overlaySearch(page: Page, openName: string, query: string): Promise<string[]> {
  const dialog = page.getByTestId('search-overlay');
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('link', { name: openName, exact: true }).click();
  await dialog.getByRole('searchbox').fill(query);
  // Every outcome names the words searched for ("… “troost”."), so a stale answer to the words before is never read.
  await expect(dialog.locator('[data-search-status]')).toContainText(`“${query}”`, { timeout: 20_000 });
  return dialog
    .getByTestId('fulltext-result')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('full-text search in each edition', () => {
  test('a Dutch search finds Dutch pages only, an English search English pages only', async ({ page }) => {
    await page.goto('/nl/archive/');
    const dutch = await overlaySearch(page, 'Zoeken', 'troost');
    expect(dutch.length).toBeGreaterThan(0);
    expect(dutch.some((href) => href.startsWith('/nl/confessions/heidelberg-catechism/'))).toBe(true);
    expect(dutch.every((href) => href.startsWith('/nl/'))).toBe(true);
    await expect(page.getByTestId('search-overlay').locator('[data-search-status]')).toHaveText(/pagina(’s)? gevonden voor “troost”/);

    await page.goto('/archive/');
    const english = await overlaySearch(page, 'Search', 'troost');
    expect(english).toEqual([]);
    const comfort = await overlaySearch(page, 'Search', 'comfort');
    expect(comfort.length).toBeGreaterThan(0);
    expect(comfort.every((href) => splitLocalePath(href).locale === 'en')).toBe(true);
  });

  test('a Spanish search stays in the Spanish edition and says so in Spanish', async ({ page }) => {
    await page.goto('/es/confessions/');
    const results = await overlaySearch(page, 'Buscar', 'comfort');
    expect(results.every((href) => href.startsWith('/es/'))).toBe(true);
    await expect(page.getByTestId('search-overlay').locator('[data-search-status]')).toHaveText(/(página|páginas) coincide|No hay resultados/);
  });
});

test.describe('the library in each edition', () => {
  test("the Dutch Heidelberg Catechism: Dutch text by Lord's Day, question 92 completed with its note", async ({ page }) => {
    await page.goto('/nl/confessions/heidelberg-catechism/#lords-day-1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Heidelbergse Catechismus');
    const day1 = page.locator('#lords-day-1');
    await expect(day1.locator('h3').first()).toHaveText('Zondag 1');
    await expect(day1.locator('#question-1')).toContainText('Wat is uw enige troost');
    await expect(page.getByTestId('untranslated-note')).toHaveCount(0);
    const q92 = page.locator('#question-92');
    await expect(q92).toContainText('Ik ben de HEERE uw God');
    await expect(q92).toContainText('Gij zult geen andere goden voor Mijn aangezicht hebben');
    await expect(q92).toContainText('Gij zult niet begeren');
    await expect(q92.getByTestId('completed-from-scripture')).toHaveText(/aangevuld uit Exodus 20:2-17 \(Statenvertaling\)/);
    await expect(page.locator('#part-2 > header h2')).toHaveText('Deel 1: Van des mensen ellende');
    await expect(q92.getByTestId('learn-this')).toHaveAttribute('href', /question-92/);
  });

  test('a document without a translation: its name in the edition, its English text marked English, a note, labels in the edition', async ({ page }) => {
    await page.goto('/nl/confessions/westminster-confession/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Westminster Confessie');
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveCount(0);
    await expect(page.getByTestId('untranslated-note')).toHaveText('Deze tekst is nog niet in het Nederlands vertaald; hieronder staat de Engelse tekst.');
    const chapter1 = page.locator('#chapter-1 > header h2');
    await expect(chapter1).toContainText('Hoofdstuk I');
    await expect(chapter1.locator('[lang="en"]')).toHaveText('Of the Holy Scripture');
    await expect(page.locator('#chapter-1-section-1 p[lang="en"]').first()).toContainText('light of nature');
    // Only the English is marked English: the edition's labels around it keep the page's language.
    await expect(page.getByTestId('confession-text')).not.toHaveAttribute('lang', /.*/);

    await page.goto('/es/confessions/heidelberg-catechism/#lords-day-1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Catecismo de Heidelberg');
    await expect(page.getByTestId('untranslated-note')).toHaveText('Este texto aún no está traducido al español; a continuación, el texto en inglés.');
    await expect(page.locator('#lords-day-1 h3').first()).toHaveText('Día del Señor 1');
    const question1 = page.locator('#question-1');
    await expect(question1.locator('.section-heading [lang="en"]')).toHaveText('What is your only comfort in life and death?');
    await expect(question1.locator('.section-number')).toContainText('Pregunta');
    await expect(question1.locator('.section-number')).not.toHaveAttribute('lang', /.*/);
    await expect(question1.locator('p[lang="en"]').first()).toContainText('That I am not my own');
    // A part's heading is one phrase of the English text, whole and marked English: never "Parte 1: Human Misery".
    await expect(page.locator('#part-2 > header h2 [lang="en"]')).toHaveText('Part 1: Human Misery');
    await expect(page.locator('#part-2 > header')).not.toContainText('Parte 1');

    // A section's own page says the same.
    await page.goto('/es/confessions/westminster-shorter-catechism/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Catecismo Menor de Westminster');
    await expect(page.locator('#question-1 .section-heading [lang="en"]')).toHaveText('What is the chief end of man?');
  });

  test('each edition names every document in its own language', async ({ page }) => {
    const names = {
      nl: {
        'belgic-confession': 'Nederlandse Geloofsbelijdenis',
        'canons-of-dort': 'Dordtse Leerregels',
        'apostles-creed': 'Apostolische Geloofsbelijdenis',
        'nicene-creed': 'Geloofsbelijdenis van Nicea',
        'athanasian-creed': 'Geloofsbelijdenis van Athanasius',
        'westminster-confession': 'Westminster Confessie',
        'westminster-larger-catechism': 'Grote Catechismus van Westminster',
        'westminster-shorter-catechism': 'Kleine Catechismus van Westminster',
      },
      es: {
        'belgic-confession': 'Confesión Belga',
        'heidelberg-catechism': 'Catecismo de Heidelberg',
        'canons-of-dort': 'Cánones de Dort',
        'apostles-creed': 'Credo Apostólico',
        'nicene-creed': 'Credo Niceno',
        'athanasian-creed': 'Credo de Atanasio',
        'westminster-confession': 'Confesión de Fe de Westminster',
        'westminster-larger-catechism': 'Catecismo Mayor de Westminster',
        'westminster-shorter-catechism': 'Catecismo Menor de Westminster',
      },
    } as const;
    for (const [lang, expected] of Object.entries(names)) {
      await page.goto(`/${lang}/confessions/`);
      for (const [slug, name] of Object.entries(expected)) {
        const card = page.locator(`[data-testid="confession-card"][data-slug="${slug}"]`);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(card.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', /.*/);
      }
      // No card names or describes a document in English.
      await expect(page.getByTestId('confession-list').locator('[lang="en"]')).toHaveCount(0);
    }
    await page.goto('/nl/confessions/belgic-confession/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nederlandse Geloofsbelijdenis');
    await expect(page.getByTestId('confession-header')).toContainText('zevenendertig artikelen');
  });

  test('each edition lists every document, the Dutch one by its Dutch name', async ({ page }) => {
    await page.goto('/confessions/');
    const count = await page.getByTestId('confession-card').count();
    await page.goto('/nl/confessions/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Belijdenissen en catechismussen');
    await expect(page.getByTestId('confession-card')).toHaveCount(count);
    const heidelberg = page.locator('[data-testid="confession-card"][data-slug="heidelberg-catechism"]');
    await expect(heidelberg.getByRole('heading', { level: 2 })).toHaveText('Heidelbergse Catechismus');
    await expect(heidelberg.getByTestId('confession-count')).toHaveText('129 Vragen');
    await expect(heidelberg.getByRole('link')).toHaveAttribute('href', '/nl/confessions/heidelberg-catechism/');
    await expectAxeClean(page, '/nl/confessions/');
    await page.goto('/nl/confessions/westminster-shorter-catechism/');
    await expectAxeClean(page, '/nl/confessions/westminster-shorter-catechism/');
  });
});
