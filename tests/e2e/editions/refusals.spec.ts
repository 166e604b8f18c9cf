/**
 * A refusal reaches a Dutch or Spanish reader in their language. GoTrue and the database word their
 * errors in English; the pages show the ones a reader can meet from the catalogues (lib/auth/refusals.ts,
 * lib/practice/failure-text.ts) and never pass an English server sentence to another edition.
 */
import { expect, test } from '../fixtures.ts';
import { authFormReady, newReader, readerClient, signIn, toast } from '../account/readers.ts';

test.describe('refusals in the reader’s language', () => {
  test('a wrong password at /es/auth/ is refused in Spanish, not in GoTrue’s English', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Lucía Lectora');
    await page.goto('/es/auth/');
    await authFormReady(page);
    const main = page.getByRole('main');
    await main.getByLabel('Correo electrónico').fill(reader.email);
    await main.getByLabel('Contraseña', { exact: true }).fill('not-her-password');
    await main.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(toast(page, 'Correo electrónico o contraseña incorrectos.')).toBeVisible();
    await expect(toast(page, 'Invalid login credentials')).toHaveCount(0);
    await expect(page).toHaveURL(/\/es\/auth\/$/);
  });

  test('an expired e-mail link opened at /nl/auth/ says so in Dutch', async ({ page }) => {
    await page.goto('/nl/auth/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(toast(page, 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
  });

  test('a seventh learner, the sixth added meanwhile on another device, is refused in Dutch and nothing is added', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Pieter Vader');
    const client = await readerClient(stack, reader);
    const five = ['Anna', 'Bram', 'Cor', 'Dirk', 'Eva'].map((name) => ({ name, age_band: '6-9' }));
    expect((await client.from('practice_learners').insert(five)).error).toBeNull();

    await signIn(page, reader);
    await page.goto('/nl/practice/');
    await page.getByRole('button', { name: 'Een leerling toevoegen' }).click();
    await expect(page.getByLabel('Naam van de leerling')).toBeVisible();
    // The page offers one more learner; another device takes that place first, and the database refuses a seventh.
    expect((await client.from('practice_learners').insert({ name: 'Fenna', age_band: 'teen' })).error).toBeNull();
    await page.getByLabel('Naam van de leerling').fill('Gerrit');
    await page.getByLabel('Leeftijd', { exact: true }).selectOption('adult');
    await page.getByRole('button', { name: 'Leerling toevoegen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'De leerling kon niet worden toegevoegd: u kunt ten hoogste zes leerlingen hebben; verwijder er eerst een.',
    );
    expect((await client.from('practice_learners').select('name')).data).toHaveLength(6);
  });
});
