/**
 * Practice in the Spanish and Dutch editions: the Spanish devotional's "Learn this verse" adds its memory
 * verse in the Reina-Valera 1909 to /es/practice/, whose words are Spanish; the verse typed without its accents and
 * without ¡ is correct, a real mistake is still marked; an English catechism is offered marked as English. On
 * /nl/practice/ the Dutch Heidelberg Catechism's question 1 is offered and practised in Dutch. The items are the
 * build's own files (/es/practice/items/…), from editions-fixture.ts's translations and the seeded library.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { EDITIONS_FIXTURE, loadEditionsFixture, type EditionsFixture } from '../editions-fixture.ts';
import { expectAxeClean } from './axe.ts';

const fixture = (stack: Stack): Promise<EditionsFixture> => loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);

const card = (page: Page) => page.getByTestId('practice-card');
const status = (page: Page) => page.getByTestId('practice').getByRole('status').first();

/** The Spanish fixture's memory verse without its reference, as the card shows it. */
const SPANISH_VERSE = EDITIONS_FIXTURE.es.memoryVerse.replace(/\s*\([^()]+\)\s*$/, '');

test.describe('practice in the Spanish and Dutch editions', () => {
  test('Spanish: the RV1909 verse, typed without accents or ¡, is correct; a real mistake is marked; every word is Spanish', async ({ page, stack }) => {
    const { es, english } = await fixture(stack);

    await test.step("the Spanish devotional's Learn this link adds its verse to the Spanish practice", async () => {
      await page.goto(`/es/devotional/${es.id}/`);
      const learn = page.locator('#memory-verse').getByRole('link', { name: 'Aprender este versículo' });
      await expect(learn).toHaveAttribute('href', `/es/practice/?learn=${encodeURIComponent(`verse:${english.id}`)}`);
      await learn.click();
      await expect(page).toHaveURL(/\/es\/practice\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(status(page)).toHaveText('Añadido a tu práctica: 1 Reyes 18:39');
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('1 Reyes 18:39');
      await expect(card(page).getByTestId('practice-text')).toHaveText(SPANISH_VERSE);
      await expect(page.getByTestId('practice-translation')).toHaveText('Versículos en la RV1909');
    });

    await test.step("the page's words are Spanish", async () => {
      await expect(page.getByTestId('due-count')).toHaveText('Pendientes hoy: 0');
      await expect(page.getByTestId('streak')).toHaveText('Racha de práctica: 0 días');
      await expect(card(page).getByRole('group', { name: 'Cómo practicar' }).getByRole('button')).toHaveText([
        'Leer en voz alta',
        'Primeras letras',
        'Completar los huecos',
        'Escribir de memoria',
        'Mostrar',
      ]);
      await expect(card(page).getByRole('heading', { name: '¿Qué tan bien lo sabías?' })).toBeVisible();
      await expect(card(page).getByRole('button', { name: /^Bien/ })).toContainText('1 día');
      await expect(card(page).getByRole('link', { name: 'Leerlo en su contexto' })).toHaveAttribute('href', `/es/devotional/${es.id}/#memory-verse`);
      await expect(page.getByRole('heading', { name: 'Esta semana', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Añadir de una colección', exact: true })).toBeVisible();
      await expectAxeClean(page, '/es/practice/ with a card');
    });

    await test.step('typed without accents and without ¡, the verse is correct', async () => {
      await card(page).getByRole('button', { name: 'Escribir de memoria' }).click();
      const typed = SPANISH_VERSE.normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[¡¿]/g, '');
      expect(typed).not.toBe(SPANISH_VERSE);
      expect(typed).toContain('Jehova es el Dios!');
      await card(page)
        .getByLabel(/^Escríbelo de memoria/)
        .fill(typed);
      await card(page).getByRole('button', { name: 'Comprobar' }).click();
      await expect(card(page).getByText('Correcto: están todas las palabras.')).toBeVisible();
      await expect(page.getByTestId('recall-check')).toHaveCount(0);
    });

    await test.step('a wrong word is still marked, in Spanish', async () => {
      await card(page)
        .getByLabel(/^Escríbelo de memoria/)
        .fill('Y viendolo todo el pueblo, cayeron sobre sus manos, y dijeron: Jehova es el Dios! Jehova es el Dios!');
      await card(page).getByRole('button', { name: 'Comprobar' }).click();
      await expect(card(page).getByText('Casi: las palabras que faltan y las equivocadas están marcadas.')).toBeVisible();
      const check = page.getByTestId('recall-check');
      await expect(check.locator('del')).toHaveText([/^escribiste: manos/]);
      await expect(check.locator('ins')).toHaveText([/^debería ser: rostros/]);
    });

    await test.step('an English catechism is offered marked as English, with a note in Spanish', async () => {
      // Adding from a collection is below the week's suggestions: it loads as the reader scrolls to it.
      await scrollUntil(page, page.getByLabel('Colección', { exact: true }));
      await page.getByLabel('Colección', { exact: true }).selectOption({ label: 'Catecismo Menor de Westminster (107)' });
      await expect(page.getByTestId('collection-in-english')).toHaveText('En inglés: la biblioteca aún no tiene esto en español.');
      const list = page.getByRole('list', { name: 'Catecismo Menor de Westminster' });
      await expect(list).toHaveAttribute('lang', 'en');
      await expect(list.getByRole('button', { name: 'Añadir What is the chief end of man?' })).toBeVisible();
    });
  });

  test("Dutch: the Dutch Heidelberg Catechism's question 1 is offered and practised in Dutch; the Dutch verse is in the Statenvertaling", async ({
    page,
    stack,
  }) => {
    const { english } = await fixture(stack);

    await test.step("the Dutch collection holds the Dutch catechism's question 1, under the question's one key", async () => {
      const heidelberg = await (await page.request.get('/nl/practice/items/heidelberg-catechism.json')).json();
      expect(heidelberg).toMatchObject({ collection: 'heidelberg-catechism', title: 'Heidelbergse Catechismus', language: 'nl' });
      expect(heidelberg.items[0]).toMatchObject({
        key: 'confession:heidelberg-catechism:question-1',
        prompt: 'Wat is uw enige troost, beide in het leven en sterven?',
        href: '/nl/confessions/heidelberg-catechism/#question-1',
        lordsDay: 1,
        language: 'nl',
      });
    });

    await test.step('/nl/practice/ offers it in Dutch, and adding it gives a Dutch card', async () => {
      await page.goto('/nl/practice/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await scrollUntil(page, page.getByLabel('Verzameling', { exact: true }));
      await page.getByLabel('Verzameling', { exact: true }).selectOption({ label: 'Heidelbergse Catechismus (129)' });
      const list = page.getByRole('list', { name: 'Heidelbergse Catechismus' });
      await expect(list).not.toHaveAttribute('lang');
      await expect(page.getByTestId('collection-in-english')).toHaveCount(0);
      await list.getByRole('button', { name: 'Wat is uw enige troost, beide in het leven en sterven? toevoegen' }).click();
      await expect(status(page)).toHaveText('Toegevoegd aan uw oefeningen: Wat is uw enige troost, beide in het leven en sterven?');
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Wat is uw enige troost, beide in het leven en sterven?');
      await expect(card(page).getByTestId('practice-text')).toContainText('Dat ik met lichaam en ziel, beide in het leven en sterven');
      await expect(card(page).getByRole('button', { name: /^Goed/ })).toContainText('1 dag');
      await expect(page.getByTestId('practice-in-english')).toHaveCount(0);
      await expectAxeClean(page, '/nl/practice/ with a card');
    });

    await test.step("the Dutch verse's Learn this address gives it in the Statenvertaling", async () => {
      await page.goto(`/nl/practice/?learn=${encodeURIComponent(`verse:${english.id}`)}`);
      await expect(status(page)).toHaveText('Toegevoegd aan uw oefeningen: 1 Koningen 18:39');
      await expect(page.getByTestId('practice-translation')).toHaveText('Teksten uit de SV');
    });
  });

  test('the printed cards name the catechisms as the library does; an English card is marked English and says why', async ({ page }) => {
    await page.goto('/es/practice/print/');
    const shorter = page.getByTestId('print-card-shorter-catechism').first();
    await expect(shorter.getByRole('heading', { level: 2 })).toHaveText(/^Catecismo Menor de Westminster, pregunta \d+$/);
    await expect(shorter.getByTestId('print-card-in-english')).toHaveText('En inglés: la biblioteca aún no tiene esto en español.');
    await expect(shorter.locator('div[lang="en"]')).toHaveCount(1);

    await page.goto('/nl/practice/print/');
    const dutchShorter = page.getByTestId('print-card-shorter-catechism').first();
    await expect(dutchShorter.getByRole('heading', { level: 2 })).toHaveText(/^Kleine Catechismus van Westminster, vraag \d+$/);
    await expect(dutchShorter.locator('div[lang="en"]')).toHaveCount(1);
    // The Dutch Heidelberg Catechism is in Dutch: no note, nothing marked English.
    const heidelberg = page.getByTestId('print-card-heidelberg').first();
    await expect(heidelberg.getByTestId('print-card-in-english')).toHaveCount(0);
    await expect(heidelberg.locator('[lang="en"]')).toHaveCount(0);
  });
});
