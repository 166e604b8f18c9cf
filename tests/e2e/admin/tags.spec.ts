/** /admin/tags: Name, Slug, Used By; add, edit and delete dialogs with their rules and messages, and the names in the other editions. */
import AxeBuilder from '@axe-core/playwright';
import { apiClient, expect, test } from '../fixtures.ts';
import { captureRebuildRequests, expectNoSeriousAxeViolations, toast } from './screens.ts';
import { openConsole, unique } from '../../support/admin-sign-in.ts';

// Each test is a whole admin flow (sign-in, several writes, axe) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

test.describe('admin tags', () => {
  test('adds a tag with its slug, refuses empty, symbol-only and duplicate names', async ({ page, stack }) => {
    const id = unique();
    await openConsole(page, stack, 'tags');
    for (const header of ['Name', 'Slug', 'Used By', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '#/');
    await expectNoSeriousAxeViolations(page, '/admin/tags');

    await page.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(dialog.getByText('Tag name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('!!! ???');
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(dialog.getByText('Tag name must contain at least one letter or number')).toBeVisible();

    await dialog.getByLabel('Name').fill(`  Means of Grace ${id}! `);
    await expect(dialog.getByText(`means-of-grace-${id}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(toast(page, 'Tag added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.locator('tbody tr').filter({ hasText: `means-of-grace-${id}` });
    await expect(row.getByRole('cell', { name: `Means of Grace ${id}!`, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0 devotionals', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Tag' }).click();
    await dialog.getByLabel('Name').fill(`Means of grace ${id}`);
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(toast(page, 'A tag with this name already exists')).toBeVisible();
    await expect(dialog.getByText('A tag with this name already exists')).toBeVisible();
    const { data } = await apiClient(stack).from('tags').select('name').eq('slug', `means-of-grace-${id}`);
    expect(data).toEqual([{ name: `Means of Grace ${id}!` }]);
  });

  test("renames a tag, and refuses a rename onto another tag's slug", async ({ page, stack }) => {
    const id = unique();
    const service = apiClient(stack, 'service');
    await service.from('tags').insert([
      { name: `Covenant ${id}`, slug: `covenant-${id}` },
      { name: `Election ${id}`, slug: `election-${id}` },
    ]);
    await openConsole(page, stack, 'tags');
    await page.getByRole('button', { name: `Edit tag Covenant ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tag' });
    await expect(dialog.getByLabel('Name')).toHaveValue(`Covenant ${id}`);
    await dialog.getByLabel('Name').fill(`Covenant of Grace ${id}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Tag updated successfully')).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: `covenant-of-grace-${id}` })).toBeVisible();

    await page.getByRole('button', { name: `Edit tag Election ${id}` }).click();
    await dialog.getByLabel('Name').fill(`Covenant of Grace ${id}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'A tag with this name already exists')).toBeVisible();
    const { data } = await service.from('tags').select('slug').eq('name', `Election ${id}`);
    expect(data).toEqual([{ slug: `election-${id}` }]);
  });

  test('names a tag in Dutch and Spanish, and clears the Spanish name back to the English one', async ({ page, stack }) => {
    const id = unique();
    const service = apiClient(stack, 'service');
    const { data: tag } = await service
      .from('tags')
      .insert({ name: `Sabbath ${id}`, slug: `sabbath-${id}` })
      .select('id')
      .single();
    await service.from('tag_names').insert({ tag_id: tag!.id, language: 'es', name: `Día de reposo ${id}` });
    await openConsole(page, stack, 'tags');
    await page.getByRole('button', { name: `Edit tag Sabbath ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tag' });
    await expect(dialog.getByLabel('Spanish (Español)')).toHaveValue(`Día de reposo ${id}`);
    await expect(dialog.getByLabel('Dutch (Nederlands)')).toHaveValue('');
    await expect(dialog.getByText('Empty: the Dutch pages show the English name.')).toBeVisible();

    await dialog.getByLabel('Dutch (Nederlands)').fill('¿?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Tag name must contain at least one letter or number')).toBeVisible();
    await dialog.getByLabel('Dutch (Nederlands)').fill(`  Sabbat ${id} `);
    await dialog.getByLabel('Spanish (Español)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Tag updated successfully')).toBeVisible();
    const { data } = await service.from('tag_names').select('language, name').eq('tag_id', tag!.id);
    expect(data).toEqual([{ language: 'nl', name: `Sabbat ${id}` }]);
  });

  test('deletes an unused tag after confirmation; a tag in use is refused', async ({ page, stack }) => {
    const id = unique();
    const service = apiClient(stack, 'service');
    const { data: tags } = await service
      .from('tags')
      .insert([
        { name: `Unused ${id}`, slug: `unused-${id}` },
        { name: `Used ${id}`, slug: `used-${id}` },
      ])
      .select('id, slug');
    const used = tags!.find((t) => t.slug === `used-${id}`)!;
    const { data: devotional } = await service
      .from('devotionals')
      .insert({ title: `Tagged ${id}`, slug: `tagged-${id}`, date: '2001-01-01', biblical_passage: 'Ruth 1:16' })
      .select('id')
      .single();
    await service.from('devotional_tags').insert({ devotional_id: devotional!.id, tag_id: used.id });

    const rebuilds = await captureRebuildRequests(page);
    await openConsole(page, stack, 'tags');
    const usedRow = page.locator('tbody tr').filter({ hasText: `used-${id}` });
    await expect(usedRow.getByRole('cell', { name: '1 devotional', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete tag Unused ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: `unused-${id}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete tag Unused ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Tag deleted successfully')).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: `unused-${id}` })).toHaveCount(0);
    await expect.poll(() => rebuilds).toEqual([`Tag deleted: Unused ${id}`]);

    await page.getByRole('button', { name: `Delete tag Used ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, "Cannot delete tag: it's still in use by devotionals")).toBeVisible();
    await expect(usedRow).toBeVisible();
    expect((await service.from('tags').select('id').eq('id', used.id)).data).toHaveLength(1);
    await service.from('devotionals').delete().eq('id', devotional!.id);
  });

  test("failures to load, add, update and delete show the spec's messages", async ({ page, stack }) => {
    const id = unique();
    await apiClient(stack, 'service')
      .from('tags')
      .insert({ name: `Fragile ${id}`, slug: `fragile-${id}` });
    await openConsole(page, stack, 'tags');
    await expect(page.getByRole('button', { name: `Edit tag Fragile ${id}` })).toBeVisible();
    // The API becomes unreachable for tag writes (a network failure, not a database refusal).
    await page.route('**/rest/v1/tags?**', (route) => route.abort('connectionrefused'));
    await page.route('**/rest/v1/tags', (route) => route.abort('connectionrefused'));

    await page.getByRole('button', { name: 'Add Tag' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`Offline ${id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Tag' }).click();
    await expect(toast(page, 'Failed to add tag')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Edit tag Fragile ${id}` }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`Fragile edited ${id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to update tag')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete tag Fragile ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete tag')).toBeVisible();

    await page.route('**/rest/v1/tags_with_usage?**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(toast(page, 'Failed to load tags')).toBeVisible();
  });
});
