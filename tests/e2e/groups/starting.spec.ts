/**
 * Starting a group offers sharing, ticked, and says what it means: the leader's own row is in the week from the
 * start. A leader who unticks it is told on the group's page why their row is missing.
 */
import { expect, test } from '../fixtures.ts';
import { newReader } from '../account/readers.ts';
import { readerPage, startGroup } from './group-browsers.ts';

test('the form offers sharing ticked and says what it means; the leader is in the week from the start', async ({ browser, stack }) => {
  const leader = await newReader(stack, 'Junia Starter');
  const page = await readerPage(browser, stack, leader);
  await page.goto('/groups/');
  const form = page.getByRole('region', { name: 'Start a group' });
  await expect(form.getByLabel('Share with the group which days I read')).toBeChecked();
  await expect(form.getByTestId('start-sharing-note')).toHaveText(
    "Your own row in the group's week shows only while this is ticked: untick it and the group does not see your days. You can change it at any time on the group's page.",
  );
  await startGroup(page, 'Sharing from the start');
  await expect(page.getByTestId('group-week').getByRole('rowheader')).toHaveText(['Junia Starter (you)']);
  await expect(page.getByTestId('you-do-not-share')).toHaveCount(0);
});

test('a leader who does not share is told why their row is missing', async ({ browser, stack }) => {
  const leader = await newReader(stack, 'Rufus Quiet');
  const page = await readerPage(browser, stack, leader);
  await startGroup(page, 'Quiet start', false);
  await expect(page.getByTestId('week-empty')).toBeVisible();
  await expect(page.getByTestId('you-do-not-share')).toHaveText(
    'You do not share your reading with this group, so your own row is not shown. To show it, tick the box under Your sharing.',
  );
});
