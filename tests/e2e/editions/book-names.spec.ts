/**
 * References are stored in English and shown in the edition's language: a Dutch or Spanish devotional names its
 * book as its readers do, in the hero and above the passage, under the memory verse with the Bible it is quoted from,
 * and in the citations its translated prose keeps from the English original (the text, Behind the Devotional).
 */
import { apiClient, expect, test } from '../fixtures.ts';

test('a Dutch and a Spanish devotional name the books of their references in their language', async ({ page, stack }) => {
  for (const [slug, lang, book, abbreviation, galatians] of [
    ['de-goede-herder-geeft-zijn-leven', 'nl', 'Johannes', 'SV', 'Galaten'],
    ['el-buen-pastor-da-su-vida', 'es', 'Juan', 'RV1909', 'Gálatas'],
  ] as const) {
    const { data, error } = await apiClient(stack).from('devotionals').select('id, biblical_passage').eq('slug', slug).single();
    expect(error).toBeNull();
    expect(data!.biblical_passage).toBe('John 10:11-18');
    await page.goto(`/${lang}/devotional/${data!.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const passage = page.locator('#scripture-passage');
    await expect(passage.getByText(`${book} 10:11-18`).first()).toBeVisible();
    await expect(passage.getByText(`(${abbreviation})`).first()).toBeVisible();
    // The memory verse names its reference and its Bible: "Johannes 10:11 (SV)".
    await expect(page.locator('#memory-verse footer:visible')).toHaveText(`${book} 10:11 (${abbreviation})`, { useInnerText: true });
    // The citations of the translated text and of Behind the Devotional.
    const main = page.getByRole('main');
    await expect(main).toContainText(`(${galatians} 2:20)`);
    await expect(main).toContainText(`(${book} 6:37)`);
    await page.getByTestId('behind-details').locator('summary').click();
    await expect(page.getByTestId('behind-details')).toContainText(`(${book} 9)`);
    await expect(main).not.toContainText(/\b(John|Galatians|Ezekiel) \d/);
  }
});
