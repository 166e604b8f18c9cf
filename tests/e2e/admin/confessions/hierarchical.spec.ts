/** The hierarchical editor: heads with their articles, the rejection of errors, Add Q&A on a chapter. */
import { apiClient, expect, test } from '../../fixtures.ts';
import { expectNoSeriousAxeViolations, newConfession, removeTestConfessions, openEditor, recordRebuilds, sectionsOf, signInAsAdmin, toast } from './console.ts';

test.describe('hierarchical editor', () => {
  // The console on a small shared machine: sign-in, a few screens and axe take longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(({ stack }) => removeTestConfessions(stack));

  test('the Canons of Dort: collapsible heads with articles and a Rejection of Errors group', async ({ page, stack }) => {
    const { data } = await apiClient(stack).from('confessions').select('id').eq('language', 'en').eq('slug', 'canons-of-dort').single();
    await signInAsAdmin(page, stack);
    await openEditor(page, data!.id);
    await page.getByRole('tab', { name: 'Structure' }).click();
    const head1 = page.getByRole('button', { name: /^Head 1: Of Divine Predestination/ });
    await expect(head1).toContainText('18 articles, 9 rejections of errors');
    await expect(page.getByRole('button', { name: /^Head 5: Of the Perseverance of the Saints/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles of Head 1' })).toHaveCount(0);
    await head1.click();
    await expect(page.getByRole('list', { name: 'Articles of Head 1' }).getByRole('listitem')).toHaveCount(18);
    await expect(page.getByRole('heading', { name: 'Rejection of Errors' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rejection of Errors of Head 1' }).getByRole('listitem')).toHaveCount(9);
    await expectNoSeriousAxeViolations(page);
  });

  test('Add Q&A on a chapter, add a chapter, edit and delete', async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const c = await newConfession(stack, 'westminster-confession');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    await page.getByRole('tab', { name: 'Structure' }).click();
    await expect(page.getByText('No chapters yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Section' }).click();
    const add = page.getByRole('dialog', { name: 'Add Section' });
    await expect(add.getByRole('combobox', { name: 'Kind' })).toHaveText('Chapter');
    await add.getByRole('spinbutton', { name: 'Section number' }).fill('2');
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill('Of God, and of the Holy Trinity');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Section added successfully')).toBeVisible();

    const chapter = page.getByRole('button', { name: /^Chapter II: Of God, and of the Holy Trinity/ });
    await chapter.click();
    await page.getByRole('button', { name: 'Add Q&A to Chapter II' }).click();
    const qa = page.getByRole('dialog', { name: 'Add Q&A to Chapter 2' });
    await qa.getByRole('textbox', { name: 'Question' }).fill('What is God?');
    await qa.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(toast(page, 'Please fill in question number, question, and answer')).toBeVisible();
    await qa.getByRole('textbox', { name: 'Answer' }).fill('word '.repeat(10_001));
    await qa.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(toast(page, 'Failed to add Q&A')).toBeVisible();
    await qa.getByRole('textbox', { name: 'Answer' }).fill('God is a Spirit, infinite, eternal, and unchangeable.');
    await qa.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(toast(page, 'Q&A added successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sections of Chapter II' })).toContainText('Chapter II, section I: What is God?');

    await page.getByRole('button', { name: 'Edit Chapter II, section I' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Section' });
    await edit.getByRole('textbox', { name: 'Content' }).fill('word '.repeat(10_001));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to update section')).toBeVisible();
    await edit
      .getByRole('textbox', { name: 'Content' })
      .fill('God is a Spirit, infinite, eternal, and unchangeable, in his being, wisdom, power, holiness, justice, goodness, and truth.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Section updated successfully')).toBeVisible();

    let rows = await sectionsOf(stack, c.id);
    expect(rows.map((r) => [r.url_slug, r.section_type])).toEqual([
      ['chapter-2', 'chapter'],
      ['chapter-2-section-1', 'article'],
    ]);
    expect(rows[1]).toMatchObject({ parent_section_id: rows[0].id, title: 'What is God?' });
    expect(rows[1].content).toContain('holiness, justice, goodness, and truth.');

    await page.getByRole('button', { name: 'Delete Chapter II', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('This also deletes its 1 sections');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Section deleted successfully')).toBeVisible();
    rows = await sectionsOf(stack, c.id);
    expect(rows).toEqual([]);
    expect(rebuilds).toHaveLength(4);
  });
});
