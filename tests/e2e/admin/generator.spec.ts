/**
 * The devotional generator (/devotional-generator) end to end against the local stand-ins: passage lookup from
 * supabase/local's KJV service, text from a chat-completions stand-in (tests/support), the input messages,
 * the malformed-answer message, an editable draft saved as a draft that opens in the devotional editor, and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, removeDevotional, signInAsAdmin } from './console.ts';

const input = (page: Page, name: string) => page.locator(`#generator-${name}`);
const draftField = (page: Page, name: string) => page.locator(`#draft-${name}`);

async function openGenerator(page: Page, stack: Parameters<typeof signInAsAdmin>[1]) {
  await signInAsAdmin(page, stack);
  await page.goto('/admin/devotional-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Devotional generator' })).toBeVisible();
}

async function fillInput(page: Page, character: string, passage = 'Psalm 23:1-2') {
  await input(page, 'date').fill('2099-03-01');
  await input(page, 'main_character').fill(character);
  await input(page, 'key_doctrine').fill('The providence of God');
  await input(page, 'focus').fill('Resting in the Shepherd’s care');
  await input(page, 'biblical_context').fill('A psalm of David, who had been a shepherd.');
  await input(page, 'biblical_passage').fill(passage);
}

test.describe('devotional generator', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('input messages, and Save as Draft before anything was generated', async ({ page, stack }) => {
    await openGenerator(page, stack);
    await input(page, 'date').fill('');
    await page.getByRole('button', { name: 'Generate devotional' }).click();
    for (const message of [
      'Date is required',
      'Main character/event is required',
      'Key doctrine is required',
      'Focus is required',
      'Biblical passage is required',
      'Biblical context is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Please generate devotional content first')).toBeVisible();
  });

  test('a passage that does not exist asks for manual entry', async ({ page, stack }) => {
    await openGenerator(page, stack);
    await input(page, 'biblical_passage').fill('Psalm 151:1');
    await expect(page.getByText('Could not find the specified passage. Enter the scripture text manually.')).toBeVisible();
    await expect(input(page, 'scripture_text')).toHaveValue('');
  });

  test('a malformed AI answer says so and leaves no draft', async ({ page, stack }) => {
    await openGenerator(page, stack);
    await fillInput(page, 'A garbled story');
    await expect(input(page, 'scripture_text')).toHaveValue(/^1 The LORD is my shepherd/);
    await page.getByRole('button', { name: 'Generate devotional' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to parse AI response. Please try again.' })).toBeVisible();
    await expect(draftField(page, 'title')).toHaveCount(0);
  });

  test('a model that does not answer: progress while waiting, then a clear failure', async ({ page, stack }) => {
    await openGenerator(page, stack);
    await fillInput(page, 'A silent model');
    await expect(input(page, 'scripture_text')).toHaveValue(/^1 The LORD is my shepherd/);
    await page.getByRole('button', { name: 'Generate devotional' }).click();
    await expect(page.getByRole('progressbar', { name: 'Writing the devotional' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate devotional' })).toBeDisabled();
    // global-setup gives the function a 10-second AI_TIMEOUT_MS.
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate devotional: the AI service did not answer in time.' })).toBeVisible({
      timeout: 40_000,
    });
    await expect(page.getByRole('progressbar', { name: 'Writing the devotional' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate devotional' })).toBeEnabled();
  });

  test('lookup, generate, edit, save as draft; the draft opens in the devotional editor', async ({ page, stack }) => {
    const character = `Shepherd boy ${randomUUID().slice(0, 6)}`;
    await openGenerator(page, stack);
    await fillInput(page, character);
    // The KJV text arrives by itself, one numbered verse per line.
    await expect(input(page, 'scripture_text')).toHaveValue(
      '1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures: he leadeth me beside the still waters.',
    );
    await page.getByRole('button', { name: 'Generate devotional' }).click();
    await expect(draftField(page, 'title')).toHaveValue(`${character}: Trusting the Faithful God`);
    await expect(draftField(page, 'introduction')).toHaveValue(new RegExp(`^Long ago ${character}`));

    // Every field is editable, and the draft's limits apply.
    await draftField(page, 'title').fill('');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    const title = `The Lord Is ${character}'s Shepherd`;
    const slug = `lord-shepherd-${randomUUID().slice(0, 8)}`;
    await draftField(page, 'title').fill(title);
    await draftField(page, 'slug').fill(slug);
    await draftField(page, 'prayer').fill('Good Shepherd, lead us all our days. Amen.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();

    await expect(page.getByText('Devotional saved as draft!')).toBeVisible();
    await expect(page).toHaveURL(/#\/devotional\/edit\/[0-9a-f-]{36}$/);
    const id = /edit\/([0-9a-f-]{36})/.exec(page.url())![1];
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);

    const { data, error } = await apiClient(stack, 'service').from('devotionals').select('*').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      title,
      slug,
      status: 'draft',
      date: '2099-03-01',
      biblical_passage: 'Psalm 23:1-2',
      main_character: character,
      prayer_suggestion: 'Good Shepherd, lead us all our days. Amen.',
      discussion_questions: [`What did ${character} fear?`, 'How did God keep his promise?', 'Where do you need to trust God today?'],
    });
    expect(data.scripture_text).toMatch(/^1 The LORD is my shepherd/);
    expect(data.transcript).toMatch(new RegExp(`^Long ago ${character}[\\s\\S]*God keeps every promise he makes`));
    await removeDevotional(stack, id);
  });

  test('no serious or critical accessibility violations, before and after generating', async ({ page, stack }) => {
    await openGenerator(page, stack);
    const check = async (screen: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, `${screen}: ${serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')}`).toEqual([]);
    };
    await check('empty generator');
    await fillInput(page, 'Axe check');
    await page.getByRole('button', { name: 'Generate devotional' }).click();
    await expect(draftField(page, 'title')).toHaveValue(/Axe check/);
    await check('generated draft');
  });
});
