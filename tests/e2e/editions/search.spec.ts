/**
 * Full-text search as a Dutch or Spanish reader uses it: the box's own example finds what it promises, a result is
 * named by what it is ("Heidelbergse Catechismus · Vraag 102", never the historical context's heading over a
 * question) and leads to that place, and a snippet of a document still in English is marked English.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** The example in a box's placeholder, without its "bijv." / "p. ej." */
const example = (placeholder: string | null) => (placeholder ?? '').replace(/^(bijv\.|p\. ej\.|e\.g\.)\s*/, '');

/** Searches in the home page's box and waits for the answer to exactly these words. */
async function homeSearch(page: Page, query: string): Promise<Locator> {
  const section = page.locator('[data-fulltext]');
  await section.getByRole('searchbox').fill(query);
  await expect(section.locator('[data-fulltext-status]')).toContainText(`“${query}”`, { timeout: 20_000 });
  return section.getByTestId('fulltext-result');
}

async function overlaySearch(page: Page, openName: string, query: string): Promise<Locator> {
  const dialog = page.getByTestId('search-overlay');
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('link', { name: openName, exact: true }).click();
  await dialog.getByRole('searchbox').fill(query);
  await expect(dialog.locator('[data-search-status]')).toContainText(`“${query}”`, { timeout: 20_000 });
  return dialog.getByTestId('fulltext-result');
}

test.describe('full-text search names each result by what it is', () => {
  test("on /nl/ the placeholder's example finds Heidelberg question 1, named as the question", async ({ page }) => {
    await page.goto('/nl/');
    const box = page.locator('[data-fulltext]').getByRole('searchbox');
    const query = example(await box.getAttribute('placeholder'));
    expect(query).toBe('enige troost in leven en sterven');
    // The overlay's box offers the same example.
    await expect(page.locator('#search-overlay-query')).toHaveAttribute('placeholder', `bijv. ${query}`);

    const results = await homeSearch(page, query);
    const first = results.first();
    await expect(first.getByRole('link')).toHaveText('Heidelbergse Catechismus · Vraag 1');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/nl/confessions/heidelberg-catechism/#question-1');
    await expect(first.getByTestId('fulltext-result-kind')).toHaveText('Belijdenis');
    await expect(first.getByTestId('fulltext-result-excerpt')).toContainText('uw enige troost, beide in het leven en sterven');
    // The Dutch text is the edition's own: not marked as another language.
    await expect(first.getByTestId('fulltext-result-excerpt')).not.toHaveAttribute('lang', /.*/);
    // No result names the historical context while quoting a question.
    await expect(results.getByRole('link', { name: /Historische achtergrond/ })).toHaveCount(0);
    // The two words alone lead to the question too, not to the description that quotes it.
    const short = await homeSearch(page, 'enige troost');
    await expect(short.getByRole('link', { name: 'Heidelbergse Catechismus · Vraag 1', exact: true })).toHaveAttribute('href', /#question-1$/);
  });

  test('a Dutch query from question 102 is named Vraag 102 and lands on it', async ({ page }) => {
    await page.goto('/nl/archive/');
    const results = await overlaySearch(page, 'Zoeken', 'heiligen eed zweren');
    const hit = results.filter({ has: page.locator('a[href^="/nl/confessions/heidelberg-catechism/"]') });
    await expect(hit).toHaveCount(1);
    await expect(hit.getByRole('link')).toHaveText('Heidelbergse Catechismus · Vraag 102');
    await expect(hit.getByTestId('fulltext-result-excerpt')).toContainText('heiligen');
    await hit.getByRole('link').click();
    await expect(page).toHaveURL(/\/nl\/confessions\/heidelberg-catechism\/#question-102$/);
    await expect(page.locator('#question-102')).toContainText('een eed zweren');
    await expect(page.locator('#question-102')).toBeInViewport();
  });

  test("a Dutch devotional's English Bibles, there to switch to, are not searched in the Dutch edition", async ({ page }) => {
    await page.goto('/nl/archive/');
    // KJV words of passages whose Statenvertaling the Dutch devotionals show.
    const results = await overlaySearch(page, 'Zoeken', 'deliver thee');
    await expect(results.filter({ has: page.locator('a[href^="/nl/devotional/"]') })).toHaveCount(0);
    // What remains is an untranslated document's English, marked as such.
    for (const excerpt of await results.getByTestId('fulltext-result-excerpt').all()) await expect(excerpt).toHaveAttribute('lang', 'en');
  });

  test("a devotional is named by its title, with its day in the edition's words", async ({ page }) => {
    await page.goto('/es/');
    const box = page.locator('[data-fulltext]').getByRole('searchbox');
    const query = example(await box.getAttribute('placeholder'));
    // The Spanish edition has no Spanish catechism text yet: its example is one its own devotionals answer.
    expect(query).toBe('el buen pastor');
    const results = await homeSearch(page, query);
    const first = results.first();
    await expect(first.getByRole('link')).toHaveText('El buen pastor da su vida');
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/es\/devotional\/[^/]+\/(#[\w-]+)?$/);
    await expect(first.getByTestId('fulltext-result-kind')).toHaveText(/^Devocional · \d{1,2} de [a-z]+ de \d{4}$/);
    await expect(
      first
        .getByTestId('fulltext-result-excerpt')
        .locator('mark', { hasText: /^(buen|pastor)$/i })
        .first(),
    ).toBeVisible();
    await expect(first.getByTestId('fulltext-result-excerpt')).not.toHaveAttribute('lang', /.*/);
    // Every result is a Spanish page, in Spanish.
    for (const link of await results.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/es\//);
  });

  test("a snippet of a document still in English is marked English, under the edition's name for its place", async ({ page }) => {
    await page.goto('/es/archive/');
    const results = await overlaySearch(page, 'Buscar', 'foreseen faith');
    const canons = results.filter({ has: page.locator('a[href^="/es/confessions/canons-of-dort/#"]') });
    await expect(canons.first()).toBeVisible();
    // "Cánones de Dort · Artículo 7", never "Contexto histórico" over English text.
    await expect(canons.first().getByRole('link')).toHaveText(/^Cánones de Dort · (Artículo|Rechazo|Capítulo de doctrina) \d+$/);
    await expect(canons.first().getByTestId('fulltext-result-excerpt')).toHaveAttribute('lang', 'en');
    await expect(results.getByRole('link', { name: /Contexto histórico/ })).toHaveCount(0);
  });
});
