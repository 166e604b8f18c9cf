/**
 * Mark as read: a member who read today's devotional on paper marks it on its page, and the group's week shows the
 * day read. The devotional page and the group page each say how a day counts.
 */
import { expect, test } from '../fixtures.ts';
import { newReader, toast, todaysDevotional } from '../account/readers.ts';
import { joinByLink, readerPage, startGroup } from './group-browsers.ts';

test('a member marks today as read and the group sees the day read', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const [leader, member] = await Promise.all([newReader(stack, 'Phoebe Leader'), newReader(stack, 'Tabitha Paper')]);
  const leaderPage = await readerPage(browser, stack, leader);
  const { groupUrl, link } = await startGroup(leaderPage, 'Paper readers', true);
  await expect(leaderPage.getByTestId('how-a-day-counts')).toContainText('Mark as read');
  const memberPage = await readerPage(browser, stack, member);
  await joinByLink(memberPage, link, true);

  const devotional = await todaysDevotional(stack);
  await memberPage.goto(`/devotional/${devotional.id}/`);
  await expect(memberPage.getByTestId('how-a-day-counts')).toHaveText(
    'A day counts as read once this page has been open for 60% of its reading time and you have scrolled to the end, or once you have heard 50% of the narration.',
  );
  const mark = memberPage.getByRole('button', { name: 'Mark as read' });
  await mark.click();
  await expect(toast(memberPage, 'Marked as read for today.')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Read today' })).toBeDisabled();
  // Back on the page later today: counted, not offered again.
  await memberPage.reload();
  await expect(memberPage.getByRole('button', { name: 'Read today' })).toBeDisabled();
  await expect(memberPage.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await leaderPage.goto(groupUrl);
  const week = leaderPage.getByTestId('group-week');
  const read = week.locator('[data-member="Tabitha Paper"] td[data-mark="read"]');
  await expect(read).toHaveCount(1);
  await expect(read).toContainText('✓');
  await expect(week.locator('[data-member="Phoebe Leader"] td[data-mark="read"]')).toHaveCount(0);
});

test('signed out, the devotional page offers no Mark as read', async ({ page, stack }) => {
  const devotional = await todaysDevotional(stack);
  await page.goto(`/devotional/${devotional.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeHidden();
});
