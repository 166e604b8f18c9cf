/**
 * A signed-in reader's pages in the Dutch and Spanish editions: signing up at /nl/auth/ (the account
 * remembers its edition, so its e-mails are Dutch), the dashboard and settings in Spanish with their toasts, the
 * sign-in and sign-out paths staying in the edition, the practice and groups pages' frames, and axe on each.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { newReader, toast, type Reader } from '../account/readers.ts';

async function noSeriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Signs in through an edition's own sign-in page, with its labels. */
async function signInAt(page: Page, reader: Reader, path: string, labels: { email: string; password: string; submit: string }) {
  await page.goto(path);
  await expect(page.locator('astro-island:has([data-auth-form])')).not.toHaveAttribute('ssr', { timeout: 20_000 });
  const main = page.getByRole('main');
  await main.getByLabel(labels.email).fill(reader.email);
  await main.getByLabel(labels.password, { exact: true }).fill(reader.password);
  await main.getByRole('button', { name: labels.submit, exact: true }).click();
}

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

test.describe('the signed-in reader in Dutch and Spanish', () => {
  test('signing up at /nl/auth/ is Dutch throughout, lands on the Dutch dashboard, and the account’s e-mails are Dutch', async ({ page, browser, stack }) => {
    await page.goto('/nl/auth/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle('Inloggen | Reformed Devotionals');
    await expect(page.getByRole('heading', { name: 'Welkom terug' })).toBeVisible();
    await noSeriousViolations(page, '/nl/auth/');
    await expect(page.locator('astro-island:has([data-auth-form])')).not.toHaveAttribute('ssr', { timeout: 20_000 });

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByRole('heading', { name: 'Maak uw account aan' })).toBeVisible();
    const email = `anneke-${Date.now()}@example.test`;
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(toast(page, 'Uw wachtwoord moet minstens 6 tekens hebben')).toBeVisible();
    await main.getByLabel('Wachtwoord', { exact: true }).fill('genade-op-genade');
    await main.getByLabel('Volledige naam').fill('Anneke de Vries');
    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/nl\/dashboard\/$/);
    await expect(toast(page, 'Welkom! We brengen u naar uw overzicht...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welkom, Anneke de Vries!' })).toBeVisible();

    // The sign-up carried the edition: GoTrue's templates write this account's e-mails in Dutch.
    const { data: users } = await apiClient(stack, 'service').auth.admin.listUsers({ perPage: 1000 });
    expect(users.users.find((u) => u.email === email)?.user_metadata).toMatchObject({ locale: 'nl', full_name: 'Anneke de Vries' });

    const signedOut = await browser.newPage();
    await signedOut.goto('/nl/auth/');
    await expect(signedOut.locator('astro-island:has([data-auth-form])')).not.toHaveAttribute('ssr', { timeout: 20_000 });
    await signedOut.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    await signedOut.getByRole('main').getByLabel('E-mailadres').fill(email);
    await signedOut.getByRole('button', { name: 'Link versturen' }).click();
    await expect(toast(signedOut, 'De e-mail is verstuurd! Kijk in uw inbox.')).toBeVisible();
    const mails = (await (await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
      subject: string;
      html: string;
      link: string;
    }>;
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Uw wachtwoord voor Reformed Devotionals opnieuw instellen');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Kies een nieuw wachtwoord');
    expect(decodeURIComponent(mail.link)).toContain('/nl/auth/?reset=true');
    await signedOut.goto(mail.link);
    await expect(signedOut).toHaveURL(/\/nl\/auth\/\?reset=true/);
    await expect(signedOut.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    await signedOut.close();
  });

  test('the Spanish dashboard and settings speak Spanish, with Spanish toasts and checks', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Lucía Lectora');
    await signInAt(page, reader, '/es/auth/', SPANISH);
    await expect(page).toHaveURL(/\/es\/dashboard\/$/);
    await expect(toast(page, '¡Qué bueno verte de nuevo!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Te damos la bienvenida, Lucía Lectora.' })).toBeVisible();
    // The cards below the calendar load as the reader scrolls to them.
    await scrollUntil(page, page.getByRole('heading', { name: 'Metas de lectura' }));
    await expect(page.getByRole('heading', { name: 'Metas de lectura' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tu lectura de un vistazo' })).toContainText('0 días');
    await page.getByLabel('Tipo de meta').selectOption({ label: 'Semanal' });
    await page.getByRole('button', { name: 'Crear meta' }).click();
    await expect(toast(page, '¡Meta de lectura creada!')).toBeVisible();
    await expect(page.getByTestId('reading-goals')).toContainText('Meta semanal');
    await expect(page.getByTestId('reading-goals')).toContainText('0 de 7 devocionales');
    await noSeriousViolations(page, '/es/dashboard/');

    await page.getByRole('main').getByRole('link', { name: 'Ajustes' }).first().click();
    await expect(page).toHaveURL(/\/es\/settings\/$/);
    await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    const name = page.getByLabel('Nombre completo');
    await name.fill('L');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(toast(page, 'El nombre debe tener al menos 2 caracteres')).toBeVisible();
    await name.fill('Lucía Lectora Pérez');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(toast(page, '¡Perfil actualizado!')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(toast(page, '¡Preferencias de audio guardadas!')).toBeVisible();
    // The sections after Audio load as the reader scrolls to them.
    await scrollUntil(page, page.getByLabel('Nueva dirección de correo'));
    await page.getByLabel('Nueva dirección de correo').fill('not-an-address');
    await page.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(toast(page, 'Escribe una dirección de correo válida')).toBeVisible();
    await expect(page.getByRole('link', { name: '← Volver al panel' })).toHaveAttribute('href', '/es/dashboard/');
    // The Spanish edition offers its own Bible first and keeps the choice apart from the English pages'.
    const bibles = page.getByRole('group', { name: 'Traducción' });
    await expect(bibles.getByRole('radio')).toHaveCount(3);
    await expect(bibles.getByRole('radio', { name: 'Reina-Valera 1909 (RV1909)' })).toBeChecked();
    await bibles.getByRole('radio', { name: 'Berean Standard Bible (BSB)' }).check();
    await page.getByRole('button', { name: 'Guardar traducción' }).click();
    await expect(toast(page, 'Traducción de la Biblia guardada')).toBeVisible();
    await noSeriousViolations(page, '/es/settings/');

    const { data } = await apiClient(stack, 'service').from('profiles').select('full_name').eq('id', reader.id).single();
    expect(data?.full_name).toBe('Lucía Lectora Pérez');
    const service = apiClient(stack, 'service');
    const { data: choices } = await service.from('reader_bibles').select('language, translation').eq('user_id', reader.id);
    expect(choices).toEqual([{ language: 'es', translation: 'bsb' }]);
    const { data: preferences } = await service.from('user_preferences').select('bible_translation').eq('user_id', reader.id).maybeSingle();
    expect(preferences?.bible_translation).not.toBe('bsb');
  });

  test('a signed-out reader sent from /nl/settings/ signs in at /nl/auth/, starts a group in Dutch, and signing out goes to the Dutch home', async ({
    page,
    stack,
  }) => {
    await page.goto('/nl/settings/');
    await expect(page).toHaveURL(/\/nl\/auth\/$/);
    await expect(toast(page, 'Log in om deze pagina te bekijken')).toBeVisible();

    const reader = await newReader(stack, 'Pieter Lezer');
    await signInAt(page, reader, '/nl/auth/?next=%2Fnl%2Fgroups%2F', { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' });
    await expect(page).toHaveURL(/\/nl\/groups\/$/);
    await expect(page).toHaveTitle('Leesgroepen | Reformed Devotionals');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/groups\/$/);
    await expect(page.getByRole('heading', { name: 'Leesgroepen', level: 1 })).toBeVisible();
    await expect(page.getByTestId('no-groups')).toContainText('U zit nog niet in een leesgroep.');
    await expect(page.getByRole('link', { name: 'De gespreksgids van deze week' })).toHaveAttribute('href', '/nl/groups/guide/');
    await noSeriousViolations(page, '/nl/groups/');
    await page.getByRole('button', { name: 'Groep beginnen' }).click();
    await expect(page.locator('#group-name-problem')).toHaveText('Geef de groep een naam.');
    await page.getByLabel('Naam van de groep').fill('Huiskring');
    await page.getByRole('button', { name: 'Groep beginnen' }).click();
    await expect(page).toHaveURL(/\/nl\/groups\/group\/\?id=/);
    await expect(toast(page, 'Huiskring is klaar. Stuur de uitnodigingslink naar de mensen met wie u leest.')).toBeVisible();
    await scrollUntil(page, page.getByText('Laat deze groep zien op welke dagen ik lees'));
    await expect(page.getByText('Laat deze groep zien op welke dagen ik lees')).toBeVisible();

    await page.getByTestId('desktop-nav').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('practice is in every edition, with its page in the edition’s language and no serious axe violation', async ({ page }) => {
    for (const [path, heading, title] of [
      ['/nl/practice/', 'Uit het hoofd leren', 'Uit het hoofd leren | Reformed Devotionals'],
      ['/es/practice/', 'Práctica', 'Práctica | Reformed Devotionals'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await noSeriousViolations(page, path);
    }
    await page.goto('/es/auth/');
    await expect(page.getByRole('heading', { name: 'Qué bueno verte de nuevo' })).toBeVisible();
    await noSeriousViolations(page, '/es/auth/');
  });
});
