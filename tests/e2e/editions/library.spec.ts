/**
 * Finding and learning in the Dutch and Spanish editions: the archive and series list only the edition's
 * devotionals, months and dates in its language; the full-text search searches only the edition's pages; the
 * library shows the Dutch Heidelberg Catechism in Dutch (question 92 completed, with its note) and any document
 * without a translation in English with a note.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAxeClean } from './axe.ts';
import { LIBRARY_TRANSLATIONS, loadLibraryEditionsFixture } from './library-fixture.ts';

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
    expect(comfort.every((href) => !/^\/(nl|es)\//.test(href))).toBe(true);
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

  test('a document without a translation shows in English with a note, labels in the edition', async ({ page }) => {
    await page.goto('/nl/confessions/westminster-confession/');
    await expect(page.getByTestId('untranslated-note')).toHaveText('Dit document is nog niet in het Nederlands vertaald; u leest de Engelse tekst.');
    await expect(page.locator('#chapter-1 > header h2')).toContainText('Hoofdstuk I');
    await expect(page.locator('#chapter-1 > header h2')).toContainText('Of the Holy Scripture');
    await expect(page.getByTestId('confession-text')).toHaveAttribute('lang', 'en');

    await page.goto('/es/confessions/heidelberg-catechism/#lords-day-1');
    await expect(page.getByTestId('untranslated-note')).toContainText('aún no está traducido al español');
    await expect(page.locator('#lords-day-1 h3').first()).toHaveText('Día del Señor 1');
    await expect(page.locator('#question-1')).toContainText('What is your only comfort in life and death?');
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
