/** /settings: name, avatar (upload, drag and drop, URL; images under 5 MB; the old file removed), audio preferences, account. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient, expect, test, type Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { settings } from '@lib/i18n/catalogues/en/settings.ts';
import { WRONG_CODE } from '@lib/account/authenticator-code.ts';
import { newReader, readerClient, signIn, toast } from './readers.ts';
import { newAccount } from '../../support/admin-sign-in.ts';
import { passSecondFactor } from '../../support/second-factor.ts';

/** The e-mail change messages in the local mailbox for an address. */
async function emailChangeMail(stack: Stack, address: string): Promise<Array<{ subject: string; link: string }>> {
  const response = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as Array<{ subject: string; link: string }>).filter(
    (m) => m.subject === 'Confirm your new e-mail address for Reformed Devotionals',
  );
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A website elsewhere with a picture on it (on this machine: the stack lets avatar-from-url fetch from here). */
async function servePicture(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    // One connection per request: avatar-from-url's second fetch here must not ride a connection its first fetch
    // left behind (the function cancels the body of a page it refuses), which intermittently failed it.
    res.setHeader('connection', 'close');
    if (req.url === '/portrait.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test.describe('/settings', () => {
  test('saves the full name with the spec message; Back to Dashboard', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Old Name');
    await signIn(page, reader);
    await page.goto('/settings');
    const name = page.getByLabel('Full Name');
    await expect(name).toHaveValue('Old Name');
    await name.fill('A');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Name must be at least 2 characters')).toBeVisible();
    await name.fill('Joanna New');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Joanna New!' })).toBeVisible();
  });

  test('the sections after Audio load as the reader scrolls to them; when they cannot, their place says so and offers to reload the page', async ({
    page,
    stack,
  }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    const later = '**/_astro/LaterSections.*.js';
    await page.route(later, (route) => route.abort('internetdisconnected'));
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audio Preferences' })).toBeVisible();
    const account = page.getByRole('heading', { name: 'Account', exact: true });
    await expect(account).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    const failed = page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded. Please check your connection and reload the page.' });
    await expect(failed).toBeVisible();
    await page.unroute(later);
    await failed.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await scrollUntil(page, account);
    await expect(account).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bible Translation' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('avatar: images only, under 5 MB; uploads to {user id}/{timestamp}.png and removes the replaced file', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings');
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'Please upload an image file')).toBeVisible();
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(toast(page, 'Image size must be less than 5MB')).toBeVisible();

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', new RegExp(`/avatars/${reader.id}/\\d+\\.png$`));
    const service = apiClient(stack, 'service');
    const list = async () => ((await service.storage.from('avatars').list(reader.id)).data ?? []).map((f) => f.name);
    expect(await list()).toHaveLength(1);
    const first = (await list())[0];

    // Drag and drop a second picture: it replaces the first, whose file is removed.
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'again.png', { type: 'image/png' }));
        return transfer;
      },
      [...PNG],
    );
    // The toast comes as the first upload finishes; the drop zone takes files again a moment later.
    await expect(page.getByTestId('avatar-drop-zone')).toBeEnabled();
    await page.getByTestId('avatar-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(toast(page, 'Profile updated successfully!').last()).toBeVisible();
    await expect.poll(list).not.toContain(first);
    expect(await list()).toHaveLength(1);

    // An image URL: the picture is copied into the reader's folder, shown from there, and replaces the file before.
    const second = (await list())[0];
    const site = await servePicture();
    try {
      await page.getByLabel('Or use an image URL').fill(`${site.url}/page.html`);
      await page.getByRole('button', { name: 'Use URL' }).click();
      await expect(toast(page, 'Please upload an image file')).toBeVisible();

      await page.getByLabel('Or use an image URL').fill(`${site.url}/portrait.png`);
      await page.getByRole('button', { name: 'Use URL' }).click();
      // The success toast of the drop above may still be showing: wait for the preview to leave the dropped file.
      await expect(page.getByTestId('avatar-preview')).not.toHaveAttribute('src', new RegExp(`/${second}$`));
      await expect(toast(page, 'Profile updated successfully!').last()).toBeVisible();
    } finally {
      await site.close();
    }
    await expect.poll(list).not.toContain(second);
    expect(await list()).toHaveLength(1);
    const preview = page.getByTestId('avatar-preview');
    await expect(preview).toHaveAttribute('src', new RegExp(`/avatars/${reader.id}/${(await list())[0]}$`));
    // Shown, not blocked by the site's Content-Security-Policy and replaced by initials.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const { data } = await service.from('profiles').select('avatar_url').eq('id', reader.id).single();
    expect(data?.avatar_url).toMatch(new RegExp(`/storage/v1/object/public/avatars/${reader.id}/\\d+\\.png$`));
  });

  test('a failed upload says "Failed to upload image" and keeps the profile', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings');
    await page.route('**/storage/v1/object/avatars/**', (route) => route.fulfill({ status: 500, json: { message: 'unavailable' } }));
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Failed to upload image')).toBeVisible();
    const { data } = await apiClient(stack, 'service').from('profiles').select('avatar_url').eq('id', reader.id).single();
    expect(data?.avatar_url).toBeNull();
  });

  test('audio preferences: speeds 0.80 to 2.00, default male at 0.95, saved with an upsert', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings');
    const speed = page.getByLabel('Playback speed');
    await expect(speed).toHaveValue('0.95');
    await expect(speed.locator('option')).toHaveText(['0.80x', '0.85x', '0.90x', '0.95x', '1.00x', '1.25x', '1.50x', '2.00x']);
    await expect(page.getByLabel('Male', { exact: true })).toBeChecked();
    await page.getByLabel('Female', { exact: true }).check();
    await speed.selectOption('1.5');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Audio preferences saved successfully!')).toBeVisible();
    await speed.selectOption('2');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Audio preferences saved successfully!').last()).toBeVisible();
    const client = await readerClient(stack, reader);
    expect((await client.from('user_preferences').select('preferred_voice, preferred_speed')).data).toEqual([
      { preferred_voice: 'female', preferred_speed: 2 },
    ]);
    await page.route('**/rest/v1/user_preferences**', (route) => route.fulfill({ status: 500, json: { message: 'unavailable' } }));
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Failed to save preferences')).toBeVisible();
  });

  test('changes the e-mail address: links go to the current and the new address, and one lands back signed in', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings');
    // Account is below the first view: it loads as the reader scrolls to it.
    await scrollUntil(page, page.getByLabel('New email address'));
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(toast(page, settings['settings.account.emailChangeSent'])).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(reader.email);

    // config.toml's double_confirm_changes: both addresses are asked.
    const [toCurrent] = await emailChangeMail(stack, reader.email);
    const [toNew] = await emailChangeMail(stack, newEmail);
    expect(toCurrent?.link).toBeTruthy();
    expect(toNew?.link).toBeTruthy();
    expect(toCurrent.link).not.toBe(toNew.link);

    // The local stack runs with e-mail confirmations off (config.toml), where GoTrue completes the change on
    // either link and uses the other up; with them on, the first answers a notice to follow the other.
    await page.goto(toCurrent.link);
    await expect(page).toHaveURL(/\/settings/);
    await scrollUntil(page, page.getByTestId('account-email'));
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    const other = await fetch(toNew.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(other.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
    await readerClient(stack, { ...reader, email: newEmail });
  });

  test('changes the password only with the current one', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings');
    const current = page.getByLabel('Current password');
    await scrollUntil(page, current);
    await page.getByLabel('New password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');

    // A session alone (left open, or stolen) cannot replace the password.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Please enter your current password to choose a new one.')).toBeVisible();
    await current.fill('not-my-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your current password is not correct. Nothing was changed.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await readerClient(stack, reader);

    await current.fill(reader.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password updated successfully!')).toBeVisible();
    await expect(current).toHaveValue('');
    await readerClient(stack, { ...reader, password: 'another-secret' });
  });

  test('an account with an authenticator (an admin) confirms a new e-mail address or password with its code first', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'Careful Admin', { admin: true });
    const account = { ...admin, fullName: 'Careful Admin' };
    // Signed in on the site with the password alone: GoTrue takes no new password or address from this session.
    await signIn(page, account);
    await page.goto('/settings');
    const codeForm = page.getByRole('form', { name: 'Two-factor authentication' });
    await scrollUntil(page, page.getByLabel('New email address'));

    const newEmail = `careful-${randomUUID().slice(0, 8)}@example.test`;
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(codeForm).toContainText('Enter the 6-digit code from your authenticator app to change your e-mail address.');
    await expect(codeForm.getByLabel('6-digit code')).toBeFocused();
    await codeForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(codeForm).toHaveCount(0);
    expect(await emailChangeMail(stack, newEmail)).toEqual([]);

    await page.getByLabel('Current password').fill(admin.password);
    await page.getByLabel('New password', { exact: true }).fill('chosen-with-the-code');
    await page.getByLabel('Confirm new password').fill('chosen-with-the-code');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(codeForm).toContainText('to change your password.');
    const code = codeForm.getByLabel('6-digit code');
    await code.fill('000000');
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(codeForm.getByRole('alert')).toHaveText(WRONG_CODE);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    // Nothing is saved before the code: the old password still signs in.
    await readerClient(stack, account);
    await passSecondFactor(page, admin.totpSecret!);
    await expect(toast(page, 'Password updated successfully!')).toBeVisible();
    await readerClient(stack, { ...account, password: 'chosen-with-the-code' });
    const old = await apiClient(stack).auth.signInWithPassword({ email: admin.email, password: admin.password });
    expect(old.error?.message).toBe('Invalid login credentials');

    // The session has passed the second factor now: the address changes without asking again.
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(toast(page, settings['settings.account.emailChangeSent'])).toBeVisible();
    await expect(codeForm).toHaveCount(0);
    expect(await emailChangeMail(stack, newEmail)).toHaveLength(1);
  });
});
