/**
 * Who may use the admin console: no session → the sign-in page saying
 * "Please sign in to access this page"; a reader or a blocked admin → "Access denied. Admin privileges required."
 * then the site's /dashboard (still signed in there), with no admin data requested; a forgotten password is reset through the e-mailed link.
 */
import type { Page, Request } from '@playwright/test';
import { apiClient, test, type Stack } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, newAccount, signIn } from './console.ts';
import { toast } from './screens.ts';
import { passSecondFactor } from '../../support/second-factor.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { WRONG_CODE } from '@lib/account/authenticator-code.ts';
import { LINK_INVALID } from '../../../admin/src/auth/recovery/linkSession.ts';

/** Requests for admin data: anything from the REST API other than the access check's own two reads. */
function watchAdminData(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/rest/v1/')) return;
    const table = url.pathname.slice('/rest/v1/'.length);
    if (table === 'user_roles' || table === 'profiles') return;
    seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The recovery link of the newest recovery e-mail to the address, once it has arrived in the local mailbox. */
async function recoveryLink(page: Page, stack: Stack, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Array<{ type?: string; link?: string }>;
      link = mails.findLast((m) => m.type === 'recovery')?.link;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** A six-digit code the authenticator is not showing. */
function otherThan(code: string): string {
  return code.replace(/^\d/, (digit) => String((Number(digit) + 5) % 10));
}

test.describe('admin access', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
  test('without a session every console path shows the sign-in page and its notice, loading no admin data', async ({ page }) => {
    const requests = watchAdminData(page);
    for (const path of ['/admin/', '/admin/devotional/edit/00000000-0000-0000-0000-000000000000', '/admin/users']) {
      await page.goto(path);
      await expect(page.getByText('Please sign in to access this page').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    }
    expect(requests).toEqual([]);
  });

  test('without a session the sign-in page comes after one step to #/login, so the history is not flooded', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/#\/login$/);
    // The blank tab, /admin/ and #/login. A sign-out loop once pushed #/login a thousand times first, for seconds.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  });

  test('a signed-up reader is refused with the spec message and sent to /dashboard, where they stay signed in', async ({ page, stack }) => {
    const reader = await newAccount(stack, 'reader');
    const requests = watchAdminData(page);
    await signIn(page, reader.email, reader.password);
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    expect(requests).toEqual([]);
    // The console refuses them again, without showing its sign-in form or any admin data.
    await page.goto('/admin/');
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    expect(requests).toEqual([]);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/dashboard/', { timeout: 30_000 });
    // One session for site and console: the refusal is not a sign-out, so the dashboard greets the reader.
    await expect(page.getByRole('heading', { name: /^Welcome[,!]/ })).toBeVisible();
  });

  test('a blocked admin never reaches the panel', async ({ page, stack }) => {
    const blocked = await newAccount(stack, 'blocked-admin', { admin: true, blocked: true });
    const requests = watchAdminData(page);
    await signIn(page, blocked.email, blocked.password);
    // Refused by the console (not an admin while blocked), or by the auth server itself once blocking bans the account.
    await expect(page.getByText(/Access denied\. Admin privileges required\.|banned/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('forgot password: the e-mailed link asks for the code, then a new password, which then signs in', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'forgetful-admin', { admin: true });
    await page.goto('/admin/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(page.getByText('Check your e-mail: we sent you a link to choose a new password.').first()).toBeVisible();

    const link = await recoveryLink(page, stack, admin.email);
    // The link names the console as where to come back to.
    expect(new URL(link).searchParams.get('redirect_to')).toBe(new URL('/admin/', stack.siteUrl).href);

    await page.goto(link);
    await expect(page).toHaveURL(/\/admin\/#\/set-password\?/);
    // A recovery link is a first factor only, and GoTrue takes no new password below aal2 once the account has a
    // factor: the authenticator's code comes first.
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await passSecondFactor(page, admin.totpSecret!);
    const newPassword = 'a-brand-new-password-2';
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

    // Signed out, the new password works and the old one no longer does.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, admin.email, admin.password);
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
    await signIn(page, admin.email, newPassword, admin.totpSecret);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  });

  test('the recovery screen says what went wrong: a bad link, a wrong code, passwords that differ or are too short', async ({ page, stack }) => {
    await page.goto('/admin/#/set-password?access_token=not-a-token&refresh_token=nor-this&type=recovery');
    await expect(page.getByRole('alert').filter({ hasText: LINK_INVALID })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page).toHaveURL(/#\/forgot-password$/);

    const admin = await newAccount(stack, 'careless-admin', { admin: true });
    expect((await apiClient(stack).auth.resetPasswordForEmail(admin.email, { redirectTo: new URL('/admin/', stack.siteUrl).href })).error).toBeNull();
    await page.goto(await recoveryLink(page, stack, admin.email));

    const code = page.getByRole('textbox', { name: '6-digit code' });
    await code.fill(otherThan(totpCode(admin.totpSecret!)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await passSecondFactor(page, admin.totpSecret!);

    const save = async (password: string, confirmation: string) => {
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('textbox', { name: 'Confirm password' }).fill(confirmation);
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await save('long-enough-1', 'long-enough-2');
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
    // GoTrue's own refusal (config.toml's minimum_password_length), as it words it.
    await save('abc', 'abc');
    await expect(page.getByRole('alert').filter({ hasText: 'Password should be at least 6 characters.' })).toBeVisible();
    // Nothing changed: the old password still signs in.
    expect((await apiClient(stack).auth.signInWithPassword({ email: admin.email, password: admin.password })).error).toBeNull();
  });

  test('an expired or used recovery link says so on the sign-in page', async ({ page }) => {
    await page.goto('/admin/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByRole('alert').filter({ hasText: 'Email link is invalid or has expired' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
});
