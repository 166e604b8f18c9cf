/**
 * Bulk paste of each preset on real text: the standard documents written out as an
 * editor pastes them (tests/fixtures/confession-text.ts, from ../shared/confessions), parsed, previewed,
 * back to edit, and imported into a confession of the test's own.
 */
import type { Page } from '@playwright/test';
import { articlesText, catechismText, chaptersText, lordsDaysText, standardDocument } from '../../../fixtures/confession-text.ts';
import { apiClient, expect, test } from '../../fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  newConfession,
  removeTestConfessions,
  openEditor,
  recordRebuilds,
  sectionsOf,
  signInAsAdmin,
  toast,
  totalSections,
} from './console.ts';

async function openPaste(page: Page, tab: 'Sections' | 'Structure', button = 'Bulk Paste') {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: button });
}

test.describe('bulk paste', () => {
  // The console on a small shared machine: sign-in, a few screens and axe take longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(({ stack }) => removeTestConfessions(stack));

  test("articles preset: the Belgic Confession's 37 articles, preview, back to edit, append", async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const c = await newConfession(stack, 'belgic');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    const dialog = await openPaste(page, 'Sections');
    await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('Belgic articles');

    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(toast(page, 'Please enter some text to parse')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill('Some prose without any headings.');
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(dialog.getByText('No sections could be parsed. Check your format.')).toBeVisible();

    const text = articlesText(standardDocument('belgic-confession'));
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill(text);
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(dialog.getByRole('heading', { name: 'Parsed 37 sections' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Parsed sections' }).getByRole('listitem')).toHaveCount(37);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Text to parse' })).toHaveValue(text);
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await dialog.getByRole('button', { name: 'Import 37 sections' }).click();
    await expect(toast(page, 'Successfully imported 37 sections')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: `Sections of ${c.name}` }).getByRole('row')).toHaveCount(38);
    expect(await totalSections(stack, c.id)).toBe(37);
    const rows = await sectionsOf(stack, c.id);
    expect(rows.find((r) => r.url_slug === 'article-1')).toMatchObject({ title: 'The Only God', section_type: 'article' });
    expect(rebuilds).toEqual(['Test belgic: 37 sections imported by bulk paste (append)']);
  });

  test('catechism preset, replace mode: the Westminster Shorter Catechism replaces what was there', async ({ page, stack }) => {
    await recordRebuilds(page);
    const c = await newConfession(stack, 'shorter-catechism');
    await apiClient(stack, 'service')
      .from('confession_sections')
      .insert({ confession_id: c.id, section_type: 'question', section_number: 1, url_slug: 'question-1', title: 'Old', content: 'Old answer.' });
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    const dialog = await openPaste(page, 'Sections');
    await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('Catechism Q&A');
    await dialog.getByRole('radio', { name: 'Replace all sections' }).check();
    await expect(dialog.getByText('Replace deletes all 1 existing sections first')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill(catechismText(standardDocument('westminster-shorter-catechism')));
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(toast(page, 'Parsed 107 sections')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 107 sections' }).click();
    await expect(toast(page, 'Successfully imported 107 sections')).toBeVisible();
    const rows = await sectionsOf(stack, c.id);
    expect(rows).toHaveLength(107);
    expect(rows.find((r) => r.url_slug === 'question-1')).toMatchObject({
      title: 'What is the chief end of man?',
      content: "Man's chief end is to glorify God, and to enjoy him for ever.",
    });
    expect(await totalSections(stack, c.id)).toBe(107);
  });

  test('replace mode is all or nothing: a section the database refuses leaves the old sections in place', async ({ page, stack }) => {
    await recordRebuilds(page);
    const c = await newConfession(stack, 'articles');
    await apiClient(stack, 'service')
      .from('confession_sections')
      .insert({ confession_id: c.id, section_type: 'article', section_number: 1, url_slug: 'article-1', title: 'Kept', content: 'Still here.' });
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    const dialog = await openPaste(page, 'Sections');
    await dialog.getByRole('radio', { name: 'Replace all sections' }).check();
    // The second article is longer than a section may be (50,000 characters), so the database refuses it.
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill(`Article 1: Short\nFine.\n\nArticle 2: Too long\n${'word '.repeat(10_001)}`);
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await dialog.getByRole('button', { name: 'Import 2 sections' }).click();
    await expect(toast(page, 'Failed to import sections')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await sectionsOf(stack, c.id)).toEqual([expect.objectContaining({ title: 'Kept', content: 'Still here.' })]);
  });

  test("heidelberg preset: 52 Lord's Days with the 129 questions and their lettered proofs", async ({ page, stack }) => {
    await recordRebuilds(page);
    const c = await newConfession(stack, 'heidelberg-catechism');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    const dialog = await openPaste(page, 'Structure');
    await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText("Heidelberg (Lord's Days with Q&A)");
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill('Q 1. What is your only comfort in life and death?\nA. That I am not my own.');
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(toast(page, "No Lord's Days found. Check your format.")).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill(lordsDaysText(standardDocument('heidelberg-catechism')));
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(dialog.getByRole('heading', { name: "Parsed 52 Lord's Days with 129 questions" })).toBeVisible();
    await expect(dialog.getByRole('list', { name: "Parsed Lord's Days" }).getByRole('listitem').first()).toContainText(
      "Lord's Day 1Q1. What is your only comfort in life and death?",
    );
    await dialog.getByRole('button', { name: 'Import 129 sections' }).click();
    await expect(toast(page, 'Successfully imported 129 sections')).toBeVisible();
    const rows = await sectionsOf(stack, c.id);
    expect(rows).toHaveLength(129);
    expect(rows.find((r) => r.url_slug === 'question-1')!.scripture_proofs.slice(0, 2)).toEqual(['1 Corinthians 6:19, 2', 'Romans 14:7-9']);
  });

  test('westminster preset in the hierarchical editor: 33 chapters with Roman-numbered sections and Refs', async ({ page, stack }) => {
    await recordRebuilds(page);
    const c = await newConfession(stack, 'westminster-confession');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    const dialog = await openPaste(page, 'Structure', 'Bulk Import');
    await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('Westminster (chapters with Roman-numeral sections)');
    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill('I. Although the light of nature ...');
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(toast(page, 'No chapters found. Check your format.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Text to parse' }).fill(chaptersText(standardDocument('westminster-confession')));
    await dialog.getByRole('button', { name: 'Parse' }).click();
    await expect(dialog.getByRole('heading', { name: 'Parsed 33 chapters with 172 sections' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Parsed chapters' }).getByRole('listitem').first()).toContainText(
      'Chapter I: Of the Holy Scripture10 sections',
    );
    await dialog.getByRole('button', { name: 'Import 205 sections' }).click();
    await expect(toast(page, 'Successfully imported 205 sections')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Chapter I: Of the Holy Scripture/ })).toBeVisible();
    const rows = await sectionsOf(stack, c.id);
    expect(rows).toHaveLength(205);
    const chapter1 = rows.find((r) => r.url_slug === 'chapter-1')!;
    const section1 = rows.find((r) => r.url_slug === 'chapter-1-section-1')!;
    expect(section1).toMatchObject({ parent_section_id: chapter1.id, section_type: 'article' });
    expect(section1.scripture_proofs[0]).toBe('Psalm 19:1-3');
    expect(await totalSections(stack, c.id)).toBe(205);
  });
});
