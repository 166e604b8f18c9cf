/**
 * The notes panel on a Spanish devotional: a signed-in reader writes, edits and deletes a note with every
 * label, button, date and toast in Spanish, and the bookmark button beside the title speaks Spanish too. The
 * devotional is the Spanish translation from editions-fixture.ts.
 * A Dutch reader bookmarks a question of the Dutch Heidelberg Catechism the same way.
 */
import { expect, test } from '../fixtures.ts';
import { loadEditionsFixture } from '../editions-fixture.ts';
import { newReader, readerClient, signIn, toast } from '../account/readers.ts';

test('a Spanish reader writes a note on a Spanish devotional, in Spanish throughout', async ({ page, stack }) => {
  const { es } = await loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);
  const reader = await newReader(stack, 'Lucía Lectora');
  await signIn(page, reader);
  await page.goto(`/es/devotional/${es.id}/`);

  const bookmark = page.getByRole('button', { name: 'Guardar', exact: true }).and(page.locator('[data-bookmark-toggle]'));
  await expect(bookmark).toBeEnabled();
  await bookmark.click();
  await expect(toast(page, 'Devocional guardado')).toBeVisible();
  await expect(page.locator('[data-bookmark-toggle]')).toHaveAccessibleName('Guardado');

  const notes = page.getByRole('region', { name: 'Notas personales' });
  const box = notes.getByLabel('Tu nota sobre este devocional');
  await expect(box).toHaveAttribute('placeholder', 'Escribe lo que Dios te está enseñando por medio de este pasaje...');
  await notes.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Escribe una nota')).toBeVisible();
  await box.fill('El Señor responde con fuego y vuelve los corazones.');
  await notes.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Nota guardada')).toBeVisible();
  const view = notes.getByTestId('note-view');
  await expect(view).toContainText('El Señor responde con fuego y vuelve los corazones.');
  // The date as Spanish writes it ("28 nov 2026"), in the reader's time zone.
  const today = new Date().toLocaleString('es-ES', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(view).toContainText(`Actualizada el ${today}`);

  await notes.getByRole('button', { name: 'Editar nota' }).click();
  await notes.getByLabel('Tu nota sobre este devocional').fill('Algo que no voy a guardar');
  await notes.getByRole('button', { name: 'Cancelar' }).click();
  await expect(view).toContainText('El Señor responde con fuego y vuelve los corazones.');
  await notes.getByRole('button', { name: 'Editar nota' }).click();
  await notes.getByLabel('Tu nota sobre este devocional').fill('Solo Dios da vida a un corazón muerto.');
  await notes.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, 'Nota actualizada')).toBeVisible();

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await notes.getByRole('button', { name: 'Eliminar nota' }).click();
  await expect(toast(page, 'Nota eliminada')).toBeVisible();
  expect(asked).toBe('¿Eliminar esta nota? No se puede deshacer.');
  await expect(notes.getByLabel('Tu nota sobre este devocional')).toHaveValue('');
  const client = await readerClient(stack, reader);
  expect((await client.from('devotional_notes').select('id')).data).toEqual([]);
});

test('a Dutch reader bookmarks a question of the Dutch Heidelberg Catechism, in Dutch', async ({ page, stack }) => {
  const reader = await newReader(stack, 'Jan Lezer');
  await signIn(page, reader);
  await page.goto('/nl/confessions/heidelberg-catechism/');
  const bookmark = page.getByRole('button', { name: 'Bladwijzer bij Vraag 1', exact: true });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(toast(page, 'Onderdeel bewaard')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await bookmark.click();
  await expect(toast(page, 'Bladwijzer verwijderd')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  const client = await readerClient(stack, reader);
  expect((await client.from('user_bookmarked_sections').select('section_id')).data).toEqual([]);
});
