/**
 * A group's leader renames it, hands it over, and the new leader deletes it after typing its name: each member sees
 * the change, only the leader is offered the group's settings, and a deleted group is gone for everyone.
 */
import { expect, test } from '../fixtures.ts';
import { newReader, toast } from '../account/readers.ts';
import { joinByLink, readerPage, startGroup } from './group-browsers.ts';
import { scrollUntil } from '../scroll.ts';

test('the leader renames the group and hands it over; the new leader deletes it for everyone', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const [leader, member] = await Promise.all([newReader(stack, 'Lois Leader'), newReader(stack, 'Eunice Member')]);
  const leaderPage = await readerPage(browser, stack, leader);
  const { groupUrl, link } = await startGroup(leaderPage, 'Monday prayer', true);
  const memberPage = await readerPage(browser, stack, member);
  await joinByLink(memberPage, link, true);

  // A member is offered no settings of the group (below the conversation, with the members, once scrolled to).
  await scrollUntil(memberPage, memberPage.getByRole('region', { name: 'Members' }));
  await expect(memberPage.getByRole('region', { name: 'Manage the group' })).toHaveCount(0);

  // The leader renames it; a name the rules refuse is explained and changes nothing.
  await leaderPage.reload();
  const manage = leaderPage.getByRole('region', { name: 'Manage the group' });
  await scrollUntil(leaderPage, manage);
  await manage.getByLabel('Group name').fill('   ');
  await manage.getByRole('button', { name: 'Rename' }).click();
  await expect(manage.getByRole('alert')).toHaveText('Give the group a name.');
  await manage.getByLabel('Group name').fill('Monday evening prayer');
  await manage.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(leaderPage, 'The group is now called Monday evening prayer.')).toBeVisible();
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Monday evening prayer' })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Monday evening prayer' })).toBeVisible();

  // The leader hands the group over to Eunice, and no longer has its settings.
  await leaderPage.getByRole('button', { name: 'Make Eunice Member the leader' }).click();
  await leaderPage.getByRole('dialog', { name: 'Make Eunice Member the leader?' }).getByRole('button', { name: 'Make leader' }).click();
  await expect(toast(leaderPage, 'Eunice Member now leads the group.')).toBeVisible();
  await expect(leaderPage.getByRole('region', { name: 'Manage the group' })).toHaveCount(0);
  await expect(leaderPage.getByText(/led by Eunice Member/)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByText('you lead this group', { exact: false })).toBeVisible();

  // Eunice deletes it: the button waits for the group's name.
  await scrollUntil(memberPage, memberPage.getByRole('region', { name: 'Manage the group' }));
  await memberPage.getByRole('region', { name: 'Manage the group' }).getByRole('button', { name: 'Delete group' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Delete Monday evening prayer?' });
  const confirm = dialog.getByRole('button', { name: 'Delete group' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the group's name, Monday evening prayer, to confirm").fill('Monday');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the group's name, Monday evening prayer, to confirm").fill('Monday evening prayer');
  await confirm.click();
  await expect(memberPage).toHaveURL(/\/groups\/$/);
  await expect(toast(memberPage, 'Monday evening prayer was deleted.')).toBeVisible();
  await expect(memberPage.getByTestId('no-groups')).toBeVisible();

  // Gone for Lois too, and its link no longer works.
  await leaderPage.goto(groupUrl);
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  await leaderPage.goto(link);
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible();
});
