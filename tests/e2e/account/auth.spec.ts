/** /auth: every mode, rule and message of the reader spec, the external provider, recovery through the mailbox. */
import { apiClient, expect, test } from '../fixtures.ts';
import { header, newReader, readerClient, signIn, toast } from './readers.ts';
import { newAccount } from '../../support/admin-sign-in.ts';
import { passSecondFactor } from '../../support/second-factor.ts';

test.describe('/auth', () => {
  test('a sign-in filled in and pressed before the form has hydrated still signs in', async ({ page, stack }) => {
    const reader = await newReader(stack);
    // A slow phone: the form's code arrives only after the reader has typed and pressed Sign In.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/AuthForm.*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('astro-island:has([data-auth-form])')).toHaveAttribute('ssr', '');
    release();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByRole('heading', { name: /^Welcome[,!]/ })).toBeVisible();
  });

  test('sign in checks the e-mail, then the password, with the first failing rule as a toast', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.click();
    await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill('ruth@example.test');
    await submit.click();
    await expect(toast(page, 'Password is required')).toBeVisible();
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/?$/);
  });

  test('sign up adds Full Name and checks password and name; a new account goes to the dashboard', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true });
    await page.getByRole('main').getByLabel('Email').fill(`new-${Date.now()}@example.test`);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    await expect(toast(page, 'Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('long-enough');
    await page.getByRole('main').getByLabel('Full Name').fill('J');
    await submit.click();
    await expect(toast(page, 'Name must be at least 2 characters')).toBeVisible();
    await page.getByRole('main').getByLabel('Full Name').fill('x'.repeat(101));
    await submit.click();
    await expect(toast(page, 'Name is too long')).toBeVisible();
    await page.getByRole('main').getByLabel('Full Name').fill('Lydia Newcomer');
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(toast(page, 'Welcome! Taking you to your dashboard...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Lydia Newcomer!' })).toBeVisible();
    await expect(header(page).signOut).toBeVisible();
  });

  test('"Loading..." while signing in, then "Welcome back!"; a refresh keeps the session', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Priscilla Patient');
    await page.goto('/auth');
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await page.unroute('**/auth/v1/token**');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Priscilla Patient!' })).toBeVisible();
    await expect(header(page).dashboard).toBeVisible();
    await expect(header(page).signIn).toBeHidden();
  });

  test('an active session goes straight to /dashboard', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });

  test('Reset Password asks for the e-mail and has Back to sign in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Please enter your email address')).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test("the recovery e-mail's link leads to a new password, which then signs in", async ({ page, stack }) => {
    const reader = await newReader(stack, 'Silas Forgetful');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();

    const mailbox = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(reader.email)}`);
    const mails = (await mailbox.json()) as Array<{ subject: string; link: string }>;
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Reset your Reformed Devotionals password');
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/auth\/?\?reset=true#?$/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('new-and-better');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Passwords do not match')).toBeVisible();
    await page.getByRole('main').getByLabel('Confirm New Password').fill('new-and-better');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(toast(page, 'Password updated! Taking you to your dashboard...')).toBeVisible();

    const old = await apiClient(stack).auth.signInWithPassword({ email: reader.email, password: reader.password });
    expect(old.error?.message).toBe('Invalid login credentials');
    await readerClient(stack, { ...reader, password: 'new-and-better' });
  });

  test('with an authenticator (an admin), the recovery link asks for its code before the new password is saved', async ({ page, stack }) => {
    const admin = await newAccount(stack, 'Forgetful Admin', { admin: true });
    const sent = await apiClient(stack).auth.resetPasswordForEmail(admin.email, { redirectTo: new URL('/auth?reset=true', stack.siteUrl).href });
    expect(sent.error).toBeNull();
    const mailbox = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(admin.email)}`);
    await page.goto(((await mailbox.json()) as Array<{ link: string }>).at(-1)!.link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('reset-with-the-code');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('reset-with-the-code');
    await page.getByRole('button', { name: 'Update Password' }).click();
    // The link is a first factor only: GoTrue takes the password once the session has passed the authenticator.
    await expect(page.getByRole('form', { name: 'Two-factor authentication' })).toContainText('to set your new password.');
    await passSecondFactor(page, admin.totpSecret!);
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(toast(page, 'Password updated! Taking you to your dashboard...')).toBeVisible();
    await readerClient(stack, { ...admin, fullName: 'Forgetful Admin', password: 'reset-with-the-code' });
  });

  test('Google sign-in when the provider is not enabled says "Configuration error"', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toast(page, /^Configuration error: Unsupported provider: provider is not enabled\. Check the Google OAuth configuration/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/?$/);
  });

  test('an error in the URL hash is shown as a toast and the hash cleared', async ({ page }) => {
    await page.goto('/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(toast(page, 'Email link is invalid or has expired')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await page.goto('/auth?again=1#error=server_error');
    await expect(toast(page, 'server_error')).toBeVisible();
  });

  test('the signed-in pages send a signed-out visitor to /auth', async ({ page }) => {
    for (const path of ['/dashboard', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/?$/);
      await expect(toast(page, 'Please sign in to access this page')).toBeVisible();
    }
  });
});
