/** /admin/users: the list, search, and promote, demote, block, unblock with the spec's messages. */
import { apiClient, expect, test } from '../fixtures.ts';
import { expectNoSeriousAxeViolations, toast } from './screens.ts';
import { newAccount, openConsole } from '../../support/admin-sign-in.ts';

// Each test is a whole admin flow (sign-in, several writes, axe) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

test.describe('admin users', () => {
  test('lists accounts with e-mail, name, admin and blocked, and searches by e-mail or name', async ({ page, stack }) => {
    // A name of this attempt's own, so a retry does not find the first attempt's account too.
    const name = `Priscilla Tentmaker ${Date.now().toString(36)}`;
    const reader = await newAccount(stack, name);
    await openConsole(page, stack, 'users');
    for (const header of ['Email', 'Full name', 'Admin', 'Blocked', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const search = page.getByPlaceholder('Search by e-mail or name');
    await search.fill(name.toLowerCase());
    const row = page.locator('tbody tr').filter({ hasText: reader.email });
    await expect(row).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();

    await search.fill(reader.email.toUpperCase());
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toBeVisible();

    await search.fill(stack.adminEmail);
    await expect(page.locator('tbody tr').filter({ hasText: stack.adminEmail }).getByText('You')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/admin/users');
  });

  test('promotes, demotes, blocks and unblocks another account', async ({ page, stack }) => {
    const reader = await newAccount(stack, 'Aquila Tentmaker');
    const service = apiClient(stack, 'service');
    await openConsole(page, stack, 'users');
    await page.getByPlaceholder('Search by e-mail or name').fill(reader.email);
    // The search has applied once only this account is listed (the unfiltered first page may show it too).
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.locator('tbody tr').filter({ hasText: reader.email });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Promote ${reader.email} to admin` }).click();
    await expect(toast(page, 'User promoted to admin')).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    expect((await service.from('user_roles').select('role').eq('user_id', reader.id).eq('role', 'admin')).data).toHaveLength(1);

    await row.getByRole('button', { name: `Remove admin privileges from ${reader.email}` }).click();
    await expect(toast(page, 'Admin privileges removed')).toBeVisible();
    await expect(row.getByRole('button', { name: `Promote ${reader.email} to admin` })).toBeVisible();
    expect((await service.from('user_roles').select('role').eq('user_id', reader.id).eq('role', 'admin')).data).toHaveLength(0);

    await row.getByRole('button', { name: `Block ${reader.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(toast(page, 'User blocked successfully')).toBeVisible();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
    expect((await service.from('profiles').select('is_blocked').eq('id', reader.id).single()).data?.is_blocked).toBe(true);

    await row.getByRole('button', { name: `Unblock ${reader.email}` }).click();
    await expect(toast(page, 'User unblocked successfully')).toBeVisible();
    await expect(row.getByRole('button', { name: `Block ${reader.email}` })).toBeVisible();
    expect((await service.from('profiles').select('is_blocked').eq('id', reader.id).single()).data?.is_blocked).toBe(false);
  });

  test("an admin cannot demote or block themselves: the database refuses with the spec's texts", async ({ page, stack }) => {
    const admin = await newAccount(stack, 'Self Admin', { admin: true });
    const service = apiClient(stack, 'service');
    await openConsole(page, stack, 'users', admin);
    await page.getByPlaceholder('Search by e-mail or name').fill(admin.email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.locator('tbody tr').filter({ hasText: admin.email });
    await expect(row.getByText('You')).toBeVisible();

    await row.getByRole('button', { name: `Remove admin privileges from ${admin.email}` }).click();
    await expect(toast(page, 'You cannot remove your own admin privileges')).toBeVisible();
    expect((await service.from('user_roles').select('role').eq('user_id', admin.id).eq('role', 'admin')).data).toHaveLength(1);

    await row.getByRole('button', { name: `Block ${admin.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(toast(page, 'You cannot block yourself')).toBeVisible();
    expect((await service.from('profiles').select('is_blocked').eq('id', admin.id).single()).data?.is_blocked).toBe(false);
  });

  test("a role change or block that changes nothing shows the spec's fallback messages", async ({ page, stack }) => {
    const reader = await newAccount(stack, 'Vanishing Admin', { admin: true });
    const service = apiClient(stack, 'service');
    await openConsole(page, stack, 'users');
    await page.getByPlaceholder('Search by e-mail or name').fill(reader.email);
    // The search has applied once only this account is listed (the unfiltered first page may show it too).
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.locator('tbody tr').filter({ hasText: reader.email });
    await expect(row.getByRole('button', { name: `Remove admin privileges from ${reader.email}` })).toBeVisible();
    // Someone else demotes the account meanwhile: the console's demote matches no row.
    await service.from('user_roles').delete().match({ user_id: reader.id, role: 'admin' });
    await row.getByRole('button', { name: `Remove admin privileges from ${reader.email}` }).click();
    await expect(toast(page, 'Failed to update user role')).toBeVisible();
    // The account is deleted meanwhile: blocking it matches no row.
    await page.reload();
    await expect(row.getByRole('button', { name: `Block ${reader.email}` })).toBeVisible();
    await service.auth.admin.deleteUser(reader.id);
    await row.getByRole('button', { name: `Block ${reader.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(toast(page, 'Failed to update user status')).toBeVisible();
  });
});
