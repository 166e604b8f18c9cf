/**
 * A translated document names where its text comes from, under its title and in the edition's words: the Dutch
 * Heidelberg Catechism says "Bron: HeidelbergCatechismReader · Licentie: Publiek domein", the source linked. A
 * document the edition shows in English, with no source recorded, says nothing of the kind.
 */
import { expect, test } from '../fixtures.ts';

test('the Dutch Heidelberg Catechism shows its source and licence under the title', async ({ page }) => {
  await page.goto('/nl/confessions/heidelberg-catechism/');
  const header = page.getByTestId('confession-header');
  const source = header.getByTestId('confession-source');
  await expect(source).toHaveText('Bron: HeidelbergCatechismReader · Licentie: Publiek domein');
  await expect(source.getByRole('link', { name: 'HeidelbergCatechismReader' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/saintleva\/HeidelbergCatechismReader\//,
  );

  await page.goto('/nl/confessions/westminster-confession/');
  await expect(page.getByTestId('confession-source')).toHaveCount(0);
});
