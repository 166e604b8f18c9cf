/**
 * A group's conversation, each reader in a browser of their own: a member posts and the leader sees it; the author
 * edits it and it shows as edited; the leader answers one of the guide's questions, removes the member's post and
 * pauses the member, who is told they cannot post until the leader allows it again. The Dutch page speaks Dutch.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { mondayOf } from '@lib/groups/iso-week.ts';
import { expect, test } from '../fixtures.ts';
import { newReader, toast } from '../account/readers.ts';
import { loadArchive } from '../devotional/data.ts';
import { joinByLink, readerPage, startGroup } from './group-browsers.ts';
import { scrollUntil } from '../scroll.ts';

const contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const conversationOf = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const postBy = (page: Page, name: string) => conversationOf(page).locator(`[data-author="${name}"]`);

test('members talk over the week: post, edit, answer a guide question; the leader removes a post and pauses a member', async ({ browser, stack }) => {
  test.setTimeout(180_000);
  const archive = await loadArchive(stack);
  const firstDay = archive.released.find((d) => d.date >= mondayOf(archive.today) && d.discussion_questions.length > 0);
  expect(firstDay, 'a devotional released this week with discussion questions').toBeDefined();
  const [leader, member] = await Promise.all([newReader(stack, 'Martha Leader'), newReader(stack, 'Mary Member')]);
  const leaderPage = await readerPage(browser, stack, leader);
  contexts.push(leaderPage.context());
  const { groupUrl, link } = await startGroup(leaderPage, 'Bethany table', true);
  const memberPage = await readerPage(browser, stack, member);
  contexts.push(memberPage.context());
  await joinByLink(memberPage, link, true);

  // Nothing yet; a blank post is refused in words and sends nothing.
  const memberTalk = conversationOf(memberPage);
  await expect(memberTalk.getByTestId('conversation-empty')).toBeVisible();
  await memberTalk.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(memberTalk.getByRole('alert')).toHaveText('Write something before posting.');

  // Mary asks for prayer; her post shows at once, line breaks kept, and Martha sees it when she opens the page.
  await memberTalk.getByRole('radio', { name: 'Prayer request' }).check();
  await memberTalk.getByRole('textbox', { name: 'Your post' }).fill('Please pray for my sister.\nShe starts a new job.');
  await memberTalk.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(memberPage, 'Your post is in the conversation.')).toBeVisible();
  await expect(postBy(memberPage, 'Mary Member').getByTestId('post-body')).toHaveText('Please pray for my sister.\nShe starts a new job.');
  await expect(memberTalk.getByRole('textbox', { name: 'Your post' })).toHaveValue('');
  await leaderPage.reload();
  await expect(postBy(leaderPage, 'Mary Member').getByTestId('post-body')).toHaveText('Please pray for my sister.\nShe starts a new job.');
  await expect(postBy(leaderPage, 'Mary Member').locator('[data-kind="prayer"]')).toHaveText('Prayer request');
  // Only the author is offered Edit.
  await expect(postBy(leaderPage, 'Mary Member').getByRole('button', { name: 'Edit your post' })).toHaveCount(0);

  // Mary edits her post: it shows as edited, to her at once and to Martha after a reload.
  await postBy(memberPage, 'Mary Member').getByRole('button', { name: 'Edit your post' }).click();
  await postBy(memberPage, 'Mary Member').getByRole('textbox', { name: 'Your post' }).fill('Please pray for my sister, who starts a new job on Monday.');
  await postBy(memberPage, 'Mary Member').getByRole('button', { name: 'Save' }).click();
  await expect(toast(memberPage, 'Your post is changed.')).toBeVisible();
  await expect(postBy(memberPage, 'Mary Member').getByTestId('post-edited')).toHaveText('(edited)');
  await leaderPage.reload();
  await expect(postBy(leaderPage, 'Mary Member').getByTestId('post-body')).toHaveText('Please pray for my sister, who starts a new job on Monday.');
  await expect(postBy(leaderPage, 'Mary Member').getByTestId('post-edited')).toBeVisible();

  // The guide's first question of the week starts Martha's reply, quoting it.
  const leaderTalk = conversationOf(leaderPage);
  const question = firstDay!.discussion_questions[0].trim();
  await expect(leaderTalk.getByTestId('conversation-starters')).toContainText(question);
  await leaderTalk.getByRole('button', { name: `Answer: ${question}` }).click();
  await expect(leaderTalk.getByTestId('post-form-prompt')).toHaveText(question);
  await expect(leaderTalk.getByRole('radio', { name: 'Question' })).toBeChecked();
  await expect(leaderTalk.getByRole('textbox', { name: 'Your post' })).toBeFocused();
  await leaderPage.keyboard.type('What did you all make of this?');
  await leaderTalk.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postBy(leaderPage, 'Martha Leader').locator('blockquote')).toHaveText(question);

  // Martha removes Mary's post, and it is gone for Mary too.
  await postBy(leaderPage, 'Mary Member').getByRole('button', { name: 'Remove the post by Mary Member' }).click();
  await leaderPage.getByRole('dialog', { name: 'Remove the post by Mary Member?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(leaderPage, 'The post is removed.')).toBeVisible();
  await expect(postBy(leaderPage, 'Mary Member')).toHaveCount(0);
  await memberPage.reload();
  await expect(conversationOf(memberPage)).toBeVisible();
  await expect(postBy(memberPage, 'Mary Member')).toHaveCount(0);

  // Martha pauses Mary's posting: only Martha sees it beside Mary's name; Mary is told, and offered no form.
  // The members are below the conversation: they load as the reader scrolls to them.
  await scrollUntil(leaderPage, leaderPage.getByTestId('group-members'));
  await leaderPage.getByRole('button', { name: 'Pause posting for Mary Member' }).click();
  await leaderPage.getByRole('dialog', { name: 'Pause posting for Mary Member?' }).getByRole('button', { name: 'Pause posting' }).click();
  await expect(toast(leaderPage, 'Posting is paused for Mary Member.')).toBeVisible();
  await expect(leaderPage.getByTestId('group-members').locator('[data-member="Mary Member"]').getByTestId('member-paused')).toHaveText('Posting paused');
  await memberPage.reload();
  await expect(conversationOf(memberPage).getByTestId('posting-paused')).toHaveText(
    "The group's leader has paused your posting here. You can still read the conversation.",
  );
  await expect(conversationOf(memberPage).getByTestId('post-form')).toHaveCount(0);
  await scrollUntil(memberPage, memberPage.getByTestId('group-members'));
  await expect(memberPage.getByTestId('member-paused')).toHaveCount(0);

  // On the Dutch page Mary reads the same in Dutch, and a link to #conversation brings the section into view.
  await memberPage.goto(`${groupUrl.replace('/groups/group/', '/nl/groups/group/')}#conversation`);
  const gesprek = memberPage.getByRole('region', { name: 'Gesprek' });
  await expect(gesprek.getByTestId('posting-paused')).toHaveText(
    'De leider van de groep heeft uw berichten hier gepauzeerd. U kunt het gesprek wel blijven lezen.',
  );
  await expect(gesprek).toBeInViewport();

  // Martha allows it again, and Mary can post.
  await leaderPage.getByRole('button', { name: 'Allow posting for Mary Member' }).click();
  await expect(toast(leaderPage, 'Mary Member can post again.')).toBeVisible();
  await memberPage.goto(groupUrl);
  await conversationOf(memberPage).getByRole('textbox', { name: 'Your post' }).fill('Thank you all.');
  await conversationOf(memberPage).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postBy(memberPage, 'Mary Member').getByTestId('post-body')).toHaveText('Thank you all.');
});
