/**
 * The longest confession pages on a phone: their runs of sections are laid out only as the reader nears them
 * (content-visibility, lib/confessions/reserved-height.ts), yet every anchor lands, the whole text is in the page,
 * the "Learn this" links stay far enough apart for a finger (WCAG 2.5.8, as Lighthouse's audit checks them) and a
 * printout holds everything.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// Lighthouse's phone.
test.use({ viewport: { width: 412, height: 823 } });

const LARGER = 'westminster-larger-catechism';

for (const prefix of ['', '/nl', '/es', '/pt']) {
  test(`${prefix || '/'}: a link to a late question, Lord's Day or chapter lands on it`, async ({ page }) => {
    await page.goto(`${prefix}/confessions/${LARGER}/#question-150`);
    const question = page.locator('#question-150');
    await expect(question).toBeInViewport();
    await page.waitForTimeout(300);
    await expect(question).toBeInViewport();
    await expect(question.getByRole('link', { name: /: (Question|Vraag|Pregunta|Pergunta) 150$/ })).toBeVisible();

    await page.goto(`${prefix}/confessions/heidelberg-catechism/#lords-day-40`);
    await expect(page.locator('#lords-day-40 > header')).toBeInViewport();
    await page.goto(`${prefix}/confessions/westminster-confession/#chapter-30-section-2`);
    await expect(page.locator('#chapter-30-section-2')).toBeInViewport();
  });
}

test('the Larger Catechism is whole on the page, its Learn this links far enough apart, and all of it prints', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/confessions/${LARGER}/`);
  await expect(page.getByTestId('question-card')).toHaveCount(196);
  await expect(page.locator('#question-196')).toContainText('Amen');

  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  const laidOutForPrint = await page.locator('.section-run').evaluateAll((runs) => runs.every((run) => getComputedStyle(run).contentVisibility === 'visible'));
  expect(laidOutForPrint).toBe(true);
});
