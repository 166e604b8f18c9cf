/**
 * References are stored in English and shown in the edition's language: a Dutch or Spanish devotional names its
 * book as its readers do, in the hero and above the passage.
 */
import { apiClient, expect, test } from '../fixtures.ts';

test('a Dutch and a Spanish devotional name the book of their passage in their language', async ({ page, stack }) => {
  for (const [slug, lang, book, abbreviation] of [
    ['de-goede-herder-geeft-zijn-leven', 'nl', 'Johannes', 'SV'],
    ['el-buen-pastor-da-su-vida', 'es', 'Juan', 'RV1909'],
  ] as const) {
    const { data, error } = await apiClient(stack).from('devotionals').select('id, biblical_passage').eq('slug', slug).single();
    expect(error).toBeNull();
    expect(data!.biblical_passage).toBe('John 10:11-18');
    await page.goto(`/${lang}/devotional/${data!.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const passage = page.locator('#scripture-passage');
    await expect(passage.getByText(`${book} 10:11-18`).first()).toBeVisible();
    await expect(passage.getByText(`(${abbreviation})`).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('John 10:11-18')).toHaveCount(0);
  }
});
