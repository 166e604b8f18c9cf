/** The confession editor: header, tabs, metadata, the flat editor's section CRUD, Add Lord's Day and Fix Q&A Format. */
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

async function confessionId(stack: Parameters<typeof apiClient>[0], slug: string): Promise<string> {
  const { data } = await apiClient(stack).from('confessions').select('id').eq('language', 'en').eq('slug', slug).single();
  return data!.id as string;
}

test.describe('confession editor', () => {
  // The console on a small shared machine: sign-in, a few screens and axe take longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(({ stack }) => removeTestConfessions(stack));

  test('the spec route opens the editor; header buttons and tab labels follow the slug', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await openEditor(page, await confessionId(stack, 'heidelberg-catechism'));
    await expect(page).toHaveURL(/\/admin\/#\/confessions\//);
    await expect(page.getByRole('link', { name: 'Back to Confessions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fix Q&A Format' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Public Page' })).toHaveAttribute('href', '/confessions/heidelberg-catechism/');
    await expect(page.getByRole('tab', { name: 'Structure' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await openEditor(page, await confessionId(stack, 'belgic-confession'));
    await expect(page.getByRole('tab', { name: 'Sections' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fix Q&A Format' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Sections' }).click();
    const table = page.getByRole('table', { name: 'Sections of Belgic Confession' });
    for (const name of ['No.', 'Title', 'Content Preview', 'Proofs', 'Actions']) await expect(table.getByRole('columnheader', { name })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(38);
    await expect(table.getByRole('row').nth(1)).toContainText('The Only God');
    await expectNoSeriousAxeViolations(page);

    await openEditor(page, await confessionId(stack, 'westminster-confession'));
    await expect(page.getByRole('tab', { name: 'Structure' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fix Q&A Format' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Confessions' }).click();
    await expect(page.getByRole('columnheader', { name: 'Structure' })).toBeVisible();
  });

  test('a confession that cannot be loaded says so and returns to the list', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await page.goto('/admin/confessions/00000000-0000-4000-8000-000000000000');
    await expect(toast(page, 'Failed to load confession')).toBeVisible();
    await expect(page).toHaveURL(/#\/confessions$/);
  });

  test('metadata: name required, year numeric or empty, blanks stored as null, slug read-only', async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const c = await newConfession(stack, 'metadata');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(c.slug);
    await page.getByRole('textbox', { name: 'Name' }).fill('   ');
    await page.getByRole('textbox', { name: 'Year' }).fill('sixteen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Year must be a number')).toBeVisible();

    // A description longer than the database allows (5,000 characters) is refused and nothing changes.
    await page.getByRole('textbox', { name: 'Name' }).fill('Second Helvetic Confession');
    await page.getByRole('textbox', { name: 'Year' }).fill('1566');
    await page.getByRole('textbox', { name: 'Description' }).fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to update confession')).toBeVisible();
    expect((await apiClient(stack).from('confessions').select('name').eq('id', c.id).single()).data).toEqual({ name: c.name });
    await page.getByRole('textbox', { name: 'Name' }).fill('Second Helvetic Confession');
    await page.getByRole('textbox', { name: 'Year' }).fill('');
    await page.getByRole('textbox', { name: 'Description' }).fill('   ');
    await page.getByRole('textbox', { name: 'Historical Context' }).fill('Written by Heinrich Bullinger.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Confession updated successfully')).toBeVisible();
    const { data } = await apiClient(stack).from('confessions').select('name, year, description, historical_context').eq('id', c.id).single();
    expect(data).toEqual({ name: 'Second Helvetic Confession', year: null, description: null, historical_context: 'Written by Heinrich Bullinger.' });
    await expect(page.getByRole('heading', { level: 1, name: 'Second Helvetic Confession' })).toBeVisible();
    expect(rebuilds).toEqual(['Test metadata: details updated']);
    await expectNoSeriousAxeViolations(page);
  });

  test('flat editor: add, edit and delete a section, with proofs and total_sections kept', async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const c = await newConfession(stack, 'articles');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    await page.getByRole('tab', { name: 'Sections' }).click();
    await expect(page.getByText('No sections yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Section' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Section number is required')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Section number' }).fill('1');
    // Longer than a section may be (50,000 characters): the database refuses it and nothing is added.
    await dialog.getByRole('textbox', { name: 'Content' }).fill('word '.repeat(10_001));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to save section')).toBeVisible();
    expect(await totalSections(stack, c.id)).toBe(0);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Of God');
    await expect(dialog.getByRole('button', { name: 'Parse and add' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Add references' }).fill('(a) Deut. 6:4; 1 Cor. 8:4 (b) Isa. 44:6');
    await dialog.getByRole('button', { name: 'Parse and add' }).click();
    await expect(dialog.getByText('Scripture proofs (3)')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill(
        'We all believe with the heart and confess with the mouth that there is one only simple and spiritual Being, which we call God; and that he is eternal, incomprehensible, invisible, immutable, infinite, almighty, perfectly wise, just, good, and the overflowing fountain of all good.',
      );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Section added successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Of God' });
    await expect(row).toContainText('We all believe with the heart and confess with the mouth that there is one only simple and spiritual…');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    expect(await totalSections(stack, c.id)).toBe(1);
    const [saved] = await sectionsOf(stack, c.id);
    expect(saved).toMatchObject({
      section_type: 'article',
      section_number: 1,
      url_slug: 'article-1',
      scripture_proofs: ['Deut. 6:4', '1 Cor. 8:4', 'Isa. 44:6'],
    });

    await row.getByRole('button', { name: 'Edit section 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Section' });
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill('The Only God');
    // A proof chip is removed with its delete icon or, from the keyboard, with Delete.
    await edit.getByRole('button', { name: 'Deut. 6:4' }).press('Delete');
    await expect(edit.getByText('Scripture proofs (2)')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Section updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'The Only God' })).toBeVisible();
    expect((await sectionsOf(stack, c.id))[0]).toMatchObject({ title: 'The Only God', scripture_proofs: ['1 Cor. 8:4', 'Isa. 44:6'] });

    await page.getByRole('button', { name: 'Delete section 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Section deleted successfully')).toBeVisible();
    await expect(page.getByText('No sections yet.')).toBeVisible();
    expect(await totalSections(stack, c.id)).toBe(0);
    expect(rebuilds).toEqual(['Test articles: section 1 added', 'Test articles: section 1 updated', 'Test articles: section 1 deleted']);
  });

  test("Add Lord's Day (Heidelberg): the spec's message, then the Q&As saved as questions", async ({ page, stack }) => {
    await recordRebuilds(page);
    const c = await newConfession(stack, 'heidelberg-catechism');
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    await page.getByRole('tab', { name: 'Structure' }).click();
    await page.getByRole('button', { name: "Add Lord's Day" }).click();
    const dialog = page.getByRole('dialog', { name: "Add Lord's Day" });
    await dialog.getByRole('button', { name: "Save Lord's Day" }).click();
    await expect(toast(page, "Please fill in Lord's Day number and at least one Q&A")).toBeVisible();

    await dialog.getByRole('spinbutton', { name: "Lord's Day number" }).fill('1');
    // The fixed table gives Lord's Day 1 questions 1 and 2.
    await expect(dialog.getByRole('spinbutton', { name: 'Question number (Q&A 1)' })).toHaveValue('1');
    await expect(dialog.getByRole('spinbutton', { name: 'Question number (Q&A 2)' })).toHaveValue('2');
    await dialog.getByRole('textbox', { name: 'Question (Q&A 1)' }).fill('What is your only comfort in life and death?');
    await dialog.getByRole('textbox', { name: 'Answer (Q&A 1)' }).fill('word '.repeat(10_001));
    await dialog.getByRole('button', { name: "Save Lord's Day" }).click();
    await expect(toast(page, "Failed to save Lord's Day")).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Answer (Q&A 1)' })
      .fill('That I am not my own, but belong with body and soul, both in life and in death, to my faithful Saviour Jesus Christ.');
    await dialog.getByRole('button', { name: "Save Lord's Day" }).click();
    await expect(toast(page, "Lord's Day 1 saved with 1 Q&A(s)")).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'What is your only comfort in life and death?' })).toBeVisible();
    expect(await sectionsOf(stack, c.id)).toEqual([
      expect.objectContaining({ section_type: 'question', section_number: 1, url_slug: 'question-1', title: 'What is your only comfort in life and death?' }),
    ]);
  });

  test('Fix Q&A Format moves the question into the title and the references into the proofs', async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const c = await newConfession(stack, 'westminster-shorter-catechism');
    const service = apiClient(stack, 'service');
    await service.from('confession_sections').insert([
      {
        confession_id: c.id,
        section_type: 'question',
        section_number: 1,
        url_slug: 'question-1',
        content: "Q: What is the chief end of man?\n\nA: Man's chief end is to glorify God, and to enjoy him for ever.\n\nRefs: 1 Cor. 10:31; Rom. 11:36",
      },
      {
        confession_id: c.id,
        section_type: 'question',
        section_number: 2,
        url_slug: 'question-2',
        title: 'What rule hath God given?',
        content: 'The word of God.',
      },
    ]);
    await signInAsAdmin(page, stack);
    await openEditor(page, c.id);
    await page.getByRole('button', { name: 'Fix Q&A Format' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fix format' }).click();
    await expect(toast(page, 'Reformatted 1 Q&A sections')).toBeVisible();
    const rows = await sectionsOf(stack, c.id);
    expect(rows[0]).toMatchObject({
      title: 'What is the chief end of man?',
      content: "Man's chief end is to glorify God, and to enjoy him for ever.",
      scripture_proofs: ['1 Cor. 10:31', 'Rom. 11:36'],
    });
    expect(rows[1]).toMatchObject({ title: 'What rule hath God given?', content: 'The word of God.' });
    expect(rebuilds).toEqual(['Test westminster-shorter-catechism: Q&A format fixed in 1 sections']);
  });
});
