/**
 * An invitation survives sign-up on any device. Signed out, the join page names the group and its leader and offers
 * Create an account; the sign-up carries the invitation in the new account and asks for a confirmation link that
 * returns to the join page. That link, opened in another browser with nothing of the first one's storage, ends in
 * the group. The e2e stack signs new accounts in without confirmation, so the confirmation e-mail's link is made by
 * the admin API with the very redirect the sign-up asked for (the same verify endpoint and redirect as the e-mail's).
 */
import { expect, test, apiClient } from '../fixtures.ts';
import { authFormReady, newReader, toast } from '../account/readers.ts';
import { readerPage, startGroup } from './group-browsers.ts';

test('an invitee signs up, confirms in another browser, and ends in the group', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const leader = await newReader(stack, 'Naomi Leader');
  const leaderPage = await readerPage(browser, stack, leader);
  const { groupUrl, link } = await startGroup(leaderPage, 'Evening psalms');
  const token = link.split('#token=')[1]!;

  // Signed out on the phone: the group and who leads it, before any sign-in.
  const phone = await (await browser.newContext({ baseURL: stack.siteUrl })).newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Evening psalms' })).toBeVisible();
  await expect(phone.getByTestId('join-leader')).toHaveText('Led by Naomi Leader');
  await expect(phone.getByText('Please sign in to access this page')).toHaveCount(0);
  await phone.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(phone).toHaveURL(/\/auth\/?\?next=%2Fgroups%2Fjoin%2F&mode=signUp$/);
  await authFormReady(phone);
  await expect(phone.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  const email = `ruth-${Date.now()}@example.test`;
  const main = phone.getByRole('main');
  await main.getByLabel('Full Name').fill('Ruth Newcomer');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('grace-upon-grace');
  const signUp = phone.waitForRequest((request) => request.url().includes('/auth/v1/signup'));
  await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const request = await signUp;
  // The confirmation link returns to the join page; the token rides in the account, never in an address's query.
  const redirectTo = new URL(request.url()).searchParams.get('redirect_to')!;
  expect(redirectTo).toBe(new URL('/auth/?next=%2Fgroups%2Fjoin%2F', stack.siteUrl).href);
  expect((request.postDataJSON() as { data: Record<string, unknown> }).data).toMatchObject({ group_invite: token, full_name: 'Ruth Newcomer' });
  // Without confirmation (this stack), the same tab goes straight back to the invitation.
  await expect(phone).toHaveURL(/\/groups\/join\/#token=[0-9a-f]{64}$/);

  // The confirmation link, opened in another browser: no storage of the first, only the link.
  const service = apiClient(stack, 'service');
  const generated = await service.auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo } });
  expect(generated.error).toBeNull();
  const laptop = await (await browser.newContext({ baseURL: stack.siteUrl })).newPage();
  await laptop.goto(generated.data.properties!.action_link);
  await expect(laptop).toHaveURL(/\/groups\/join\/#token=[0-9a-f]{64}$/);
  await expect(laptop.getByRole('heading', { level: 1, name: 'Evening psalms' })).toBeVisible();
  await expect(laptop.getByTestId('join-leader')).toHaveText('Led by Naomi Leader');
  await laptop.getByRole('button', { name: 'Join group' }).click();
  await expect(laptop).toHaveURL(groupUrl);
  await expect(toast(laptop, 'Welcome to Evening psalms!')).toBeVisible();
  await expect(laptop.getByTestId('group-members')).toContainText('Ruth Newcomer');

  // Spent: the account no longer carries the invitation.
  const users = await service.auth.admin.listUsers();
  const ruth = users.data.users.find((u) => u.email === email)!;
  expect(ruth.user_metadata.group_invite ?? null).toBeNull();
});
