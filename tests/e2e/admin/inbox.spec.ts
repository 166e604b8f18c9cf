/** /admin/inbox: contact-form messages (read state, reply, delete) and newsletter subscribers (count, CSV). */
import { readFile } from 'node:fs/promises';
import { apiClient, expect, test } from '../fixtures.ts';
import { expectNoSeriousAxeViolations, toast } from './screens.ts';
import { openConsole, unique } from '../../support/admin-sign-in.ts';

// Each test is a whole admin flow (sign-in, several writes, axe) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

test.describe('admin inbox', () => {
  test('lists messages newest first; marks read and unread; replies by e-mail; deletes after confirmation', async ({ page, stack }) => {
    const id = unique();
    const anon = apiClient(stack);
    // Sent through the public form's path: the anon key inserts.
    await anon.from('contact_messages').insert({ name: `Older ${id}`, email: `older.${id}@example.test`, message: `First question ${id}` });
    await anon.from('contact_messages').insert({
      name: `Lydia ${id}`,
      email: `lydia.${id}@example.test`,
      message: `Could you add a reading plan for Advent?\nWe read together as a family. ${id}`,
    });
    await openConsole(page, stack, 'inbox');
    await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
    for (const header of ['From', 'Message', 'Received', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = page.locator('tbody tr').filter({ hasText: id });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Lydia ${id}`);
    await expect(rows.nth(1)).toContainText(`Older ${id}`);
    await expectNoSeriousAxeViolations(page, '/admin/inbox (messages)');

    const row = page.locator('tbody tr').filter({ hasText: `Lydia ${id}` });
    await expect(row.getByText('Unread')).toBeVisible();
    const reply = row.getByRole('link', { name: `Reply to Lydia ${id} by e-mail` });
    const href = (await reply.getAttribute('href'))!;
    expect(href.startsWith(`mailto:lydia.${id}@example.test?subject=`)).toBe(true);
    expect(new URL(href).searchParams.get('body')).toContain('> Could you add a reading plan for Advent?');

    await row.getByRole('button', { name: `Mark the message from Lydia ${id} as read` }).click();
    await expect(toast(page, 'Message marked as read')).toBeVisible();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    const service = apiClient(stack, 'service');
    expect((await service.from('contact_messages').select('read_at').eq('name', `Lydia ${id}`).single()).data?.read_at).not.toBeNull();

    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Unread only' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: `Older ${id}` })).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: `Lydia ${id}` })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option').filter({ hasText: 'All messages' }).click();

    await row.getByRole('button', { name: `Mark the message from Lydia ${id} as unread` }).click();
    await expect(toast(page, 'Message marked as unread')).toBeVisible();
    await expect(row.getByText('Unread')).toBeVisible();
    expect((await service.from('contact_messages').select('read_at').eq('name', `Lydia ${id}`).single()).data?.read_at).toBeNull();

    await row.getByRole('button', { name: `Delete the message from Lydia ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete the message from Lydia ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Message deleted')).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: `Lydia ${id}` })).toHaveCount(0);
    expect((await service.from('contact_messages').select('id').eq('name', `Lydia ${id}`)).data).toEqual([]);
  });

  test('counts newsletter subscribers and exports them as CSV', async ({ page, stack }) => {
    const id = unique();
    const emails = [`ruth.${id}@example.test`, `boaz.${id}@example.test`];
    // Readers sign up through the newsletter function, the only way in (docs/grants.md); Boaz from the Dutch edition.
    const languages = ['en', 'nl'];
    for (const [i, email] of emails.entries()) {
      const { error } = await apiClient(stack).functions.invoke('newsletter', { body: { email, language: languages[i] } });
      expect(error).toBeNull();
    }
    const { count } = await apiClient(stack, 'service').from('newsletter_subscribers').select('*', { count: 'exact', head: true });

    await openConsole(page, stack, 'inbox');
    await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
    await expect(page.getByText(new RegExp(`^\\d+ subscribers?$`))).toBeVisible();
    const shown = Number((await page.getByText(/^\d+ subscribers?$/).textContent())!.split(' ')[0]);
    expect(shown).toBeGreaterThanOrEqual(count!);
    await expect(page.locator('tbody tr').filter({ hasText: emails[1] })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/admin/inbox (subscribers)');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,language');
    expect(lines.at(-1)).toBe('');
    for (const [i, email] of emails.entries())
      expect(
        lines
          .find((line) => line.startsWith(`${email},`))
          ?.split(',')
          .at(-1),
      ).toBe(languages[i]);
    expect(lines.length - 2).toBeGreaterThanOrEqual(count!);
    await expect(toast(page, 'Exported')).toBeVisible();
  });
});
