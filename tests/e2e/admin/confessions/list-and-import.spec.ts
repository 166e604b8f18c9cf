/** The confession list and the import of the five standard documents. */
import { apiClient, expect, test } from '../../fixtures.ts';
import { expectNoSeriousAxeViolations, recordRebuilds, signInAsAdmin, toast } from './console.ts';

test.describe('confession list', () => {
  // The console on a small shared machine: sign-in, a few screens and axe take longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('shows Name, Year, Structure and Actions; Edit opens the editor and View the public page', async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await page.goto('/admin/confessions');
    for (const name of ['Name', 'Year', 'Structure', 'Actions']) await expect(page.getByRole('columnheader', { name })).toBeVisible();
    const belgic = page.getByRole('row').filter({ hasText: 'Belgic Confession' });
    await expect(belgic).toContainText('1561');
    await expect(belgic).toContainText('Flat');
    await expect(belgic).toContainText('37 sections');
    await expect(page.getByRole('row').filter({ hasText: 'Canons of Dort' })).toContainText('Hierarchical');
    await expect(belgic.getByRole('link', { name: 'View Belgic Confession' })).toHaveAttribute('href', '/confessions/belgic-confession/');
    await expectNoSeriousAxeViolations(page);
    await belgic.getByRole('link', { name: 'Edit Belgic Confession' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Belgic Confession' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sections' })).toBeVisible();
  });

  test('imports the five documents with their counts, keeping every section id', async ({ page, stack }) => {
    test.setTimeout(240_000);
    const rebuilds = await recordRebuilds(page);
    const service = apiClient(stack, 'service');
    // The five documents' sections only: other tests add and remove confessions of their own meanwhile.
    const five = await service
      .from('confessions')
      .select('id')
      .eq('language', 'en')
      .in('slug', ['belgic-confession', 'heidelberg-catechism', 'westminster-confession', 'westminster-larger-catechism', 'westminster-shorter-catechism']);
    const fiveIds = five.data!.map((c) => c.id as string);
    expect(fiveIds).toHaveLength(5);
    const sectionIds = () => service.from('confession_sections').select('id, url_slug, confession_id').in('confession_id', fiveIds).order('id').limit(5000);
    const before = await sectionIds();
    expect(before.data).toHaveLength(37 + 129 + 205 + 196 + 107);

    await signInAsAdmin(page, stack);
    await page.goto('/admin/confessions');
    await page.getByRole('button', { name: 'Import Confessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import standard confessions' });
    const expected = [
      ['belgic-confession', 'Belgic Confession', '37 articles', 37],
      ['heidelberg-catechism', 'Heidelberg Catechism', '129 Q&As', 129],
      ['westminster-confession', 'Westminster Confession of Faith', '33 chapters', 205],
      ['westminster-larger-catechism', 'Westminster Larger Catechism', '196 Q&As', 196],
      ['westminster-shorter-catechism', 'Westminster Shorter Catechism', '107 Q&As', 107],
    ] as const;
    for (const [slug, name, count] of expected) await expect(dialog.getByTestId(`import-${slug}`)).toContainText(`${name}${count}`);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Starting confession import... This may take a minute.')).toBeVisible();
    for (const [slug, , count, sections] of expected) {
      await expect(dialog.getByTestId(`import-${slug}`)).toContainText(`Imported: ${count} (${sections} sections)`, { timeout: 120_000 });
    }
    await expect(toast(page, 'Successfully imported 5 confession(s)')).toBeVisible();
    await expect(dialog.getByText('Import finished. You can close this dialog.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const after = await sectionIds();
    expect(after.data).toEqual(before.data);
    expect(rebuilds).toEqual(['Imported 5 standard confession(s)']);
  });
});
