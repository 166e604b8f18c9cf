/**
 * The newsletter's preferences page in the Dutch edition: a Dutch subscriber opens the link of their
 * e-mail and finds the choices in Dutch, the Statenvertaling offered first beside the KJV and the BSB; saving says
 * so in Dutch and stores 'sv'. The Spanish page offers the Reina-Valera 1909.
 */
import { apiClient, expect, test, type Stack } from '../fixtures.ts';

async function subscribe(stack: Stack, language: 'nl' | 'es'): Promise<{ email: string; token: string }> {
  const email = `lezer.${language}.${Date.now()}@example.test`;
  const { data, error } = await apiClient(stack, 'service')
    .from('newsletter_subscribers')
    .insert({ email, language, confirmed_at: new Date().toISOString() })
    .select('unsubscribe_token')
    .single();
  if (error) throw new Error(error.message);
  return { email, token: (data as { unsubscribe_token: string }).unsubscribe_token };
}

test('the Dutch preferences page offers the Statenvertaling in Dutch, and saving it stores sv', async ({ page, stack }) => {
  const { email, token } = await subscribe(stack, 'nl');
  await page.goto(`/nl/newsletter/preferences/?token=${token}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your e-mail preferences');

  const frequency = page.getByRole('group', { name: 'Hoe vaak wilt u de e-mail ontvangen?' });
  await expect(frequency.getByRole('radio', { name: 'Wekelijks' })).toBeChecked();
  await expect(frequency).toContainText('Op zondag de overdenkingen van de week in één e-mail.');
  const bibles = page.getByRole('group', { name: 'Bijbelvertaling' });
  await expect(bibles.getByRole('radio')).toHaveCount(3);
  await expect(bibles.locator('label')).toHaveText(['Statenvertaling (SV)', 'King James Version (KJV)', 'Berean Standard Bible (BSB)']);
  await expect(bibles).toContainText('De vertaling die elke Nederlandse overdenking aanhaalt.');
  await expect(page.getByRole('link', { name: 'Afmelden' })).toHaveAttribute('href', `/nl/newsletter/unsubscribe/?token=${token}`);

  await frequency.getByRole('radio', { name: 'Dagelijks' }).check();
  await bibles.getByRole('radio', { name: 'Statenvertaling (SV)' }).check();
  await page.getByRole('button', { name: 'Mijn keuze opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText('Opgeslagen. U ontvangt de dagelijkse e-mail, met de Schriftgedeelten uit de SV.');
  const { data } = await apiClient(stack, 'service').from('newsletter_subscribers').select('frequency, bible_translation').eq('email', email).single();
  expect(data).toEqual({ frequency: 'daily', bible_translation: 'sv' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Statenvertaling (SV)' })).toBeChecked();
});

test('the Spanish preferences page offers the Reina-Valera 1909, in Spanish', async ({ page, stack }) => {
  const { token } = await subscribe(stack, 'es');
  await page.goto(`/es/newsletter/preferences/?token=${token}`);
  const bibles = page.getByRole('group', { name: 'Traducción de la Biblia' });
  await expect(bibles.locator('label')).toHaveText(['Reina-Valera 1909 (RV1909)', 'King James Version (KJV)', 'Berean Standard Bible (BSB)']);
  await expect(page.getByRole('button', { name: 'Guardar mi elección' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Semanal' })).toBeChecked();
});
