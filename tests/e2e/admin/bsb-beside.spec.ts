/**
 * The BSB beside the KJV in the console: the generator and the devotional editor show the BSB readers will
 * see, read from the site's /bible/bsb/ files, and warn before publishing where a reference does not resolve there.
 */
import type { Page } from '@playwright/test';
import { createBsbSource } from '@lib/sources/node.ts';
import { test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, signInAsAdmin } from './console.ts';
import { byDate, loadArchive } from '../devotional/data.ts';

const bsb = createBsbSource();
const bsbPanel = (page: Page, label: string) => page.getByRole('region', { name: label });

test.describe('the BSB in the console', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('the generator shows the BSB of the passage beside the KJV it fills in, and warns where the BSB has none', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await page.goto('/admin/devotional-generator');
    const passage = page.locator('#generator-biblical_passage');
    await passage.fill('John 5:2-5');
    await expect(page.locator('#generator-scripture_text')).toHaveValue(/^2 Now there is at Jerusalem by the sheep market a pool/);
    const panel = bsbPanel(page, 'Scripture text (BSB)');
    const { verses } = await bsb.verses('John 5:2-5');
    await expect(panel.getByTestId('bsb-text')).toContainText(verses[0].text);
    // John 5:4 is one of the verses the BSB leaves out: it is there by number, with the note.
    await expect(panel.getByTestId('bsb-text').locator('p').nth(2)).toHaveText(
      '4 Not in the BSB’s main text: the oldest manuscripts do not include this verse.',
    );

    await passage.fill('John 22:1');
    await expect(page.getByTestId('bsb-unresolved')).toHaveText(
      'Scripture text (BSB): John has no chapter 22 (John 22:1). Readers who chose the BSB will see the KJV here.',
    );
  });

  test('the editor shows the BSB of the passage and of the memory verse', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const today = byDate(archive, archive.today);
    await signInAsAdmin(page, stack);
    await page.goto(`/admin/devotionals/${today.id}`);
    const first = (await bsb.verses(today.biblical_passage)).verses[0].text;
    await expect(bsbPanel(page, 'Scripture text (BSB)').getByTestId('bsb-text')).toContainText(first);
    await expect(bsbPanel(page, 'Memory verse (BSB)').getByTestId('bsb-text')).toContainText('lays down His life');
    await page.getByLabel('Memory verse', { exact: true }).fill('A verse that names no reference');
    await expect(bsbPanel(page, 'Memory verse (BSB)')).toHaveCount(0);
    await page.getByLabel('Memory verse', { exact: true }).fill('Words (Hezekiah 3:1)');
    await expect(page.getByTestId('bsb-unresolved')).toContainText('Memory verse (BSB): "Hezekiah" in "Hezekiah 3:1" is not a book of the Bible');
  });
});
