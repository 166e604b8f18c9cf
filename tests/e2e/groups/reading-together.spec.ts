/**
 * Reading together, each reader in a browser of their own: a leader starts a group and sends its link;
 * one reader opens it signed out, signs in and joins sharing their reading, another joins without sharing; the
 * group's week shows only the sharer's days, the dashboard counts today, and the leader removes a member, who then
 * finds nothing. A reader outside the group is refused on every path: the group's page by its id, the replaced and
 * the closed link, a guessed one, and the API itself.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { authFormReady, newReader, readerClient, signIn, toast, todaysDevotional, type Reader } from '../account/readers.ts';
import { seriousViolations } from '../devotional/data.ts';
import type { Stack } from '../fixtures.ts';

/** A reader signed in in a browser context of their own (cookies and storage apart from everyone else's). */
async function readerPage(browser: Browser, stack: Stack, reader: Reader): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.siteUrl });
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

/** Starts a group on /groups/ and returns its page's address and its invite link. */
async function startGroup(page: Page, name: string, share: boolean): Promise<{ groupUrl: string; link: string }> {
  await page.goto('/groups/');
  await expect(page.getByTestId('no-groups')).toBeVisible();
  const form = page.getByRole('region', { name: 'Start a group' });
  await form.getByLabel('Group name').fill(name);
  await form.getByLabel('Share with the group which days I read').setChecked(share);
  await form.getByRole('button', { name: 'Start group' }).click();
  await expect(page).toHaveURL(/\/groups\/group\/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The invitation is below the conversation: it loads as the leader scrolls to it.
  await scrollUntil(page, page.getByLabel('Invite link'));
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/groups\/join\/#token=[0-9a-f]{64}$/);
  return { groupUrl: page.url(), link };
}

async function joinByLink(page: Page, link: string, share: boolean) {
  await page.goto(link);
  await page.getByLabel('Share with this group which days I read').setChecked(share);
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page).toHaveURL(/\/groups\/group\/\?id=/);
}

test.describe('reading together', () => {
  test('two readers join by the link, one sharing and one not; the week shows only what is shared; the leader removes a member', async ({ browser, stack }) => {
    test.setTimeout(180_000);
    const [leader, sharer, quiet] = await Promise.all([newReader(stack, 'Lydia Leader'), newReader(stack, 'Sam Sharer'), newReader(stack, 'Pia Private')]);
    const leaderPage = await readerPage(browser, stack, leader);
    const { groupUrl, link } = await startGroup(leaderPage, 'Thursday evening study', true);
    await expect(toast(leaderPage, 'Thursday evening study is ready. Send its invite link to the people you read with.')).toBeVisible();

    // Sam opens the link signed out: the group and its leader, then Sign in, which brings him back to the invitation.
    const samContext = await browser.newContext({ baseURL: stack.siteUrl });
    const samPage = await samContext.newPage();
    await samPage.goto(link);
    await expect(samPage.getByRole('heading', { level: 1, name: 'Thursday evening study' })).toBeVisible();
    await expect(samPage.getByTestId('join-leader')).toHaveText('Led by Lydia Leader');
    await samPage.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(samPage).toHaveURL(/\/auth\/?\?next=%2Fgroups%2Fjoin%2F$/);
    expect(samPage.url()).not.toContain(link.split('#token=')[1]);
    await authFormReady(samPage);
    await samPage.getByRole('main').getByLabel('Email').fill(sharer.email);
    await samPage.getByRole('main').getByLabel('Password', { exact: true }).fill(sharer.password);
    await samPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(samPage).toHaveURL(/\/groups\/join\/#token=[0-9a-f]{64}$/);
    await expect(samPage.getByRole('heading', { level: 1, name: 'Thursday evening study' })).toBeVisible();
    await expect(samPage.getByTestId('join-counts')).toHaveText('1 member; 1 of them shares their reading days.');
    await expect(samPage.getByText('Nothing else is shared: not what they read, their notes, bookmarks or practice.', { exact: false })).toBeVisible();
    await expect(samPage.getByLabel('Share with this group which days I read')).not.toBeChecked();
    expect(await seriousViolations(samPage)).toEqual({ light: [], dark: [] });
    await samPage.getByLabel('Share with this group which days I read').check();
    await samPage.getByRole('button', { name: 'Join group' }).click();
    await expect(samPage).toHaveURL(groupUrl);
    await expect(toast(samPage, 'Welcome to Thursday evening study!')).toBeVisible();

    // Pia is signed in already and joins without sharing.
    const piaPage = await readerPage(browser, stack, quiet);
    await joinByLink(piaPage, link, false);
    await expect(piaPage.getByRole('heading', { level: 1, name: 'Thursday evening study' })).toBeVisible();

    // Sam and Pia both read today; only Sam's day reaches the group.
    const devotional = await todaysDevotional(stack);
    for (const reader of [sharer, quiet]) {
      const client = await readerClient(stack, reader);
      const { error } = await client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: devotional.id, reading_time_seconds: 200 });
      expect(error).toBeNull();
    }
    await leaderPage.reload();
    const week = leaderPage.getByTestId('group-week');
    await expect(week.getByRole('row')).toHaveCount(3);
    await expect(week.getByRole('rowheader')).toHaveText(['Lydia Leader (you)', 'Sam Sharer']);
    await expect(week.locator('[data-member="Sam Sharer"] td[data-mark="read"]')).toHaveCount(1);
    await expect(week.locator('[data-member="Lydia Leader"] td[data-mark="read"]')).toHaveCount(0);
    await expect(week.locator('th[aria-current="date"]')).toHaveCount(1);
    await expect(leaderPage.getByTestId('not-sharing')).toHaveText('1 member does not share their reading.');
    const members = leaderPage.getByTestId('group-members');
    await scrollUntil(leaderPage, members);
    await expect(members.getByRole('listitem')).toHaveCount(3);
    await expect(members.locator('[data-member="Pia Private"]')).toContainText('Does not share their reading');
    expect(await leaderPage.content()).not.toContain(devotional.title);

    // The dashboard counts today among the members who share.
    await leaderPage.goto('/dashboard');
    const card = leaderPage.getByRole('region', { name: 'Reading Groups' });
    await scrollUntil(leaderPage, card);
    await expect(card.getByRole('link', { name: 'Thursday evening study' })).toHaveAttribute('href', new URL(groupUrl).pathname + new URL(groupUrl).search);
    await expect(card).toContainText('1 of 2 read today');

    // The leader removes Pia, after a question.
    await leaderPage.goto(groupUrl);
    await scrollUntil(leaderPage, members);
    await leaderPage.getByRole('button', { name: 'Remove Pia Private' }).click();
    const dialog = leaderPage.getByRole('dialog', { name: 'Remove Pia Private?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'The invite link they have will no longer let them in. To let them back later, replace the link and send them the new one.',
    );
    expect(await seriousViolations(leaderPage)).toEqual({ light: [], dark: [] });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(leaderPage, 'Pia Private was removed from the group.')).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(2);

    await piaPage.reload();
    await expect(piaPage.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
    await piaPage.goto('/groups/');
    await expect(piaPage.getByTestId('no-groups')).toBeVisible();
    // The link she kept no longer lets her in: the page says what it says of any link that does not work.
    await piaPage.goto(link);
    await expect(piaPage.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible();
    await expect(piaPage.getByRole('button', { name: 'Join group' })).toHaveCount(0);
    // Sam, a member, is offered no leader's action.
    await samPage.reload();
    await scrollUntil(samPage, samPage.getByTestId('group-members'));
    await expect(samPage.getByTestId('group-members').getByRole('listitem')).toHaveCount(2);
    await expect(samPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(samPage.getByLabel('Invite link')).toHaveCount(0);
    await expect(samPage.getByText('To invite someone, ask Lydia Leader, who leads the group, for its link.')).toBeVisible();
  });

  test('a reader outside the group is refused on every path, and learns nothing', async ({ browser, stack }) => {
    test.setTimeout(120_000);
    const [leader, outsider] = await Promise.all([newReader(stack, 'Grace Guardian'), newReader(stack, 'Otto Outsider')]);
    const leaderPage = await readerPage(browser, stack, leader);
    const { groupUrl, link: firstLink } = await startGroup(leaderPage, 'Closed circle', false);
    const groupId = new URL(groupUrl).searchParams.get('id')!;

    // The leader replaces the link: the first stops working at once.
    await leaderPage.getByRole('button', { name: 'Replace link' }).click();
    await leaderPage.getByRole('dialog', { name: 'Replace the invite link?' }).getByRole('button', { name: 'Replace link' }).click();
    await expect(toast(leaderPage, 'A new invite link is ready. The old one no longer works.')).toBeVisible();
    await expect(leaderPage.getByLabel('Invite link')).not.toHaveValue(firstLink);
    const secondLink = await leaderPage.getByLabel('Invite link').inputValue();

    const page = await readerPage(browser, stack, outsider);
    await page.goto(groupUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
    const guessed = firstLink.replace(/#token=.*/, `#token=${'0'.repeat(64)}`);
    for (const link of [firstLink, guessed, firstLink.replace(/#token=.*/, '')]) {
      await page.goto('/');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join group' })).toHaveCount(0);
    }

    // Closed: the current link fails exactly as the others.
    await leaderPage.getByRole('button', { name: 'Close joining' }).click();
    await leaderPage.getByRole('dialog', { name: 'Close joining?' }).getByRole('button', { name: 'Close joining' }).click();
    await expect(leaderPage.getByTestId('joining-closed')).toBeVisible();
    await page.goto('/');
    await page.goto(secondLink);
    await expect(page.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible();
    expect(await page.content()).not.toContain('Closed circle');

    await page.goto('/groups/');
    await expect(page.getByTestId('no-groups')).toBeVisible();
    expect(await seriousViolations(page)).toEqual({ light: [], dark: [] });
    await page.goto('/dashboard');
    await scrollUntil(page, page.getByRole('region', { name: 'Reading Groups' }));
    await expect(page.getByRole('region', { name: 'Reading Groups' })).toContainText('Start a group');

    // The API the pages use, asked directly with the outsider's session.
    const client = await readerClient(stack, outsider);
    for (const table of ['reading_groups', 'reading_group_members']) {
      const { data, error } = await client.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    for (const fn of ['reading_group_roster', 'reading_group_week']) expect((await client.rpc(fn, { p_group: groupId })).data, fn).toEqual([]);
    for (const token of [firstLink, secondLink].map((l) => l.split('#token=')[1])) {
      expect((await client.rpc('reading_group_preview', { p_token: token })).data).toEqual([]);
      expect((await client.rpc('join_reading_group', { p_token: token })).error?.code).toBe('P0002');
    }
    expect((await client.rpc('leave_reading_group', { p_group: groupId })).error?.message).toBe('This group is not one of yours.');
  });

  test('signed-out visitors are sent to sign in and brought back to the page they asked for', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Ruth Returning');
    const next = () => new URL(page.url()).searchParams.get('next');
    await page.goto('/groups/');
    await expect(page).toHaveURL(/\/auth\/?\?next=/);
    expect(next()).toBe('/groups/');
    await expect(toast(page, 'Please sign in to access this page')).toBeVisible();
    const id = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/groups/group/?id=${id}`);
    await expect(page).toHaveURL(/\/auth\/?\?next=/);
    expect(next()).toBe(`/groups/group/?id=${id}`);
    await authFormReady(page);
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`/groups/group/?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  });

  test('a leader who leaves passes the group to its longest-standing member; the last to leave deletes it', async ({ browser, stack }) => {
    test.setTimeout(120_000);
    const [leader, first, second] = await Promise.all([newReader(stack, 'Anna Founder'), newReader(stack, 'Boaz First'), newReader(stack, 'Chloe Second')]);
    const leaderPage = await readerPage(browser, stack, leader);
    const { groupUrl, link } = await startGroup(leaderPage, 'Morning psalms', false);
    const firstPage = await readerPage(browser, stack, first);
    await joinByLink(firstPage, link, false);
    const secondPage = await readerPage(browser, stack, second);
    await joinByLink(secondPage, link, true);

    await leaderPage.reload();
    await scrollUntil(leaderPage, leaderPage.getByRole('button', { name: 'Leave group' }));
    await leaderPage.getByRole('button', { name: 'Leave group' }).click();
    const leave = leaderPage.getByRole('dialog', { name: 'Leave Morning psalms?' });
    await expect(leave).toContainText('Boaz First, the longest-standing member, will lead it.');
    await leave.getByRole('button', { name: 'Leave group' }).click();
    await expect(leaderPage).toHaveURL(/\/groups\/$/);
    await expect(toast(leaderPage, 'You left Morning psalms.')).toBeVisible();

    await firstPage.goto(groupUrl);
    await expect(firstPage.getByText('2 members · you lead this group')).toBeVisible();
    await scrollUntil(firstPage, firstPage.getByLabel('Invite link'));
    await expect(firstPage.getByLabel('Invite link')).toHaveValue(link);
    // Boaz passes leadership on, then leaves; Chloe, alone, leaves last and the group is gone.
    await firstPage.getByRole('button', { name: 'Make Chloe Second the leader' }).click();
    await firstPage.getByRole('dialog', { name: 'Make Chloe Second the leader?' }).getByRole('button', { name: 'Make leader' }).click();
    await expect(firstPage.getByText('2 members · led by Chloe Second')).toBeVisible();
    await firstPage.getByRole('button', { name: 'Leave group' }).click();
    await firstPage.getByRole('dialog', { name: 'Leave Morning psalms?' }).getByRole('button', { name: 'Leave group' }).click();
    await expect(firstPage).toHaveURL(/\/groups\/$/);

    await secondPage.goto(groupUrl);
    // The page as it is now (Chloe alone, leading), not a render from before the others left, before Leave is pressed.
    await expect(secondPage.getByText('1 member · you lead this group')).toBeVisible();
    await scrollUntil(secondPage, secondPage.getByRole('button', { name: 'Leave group' }));
    await secondPage.getByRole('button', { name: 'Leave group' }).click();
    const last = secondPage.getByRole('dialog', { name: 'Leave Morning psalms?' });
    await expect(last).toContainText('You are its only member: leaving deletes the group.');
    await last.getByRole('button', { name: 'Leave group' }).click();
    await expect(secondPage).toHaveURL(/\/groups\/$/);
    await expect(secondPage.getByTestId('no-groups')).toBeVisible();
    const { data } = await (await readerClient(stack, second)).rpc('reading_group_preview', { p_token: link.split('#token=')[1] });
    expect(data).toEqual([]);
  });
});
