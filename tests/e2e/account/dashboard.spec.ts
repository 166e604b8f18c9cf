/** /dashboard: stats, calendar, goals, achievements from the database, history, bookmarks, practice, banner, feedback. */
import { apiClient, expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { newReader, readerClient, signIn, toast, todaysDevotional } from './readers.ts';

test.describe('/dashboard', () => {
  test('shows the reading the database recorded: stats, calendar, history, achievements', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Hannah Faithful');
    const devotional = await todaysDevotional(stack);
    const client = await readerClient(stack, reader);
    await client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: devotional.id, reading_time_seconds: 190 });
    await client.from('user_saved_devotionals').insert({ user_id: reader.id, devotional_id: devotional.id });
    const now = new Date().toISOString();
    const practised = { learner_id: null, item_key: `verse:${devotional.id}`, added_at: now, due_at: now, interval_days: 0, box: 0, reps: 1, lapses: 0 };
    await client.rpc('sync_practice', { p_records: [{ ...practised, last_grade: 'again', last_reviewed_at: now, mastered_at: null }] });
    await signIn(page, reader);
    await expect(page.getByRole('heading', { name: 'Welcome back, Hannah Faithful!' })).toBeVisible();
    const stats = page.getByRole('list', { name: 'Your reading at a glance' });
    await expect(stats.getByTestId('stat-card')).toHaveText([/Devotionals Read\s*1/, /Reading Minutes\s*3/, /Current Streak\s*1 day/, /Bookmarks\s*1/]);
    const history = page.getByTestId('reading-history');
    // The cards below the calendar load as the reader scrolls to them.
    await scrollUntil(page, history);
    await expect(history.getByRole('link', { name: devotional.title })).toHaveAttribute('href', `/devotional/${devotional.id}/`);
    await expect(page.getByRole('link', { name: "Read Today's Devotional" })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('achievements')).toContainText('First Steps');
    const calendar = page.getByTestId('reading-calendar');
    await expect(calendar.locator('[data-read="true"]')).toHaveCount(1);
    await expect(calendar.getByRole('listitem', { name: /\(today\): read$/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    const practice = page.getByRole('region', { name: 'Memory Practice' });
    await expect(practice.getByRole('link', { name: 'You' })).toHaveAttribute('href', '/practice/');
    await expect(practice).toContainText('1 due · 0 mastered · 1-day streak');
  });

  test('reading goals: default weekly 7, invalid target becomes 1, progress and the spec messages', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    const goals = page.getByRole('region', { name: 'Reading Goals' });
    await scrollUntil(page, goals);
    await expect(goals.getByLabel('Goal type')).toHaveValue('weekly');
    await expect(goals.getByLabel('Devotionals')).toHaveValue('7');
    await goals.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toast(page, 'Reading goal created!')).toBeVisible();
    await expect(goals.locator('[data-goal-type="weekly"]')).toContainText('0 of 7 devotionals');

    await goals.getByLabel('Goal type').selectOption('daily');
    await goals.getByLabel('Devotionals').fill('');
    await goals.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toast(page, 'Reading goal created!').last()).toBeVisible();
    const daily = goals.locator('[data-goal-type="daily"]');
    await expect(daily).toContainText('0 of 1 devotionals');

    const client = await readerClient(stack, reader);
    await client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: devotional.id, reading_time_seconds: 200 });
    await page.reload();
    await scrollUntil(page, goals);
    await expect(daily).toContainText('1 of 1 devotionals');
    await expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(daily).toContainText('Completed!');
    await expect(page.getByTestId('achievements')).toContainText('Goal Achieved');

    await page.route('**/rest/v1/user_reading_goals**', (route) => route.fulfill({ status: 500, json: { message: 'unavailable' } }));
    await goals.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toast(page, 'Failed to create goal')).toBeVisible();
    await page.route('**/rest/v1/reading_goal_progress**', (route) => route.fulfill({ status: 500, json: { message: 'unavailable' } }));
    await page.reload();
    await expect(toast(page, 'Failed to load reading goals')).toBeVisible();
  });

  test('the Complete your profile banner lists what is missing and stays dismissed for that reader', async ({ page, stack }) => {
    const reader = await newReader(stack);
    await signIn(page, reader);
    const banner = page.getByRole('region', { name: 'Complete your profile' });
    await expect(banner).toContainText('Add your profile picture');
    await expect(banner.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    // A reader made today who has read nothing yet is on their first visit: welcomed, not welcomed back.
    await expect(page.getByRole('heading', { name: /^Welcome[,!]/ })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Share Feedback checks every rule and stores the feedback pending', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Phoebe Helpful');
    await signIn(page, reader);
    await page.getByRole('button', { name: 'Share Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
    await dialog.getByLabel('Your feedback').fill('Too short');
    await submit.click();
    await expect(toast(page, 'Feedback must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Your feedback').fill('These devotionals shaped our family worship.');
    await dialog.getByLabel('Country').fill('B');
    await submit.click();
    await expect(toast(page, 'Country is required')).toBeVisible();
    await dialog.getByLabel('Country').fill('x'.repeat(101));
    await submit.click();
    await expect(toast(page, 'Country name is too long')).toBeVisible();
    await dialog.getByLabel('Country').fill('Kenya');
    await dialog.getByLabel('Rating (optional)').selectOption('5');
    await page.route('**/rest/v1/user_feedback**', (route) => route.fulfill({ status: 500, json: { message: 'unavailable' } }), { times: 1 });
    await submit.click();
    await expect(toast(page, 'Failed to submit feedback. Please try again.')).toBeVisible();
    await submit.click();
    await expect(toast(page, 'Feedback submitted! It will appear after admin approval.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const { data } = await apiClient(stack, 'service').from('user_feedback').select('feedback_text, country, rating, status').eq('user_id', reader.id);
    expect(data).toEqual([{ feedback_text: 'These devotionals shaped our family worship.', country: 'Kenya', rating: 5, status: 'pending' }]);
  });

  // The form loads on its first use (docs/islands.md, "Parts loaded on use"): when it cannot, the reader is told and
  // the dashboard stays as it was.
  test('Share Feedback says so when its form cannot load', async ({ page, stack }) => {
    const reader = await newReader(stack, 'Priscilla Patient');
    await signIn(page, reader);
    const feedback = page.getByRole('button', { name: 'Share Feedback' });
    await expect(feedback).toBeVisible();
    await page.route(/\/_astro\/FeedbackDialog\.[\w-]+\.js$/, (route) => route.abort(), { times: 1 });
    await feedback.click();
    await expect(toast(page, 'The feedback form could not be opened. Please check your connection and reload the page.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Share Feedback' })).toBeHidden();
    await expect(page.getByRole('heading', { name: /^Welcome.*Priscilla Patient/ })).toBeVisible();
    await expect(feedback).toBeEnabled();
  });

  test('an admin sees the badge and the Admin Panel button', async ({ page, stack }) => {
    await signIn(page, { id: '', email: stack.adminEmail, password: stack.adminPassword, fullName: '' });
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/');
    await expect(page.getByRole('link', { name: 'Settings', exact: true }).first()).toHaveAttribute('href', '/settings/');
  });
});

test.describe('confession pages, signed in', () => {
  test('a reader bookmarks a question; the dashboard lists it under Bookmarked Confessions', async ({ page, stack }) => {
    const { data: confession } = await apiClient(stack).from('confessions').select('slug, name').ilike('slug', '%shorter%').limit(1).single();
    test.skip(!confession, 'no catechism in the sample content');
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto(`/confessions/${confession!.slug}/`);
    const bookmark = page.getByRole('button', { name: 'Bookmark Question 1', exact: true });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(toast(page, 'Section bookmarked')).toBeVisible();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('admin-banner')).toHaveCount(0);
    await page.goto('/dashboard');
    const card = page.getByTestId('bookmarked-sections');
    await scrollUntil(page, card);
    await expect(card.getByRole('link', { name: /^Question 1/ })).toHaveAttribute('href', new RegExp(`/confessions/${confession!.slug}/#`));
    await expect(card).toContainText(confession!.name);
    await expect(page.getByRole('link', { name: 'Browse Confessions' })).toHaveAttribute('href', '/confessions/');
  });

  test('an admin sees the banner: section count, copyable id, Edit in Admin', async ({ page, context, stack }) => {
    const { data: confession } = await apiClient(stack).from('confessions').select('id, slug, total_sections').gt('total_sections', 0).limit(1).single();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, { id: '', email: stack.adminEmail, password: stack.adminPassword, fullName: '' });
    await page.goto(`/confessions/${confession!.slug}/`);
    const banner = page.getByTestId('admin-banner');
    await expect(banner).toContainText(`${confession!.total_sections} sections loaded`);
    await banner.getByRole('button', { name: /Copy confession ID/ }).click();
    await expect(toast(page, 'Confession ID copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(confession!.id);
    await expect(banner.getByRole('link', { name: 'Edit in Admin' })).toHaveAttribute('href', `/admin/confessions/${confession!.id}`);
  });
});
