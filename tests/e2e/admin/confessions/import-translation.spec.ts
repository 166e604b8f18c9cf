/**
 * The console's "Import a translation": an admin uploads the Dutch Heidelberg Catechism from ../shared/confessions-nl
 * on a phone-sized screen. A missing licence is named beside its field before anything is sent; with it, the text is
 * imported (every section keeps its id, so the reader pages and practice items hold) and a rebuild is asked for.
 */
import path from 'node:path';
import { apiClient, expect, test } from '../../fixtures.ts';
import { CONFESSIONS_NL_DIR } from '../../../fixtures/shared-data.ts';
import { expectNoSeriousAxeViolations, recordRebuilds, signInAsAdmin, toast } from './console.ts';

test.describe('importing a translation', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin uploads the Dutch Heidelberg Catechism with its source and licence', async ({ page, stack }) => {
    const rebuilds = await recordRebuilds(page);
    const service = apiClient(stack, 'service');
    const dutch = () =>
      service
        .from('confessions')
        .select('id, total_sections, source_name, source_url, licence')
        .eq('language', 'nl')
        .eq('slug', 'heidelberg-catechism')
        .single();
    const before = (await dutch()).data!;
    const sectionIds = () => service.from('confession_sections').select('id, url_slug').eq('confession_id', before.id).order('id').limit(500);
    const idsBefore = (await sectionIds()).data;
    expect(idsBefore).toHaveLength(129);

    await signInAsAdmin(page, stack);
    await page.goto('/admin/confessions');
    await page.getByRole('button', { name: 'Import a translation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a translation' });
    await expect(dialog.getByRole('combobox', { name: 'Edition' })).toHaveText('Dutch (nl)');
    await expect(dialog.getByRole('combobox', { name: 'Document it translates' })).toHaveText('Heidelberg Catechism');
    await expect(dialog).not.toContainText(/click to upload/i);
    await expect(dialog.getByText('Choose JSON file')).toBeVisible();
    await dialog.getByLabel('Translation JSON file').setInputFiles(path.join(CONFESSIONS_NL_DIR, 'heidelberg_catechism.json'));
    await expect(dialog.getByTestId('translation-file-name')).toHaveText('heidelberg_catechism.json');
    // The file's own Metadata offers its address and terms.
    await expect(dialog.getByRole('textbox', { name: 'Source URL' })).toHaveValue(/^https:\/\/github\.com\/saintleva\/HeidelbergCatechismReader\//);
    await expect(dialog.getByRole('textbox', { name: 'Licence' })).toHaveValue('Public Domain');
    await dialog.getByRole('textbox', { name: 'Source name' }).fill('HeidelbergCatechismReader');
    await dialog.getByRole('textbox', { name: 'Licence' }).fill('');

    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/import-confessions') && request.method() === 'POST') sent += 1;
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Name the licence the text is published under (for an old text: Public Domain)')).toBeVisible();
    expect(sent).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('textbox', { name: 'Licence' }).fill('Public Domain');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Imported the Dutch (nl) translation of the Heidelberg Catechism: 129 items')).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeHidden();
    expect(sent).toBe(1);
    expect(rebuilds).toEqual(['Imported the Dutch Heidelberg Catechism']);

    expect((await dutch()).data).toMatchObject({ id: before.id, total_sections: 129, source_name: 'HeidelbergCatechismReader', licence: 'Public Domain' });
    expect((await sectionIds()).data).toEqual(idsBefore);
  });
});
