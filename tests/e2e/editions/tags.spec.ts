/**
 * Tags in the Dutch and Spanish editions: the home page's chips and a devotional's tags carry the edition's names,
 * each edition has its tag pages (/nl/tags/covenant/) listing only its released devotionals with the tag, and the
 * pages are in the edition's language with their translations linked.
 */
import { apiClient, expect, test } from '../fixtures.ts';
import { expectAxeClean } from './axe.ts';

const ENGLISH_NAMES = /#(Grace|Faith|Prayer|Covenant|Worship|Forgiveness|Hope|Salvation|Humility|Trust|Repentance)\b/;

test.describe('tags in the Dutch and Spanish editions', () => {
  test("the home page's tag chips carry the edition's names and lead to all its tags", async ({ page }) => {
    for (const [lang, names] of [
      ['nl', ['#Aanbidding', '#Genade', '#Gebed']],
      ['es', ['#Adoración', '#Gracia', '#Esperanza']],
    ] as const) {
      await page.goto(`/${lang}/`);
      const chips = page.getByTestId('tag-options');
      for (const name of names) await expect(chips.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(chips).not.toContainText(ENGLISH_NAMES);
      await page
        .getByTestId('devotional-search')
        .getByRole('link', { name: lang === 'nl' ? 'Alle onderwerpen' : 'Todas las etiquetas' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/tags/$`));
      await expect(page.getByTestId('tag-link').filter({ hasText: lang === 'nl' ? '#Verbond' : '#Pacto' })).toBeVisible();
      await expect(page.getByTestId('tags-index')).not.toContainText(ENGLISH_NAMES);
    }
  });

  test('/nl/tags/covenant/ lists the Dutch devotionals with the tag under its Dutch name, and a devotional links its tags', async ({ page }) => {
    const response = await page.goto('/nl/tags/covenant/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle('#Verbond | Reformed Devotionals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#Verbond');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/tags\/covenant\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^s]\/tags\/covenant\/$/);
    const listed = page.getByTestId('tag-devotionals').getByRole('link');
    await expect(listed.filter({ hasText: 'Een belofte in het hart geschreven' })).toBeVisible();
    await expectAxeClean(page, '/nl/tags/covenant/');

    await listed.filter({ hasText: 'Een belofte in het hart geschreven' }).click();
    const tags = page.getByTestId('devotional-tags');
    await expect(tags.getByRole('link', { name: '#Verbond' })).toHaveAttribute('href', '/nl/tags/covenant/');
    await expect(tags.getByRole('link', { name: '#Vergeving' })).toHaveAttribute('href', '/nl/tags/forgiveness/');
    await expect(tags).not.toContainText(ENGLISH_NAMES);

    await page.goto('/es/tags/covenant/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#Pacto');
    await expect(page.getByTestId('tag-devotionals')).toContainText('Una promesa escrita en el corazón');
  });

  test('a tag page lists only released devotionals, newest first, and says so when it has none', async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const { data: today } = await service.rpc('site_today');
    const { data: tagged } = await service
      .from('devotionals')
      .select('title, date, language, tags!inner(slug)')
      .eq('language', 'en')
      .eq('status', 'published')
      .eq('tags.slug', 'grace')
      .order('date', { ascending: false });
    const released = tagged!.filter((d) => d.date <= (today as string));
    const future = tagged!.filter((d) => d.date > (today as string));
    await page.goto('/tags/grace/');
    const titles = await page.getByTestId('tag-devotionals').getByRole('link').locator('span.font-semibold').allTextContents();
    expect(titles).toEqual(released.map((d) => d.title));
    for (const d of future) expect(titles).not.toContain(d.title);

    // No Dutch sample carries "Courage": its Dutch page is there, in Dutch, with nothing to list yet.
    await page.goto('/nl/tags/courage/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#Moed');
    await expect(page.getByTestId('empty-state')).toContainText('Nog geen overdenkingen bij dit onderwerp');
  });
});
