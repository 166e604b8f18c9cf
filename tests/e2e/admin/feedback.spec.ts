/** /admin/feedback: moderation with the spec's columns, hidden actions, confirmed delete and messages. */
import { apiClient, expect, test, type Stack } from '../fixtures.ts';
import { captureRebuildRequests, expectNoSeriousAxeViolations, toast } from './screens.ts';
import { newAccount, openConsole, unique } from '../../support/admin-sign-in.ts';

async function feedbackFrom(stack: Stack, text: string, rating: number | null = 4) {
  const author = await newAccount(stack, 'Eunice Lois');
  const { data, error } = await apiClient(stack, 'service')
    .from('user_feedback')
    .insert({ user_id: author.id, feedback_text: text, country: 'Scotland', rating, created_at: '2026-03-05T12:00:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id as string, author };
}

async function statusOf(stack: Stack, id: string) {
  const { data } = await apiClient(stack, 'service').from('user_feedback').select('status').eq('id', id).maybeSingle();
  return data?.status ?? null;
}

// Each test is a whole admin flow (sign-in, several writes, axe) on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

test.describe('admin feedback', () => {
  test('shows User, Feedback, Rating, Status, Date and approves, rejects, deletes', async ({ page, stack }) => {
    const text = `Our children ask for the story every morning ${unique()}.`;
    const { id, author } = await feedbackFrom(stack, text);
    const rebuilds = await captureRebuildRequests(page);
    await openConsole(page, stack, 'feedback');
    for (const header of ['User', 'Feedback', 'Rating', 'Status', 'Date', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const row = page.locator('tbody tr').filter({ hasText: text });
    await expect(row.getByText('Eunice Lois')).toBeVisible();
    await expect(row.getByText(author.email)).toBeVisible();
    await expect(row.getByLabel('4 out of 5')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Mar 5, 2026')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/admin/feedback');

    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(toast(page, 'Feedback approved')).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    expect(await statusOf(stack, id)).toBe('approved');
    // The home page's testimonials changed: the site is asked to rebuild.
    await expect.poll(() => rebuilds.length).toBe(1);

    await row.getByRole('button', { name: /^Reject/ }).click();
    await expect(toast(page, 'Feedback rejected')).toBeVisible();
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Approve/ })).toBeVisible();
    expect(await statusOf(stack, id)).toBe('rejected');
    await expect.poll(() => rebuilds.length).toBe(2);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await statusOf(stack, id)).toBe('rejected');
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Feedback deleted')).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: text })).toHaveCount(0);
    expect(await statusOf(stack, id)).toBeNull();
    // Deleting feedback that was not approved leaves the testimonials as they were: no third request.
    expect(rebuilds).toHaveLength(2);
  });

  test('filters by status', async ({ page, stack }) => {
    const text = `Filtered feedback for the status filter ${unique()}.`;
    await feedbackFrom(stack, text, null);
    await openConsole(page, stack, 'feedback');
    const row = page.locator('tbody tr').filter({ hasText: text });
    await expect(row.getByLabel('No rating')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.locator('tbody tr').filter({ hasText: 'Pending' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(row).toBeVisible();
  });

  test("failures to load, update and delete show the spec's messages", async ({ page, stack }) => {
    const text = `Feedback the network loses ${unique()}.`;
    const { id } = await feedbackFrom(stack, text);
    await openConsole(page, stack, 'feedback');
    const row = page.locator('tbody tr').filter({ hasText: text });
    await expect(row).toBeVisible();
    await page.route('**/rest/v1/user_feedback?**', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('connectionrefused')));
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(toast(page, 'Failed to update feedback status')).toBeVisible();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete feedback')).toBeVisible();
    expect(await statusOf(stack, id)).toBe('pending');

    await page.unroute('**/rest/v1/user_feedback?**');
    await page.route('**/rest/v1/user_feedback?**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(toast(page, 'Failed to load feedbacks')).toBeVisible();
  });
});
