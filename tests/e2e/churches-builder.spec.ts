/**
 * The card builder and the Copy buttons on /churches/ (docs/churches.md), as a church volunteer uses them: each
 * choice changes the preview's frame and the code to paste; Copy puts that code on the clipboard and says so (or,
 * where the browser refuses the clipboard, selects the code and says how to copy it); and the copied code, pasted
 * into a page of another origin (tests/support/church-site.ts), shows the card as chosen.
 */
import type { Locator, Page } from '@playwright/test';
import { churchPage, startChurchSite, type ChurchSite } from '../support/church-site.ts';
import { expect, test } from './fixtures.ts';

let church: ChurchSite;
test.beforeAll(async () => {
  church = await startChurchSite();
});
test.afterAll(async () => {
  await church.close();
});

const preview = (page: Page) => page.getByTestId('builder-preview');
const snippet = (page: Page) => page.getByTestId('builder-snippet');
/** The frame's address in the code to paste: the build's SITE_URL, which the test stack serves on its own port. */
const snippetSource = async (code: Locator) => /src="([^"]+)"/.exec((await code.textContent()) ?? '')![1];

test.describe('the card builder on /churches/', () => {
  test('each choice changes the preview and the code, in English', async ({ page }) => {
    await page.goto('/churches/');
    const form = page.getByTestId('embed-builder');
    await expect(preview(page)).toHaveAttribute('src', '/embed/today/');
    expect(new URL(await snippetSource(snippet(page))).pathname).toBe('/embed/today/');
    await expect(form.getByLabel('Devotional', { exact: true })).toBeHidden();

    await form.getByLabel('Theme').selectOption({ label: 'Dark' });
    await expect(preview(page)).toHaveAttribute('src', '/embed/today/?theme=dark');
    await expect(snippet(page)).toContainText('/embed/today/?theme=dark"');

    await form.getByLabel('Bible for the memory verse').selectOption({ label: 'Berean Standard Bible (BSB)' });
    await expect(preview(page)).toHaveAttribute('src', '/embed/today/?theme=dark&translation=bsb');

    await form.getByLabel('Card', { exact: true }).selectOption({ label: 'One devotional' });
    await expect(form.getByLabel('Devotional', { exact: true })).toBeVisible();
    await expect(preview(page)).toHaveAttribute('src', /^\/embed\/devotional\/[^/]+\/\?theme=dark&translation=bsb$/);
    const second = await form.getByLabel('Devotional', { exact: true }).locator('option').nth(1).getAttribute('value');
    await form.getByLabel('Devotional', { exact: true }).selectOption(second!);
    await expect(preview(page)).toHaveAttribute('src', `/embed/devotional/${second}/?theme=dark&translation=bsb`);

    // The catechism quotes no memory verse, so no Bible is asked for; compact is shorter.
    await form.getByLabel('Card', { exact: true }).selectOption({ label: 'The catechism of the week' });
    await expect(form.getByLabel('Bible for the memory verse')).toBeHidden();
    await form.getByLabel('Size').selectOption({ label: 'Compact (no picture or memory verse)' });
    await expect(preview(page)).toHaveAttribute('src', '/embed/catechism/?theme=dark&size=compact');
    await expect(snippet(page)).toContainText('height="400"');

    await form.getByLabel('Width').selectOption({ label: 'The full width of the column' });
    await expect(snippet(page)).toContainText('width="100%"');
    await form.getByLabel('Fit the frame’s height to the card').check();
    await expect(snippet(page)).toContainText(/<script src="[^"]+\/embed\/resize\.js" async><\/script>$/);
  });

  test('/nl/churches/ builds the Dutch card, and another language on request', async ({ page }) => {
    await page.goto('/nl/churches/');
    const form = page.getByTestId('embed-builder');
    await expect(preview(page)).toHaveAttribute('src', '/nl/embed/today/');
    expect(new URL(await snippetSource(snippet(page))).pathname).toBe('/nl/embed/today/');
    await expect(snippet(page)).toContainText('title="De overdenking van vandaag van Reformed Devotionals"');
    const bible = form.getByLabel('Bijbelvertaling van de tekst om te onthouden');
    await expect(bible.locator('option')).toHaveText(['Statenvertaling (SV)']);

    await form.getByLabel('Thema').selectOption({ label: 'Licht' });
    await expect(preview(page)).toHaveAttribute('src', '/nl/embed/today/?theme=light');

    await form.getByLabel('Taal').selectOption('en');
    await expect(preview(page)).toHaveAttribute('src', '/embed/today/?theme=light');
    await expect(snippet(page)).toContainText('title="Today’s devotional from Reformed Devotionals"');
    await expect(bible.locator('option')).toHaveText(['King James Version (KJV)', 'Berean Standard Bible (BSB)']);
  });
});

test.describe('Copy', () => {
  test('copies the builder’s code, says so, and the pasted code shows the card on another origin', async ({ page, context, stack }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/churches/');
    const form = page.getByTestId('embed-builder');
    await form.getByLabel('Theme').selectOption({ label: 'Dark' });
    await form.getByLabel('Card', { exact: true }).selectOption({ label: 'The catechism of the week' });
    await form.getByLabel('Fit the frame’s height to the card').check();
    await expect(preview(page)).toHaveAttribute('src', '/embed/catechism/?theme=dark');

    await page.getByTestId('copy-builder-snippet').click();
    await expect(page.getByTestId('status-builder-snippet')).toHaveText('Copied');
    await expect(page.getByTestId('status-builder-snippet')).toHaveAttribute('role', 'status');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet(page).textContent());

    // Pasted as it is into a church's page; the build names its SITE_URL, which the test stack serves elsewhere.
    const buildOrigin = new URL(await snippetSource(snippet(page))).origin;
    await page.goto(church.page('/pasted.html', churchPage(copied.split(buildOrigin).join(stack.siteUrl))));
    const iframe = page.locator('iframe');
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await frame.waitForLoadState('load');
    expect(frame.url()).toBe(`${stack.siteUrl}/embed/catechism/?theme=dark`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Lord's Day \d+$/);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The script that came with it fits the frame to its card.
    const cardHeight = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height)).toBe(cardHeight);
  });

  test('every snippet on the page has its Copy, in the edition’s language', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/nl/churches/');
    await page.getByTestId('copy-snippet-resize').click();
    await expect(page.getByTestId('status-snippet-resize')).toHaveText('Gekopieerd');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('snippet-resize').textContent());
    await expect(page.getByTestId('copy-snippet-today')).toHaveText('Kopiëren');
  });

  test('where the browser refuses the clipboard, the code is selected and the status says how to copy it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } });
    });
    await page.goto('/es/churches/');
    await page.getByTestId('copy-builder-snippet').click();
    await expect(page.getByTestId('status-builder-snippet')).toHaveText('Seleccionado: pulsa Ctrl+C (⌘C en un Mac) o elige Copiar en tu teléfono');
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(await snippet(page).textContent());
  });
});
