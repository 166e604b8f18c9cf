/**
 * The printed pages in the reader's translation: the week's printable cards (/practice/print/) and the
 * group guide's memory verse carry the verse in both translations, and the one the reader chose (localStorage
 * 'translation', as the translation control and /settings keep it) is the one shown, on screen and on paper.
 */
import type { Locator, Page } from '@playwright/test';
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { expect, test } from './fixtures.ts';

const bsb = createBsbSource();

/** The BSB's words for the reference the shown text names ("Psalm 23:1 (BSB)" or "… (Psalm 23:1, BSB)"). */
async function bsbWordsFor(shown: string): Promise<{ reference: string; words: string }> {
  const reference = /(?:^|\()([^()]+?),? \(?BSB\)\s*$/.exec(shown.trim())?.[1];
  expect(reference, shown).toBeTruthy();
  const verse = await bsbMemoryVerse(bsb, reference!);
  return { reference: reference!, words: verse!.replace(/\s*\([^()]+\)$/, '') };
}

async function chooseBsb(page: Page) {
  await page.addInitScript(() => localStorage.setItem('translation', 'bsb'));
}

const visibleText = (scope: Locator, selector: string) => scope.locator(`${selector}:visible`);

test('the printable cards show the memory verse in the BSB for a reader who chose it, on screen and in print', async ({ page }) => {
  await chooseBsb(page);
  await page.goto('/practice/print/');
  const card = page.getByTestId('print-card-verse');
  await expect(page.locator('html')).toHaveAttribute('data-translation', 'bsb');
  await expect(visibleText(card, 'blockquote')).toHaveCount(1);
  const { reference, words } = await bsbWordsFor(await visibleText(card, 'p').innerText());
  await expect(visibleText(card, 'blockquote')).toHaveText(words);
  await expect(visibleText(card, 'p')).toHaveText(`${reference} (BSB)`);

  await page.emulateMedia({ media: 'print' });
  await expect(visibleText(card, 'blockquote')).toHaveText(words);

  // Back to the KJV: the same card shows the other text.
  await page.evaluate(() => localStorage.setItem('translation', 'kjv'));
  await page.emulateMedia({ media: 'screen' });
  await page.addInitScript(() => localStorage.setItem('translation', 'kjv'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-translation', 'bsb');
  await expect(visibleText(card, 'p')).toHaveText(`${reference} (KJV)`);
  await expect(visibleText(card, 'blockquote')).not.toHaveText(words);
});

test("the group guide's memory verse follows the reader's choice", async ({ page }) => {
  await chooseBsb(page);
  await page.goto('/groups/guide/');
  const verse = page.getByTestId('guide-verse');
  await expect(visibleText(verse, 'blockquote')).toHaveCount(1);
  const { reference, words } = await bsbWordsFor(await visibleText(verse, 'blockquote').innerText());
  await expect(visibleText(verse, 'blockquote')).toHaveText(`${words} (${reference}, BSB)`);
});
