/**
 * An invitation survives sign-up on any device. Signed out, the join page names the group and its leader and offers
 * Create an account; the sign-up carries the invitation in the new account, and its confirmation e-mail's link,
 * opened in another browser with nothing of the first one's storage, ends in the group.
 *
 * The shared test stack confirms new accounts at once, so, as tests/e2e/account/confirm-email.spec.ts does, this
 * test starts a second supabase/local with confirmation on and points both browsers' API calls at it; the group is
 * made there through the API. Both are the real local API; the e-mail is read from its mailbox.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/server.ts';
import { expect, test, type Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { authFormReady, toast } from '../account/readers.ts';

let confirming: LocalSupabase;
/** The browsers this file opens: closed before the confirming stack stops, so no page of theirs calls a stopped API. */
const contexts: BrowserContext[] = [];

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  confirming = await startLocalSupabase({ port: 0, data: 'memory', storageDir: 'memory', confirmEmail: true, siteUrl: process.env.E2E_SITE_URL });
});

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await confirming?.close();
});

/** A browser of its own whose API calls go to the confirming stack. */
async function browserOnConfirmingStack(browser: Browser, stack: Stack): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.siteUrl });
  contexts.push(context);
  await context.route(`${stack.apiUrl}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(stack.apiUrl, confirming.url) });
    await route.fulfill({ response });
  });
  return context.newPage();
}

test('an invitee signs up, confirms from the e-mail in another browser, and ends in the group', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  // Naomi leads "Evening psalms" on the confirming stack.
  const service = createClient(confirming.url, confirming.keys.serviceRoleKey, { auth: { persistSession: false } });
  const leaderEmail = `naomi-${Date.now()}@example.test`;
  const made = await service.auth.admin.createUser({
    email: leaderEmail,
    password: 'grace-upon-grace',
    email_confirm: true,
    user_metadata: { full_name: 'Naomi Leader' },
  });
  expect(made.error).toBeNull();
  const leader = createClient(confirming.url, confirming.keys.anonKey, { auth: { persistSession: false } });
  expect((await leader.auth.signInWithPassword({ email: leaderEmail, password: 'grace-upon-grace' })).error).toBeNull();
  const group = await leader.rpc('create_reading_group', { p_name: 'Evening psalms', p_share: true });
  expect(group.error).toBeNull();
  const token = (await leader.rpc('reading_group_invite', { p_group: group.data })).data as string;
  const link = `/groups/join/#token=${token}`;

  // Signed out on the phone: the group and who leads it, before any sign-in.
  const phone = await browserOnConfirmingStack(browser, stack);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Evening psalms' })).toBeVisible();
  await expect(phone.getByTestId('join-leader')).toHaveText('Led by Naomi Leader');
  await phone.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(phone).toHaveURL(/\/auth\/?\?next=%2Fgroups%2Fjoin%2F&mode=signUp$/);
  await authFormReady(phone);
  await expect(phone.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  const email = `ruth-${Date.now()}@example.test`;
  const main = phone.getByRole('main');
  await main.getByLabel('Full Name').fill('Ruth Newcomer');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('grace-upon-grace');
  await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(phone, 'Please check your email to confirm your account.')).toBeVisible();

  // The e-mail's link returns to the join page; the token rides in the account, never in an address.
  const mail = confirming.mailbox.latest(email)!;
  expect(new URL(mail.link!).searchParams.get('redirect_to')).toBe(new URL('/auth/?next=%2Fgroups%2Fjoin%2F', stack.siteUrl).href);
  expect(mail.link).not.toContain(token);

  // Opened on the laptop: signed in, on the invitation, one click from joining.
  const laptop = await browserOnConfirmingStack(browser, stack);
  await laptop.goto(mail.link!);
  await expect(laptop).toHaveURL(/\/groups\/join\/#token=[0-9a-f]{64}$/);
  await expect(laptop.getByRole('heading', { level: 1, name: 'Evening psalms' })).toBeVisible();
  await expect(laptop.getByTestId('join-leader')).toHaveText('Led by Naomi Leader');
  await laptop.getByRole('button', { name: 'Join group' }).click();
  await expect(laptop).toHaveURL(new RegExp(`/groups/group/\\?id=${group.data}$`));
  await expect(toast(laptop, 'Welcome to Evening psalms!')).toBeVisible();
  // The members are below the conversation: they load as the reader scrolls to them.
  await scrollUntil(laptop, laptop.getByTestId('group-members'));
  await expect(laptop.getByTestId('group-members')).toContainText('Ruth Newcomer');

  // Spent: the account no longer carries the invitation.
  const users = await service.auth.admin.listUsers();
  const ruth = users.data.users.find((u) => u.email === email)!;
  expect(ruth.user_metadata.group_invite ?? null).toBeNull();
});
