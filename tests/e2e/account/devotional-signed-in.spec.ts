/** The devotional page for a signed-in reader: bookmark, Personal Notes, saved audio preferences, reading history. */
import { apiClient, expect, test } from '../fixtures.ts';
import { newReader, readerClient, signIn, toast, todaysDevotional } from './readers.ts';

test.describe('signed out on a devotional', () => {
  test("bookmark and notes invite the reader to sign in, with the spec's messages, and bring them back", async ({ page, stack }) => {
    const devotional = await todaysDevotional(stack);
    await page.goto(`/devotional/${devotional.id}/`);
    await page.getByRole('link', { name: 'Sign in to bookmark' }).click();
    await expect(page).toHaveURL(/\/auth\/?\?reason=bookmark/);
    await expect(toast(page, 'Please sign in to bookmark devotionals')).toBeVisible();
    const reader = await newReader(stack);
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/devotional/${devotional.id}/$`));
    await expect(page.getByRole('button', { name: 'Bookmark' })).toBeEnabled();

    await page.goto('/auth?reason=notes');
    await expect(page).toHaveURL(/\/dashboard\/?$/); // already signed in now
    // Signed out only once the dashboard has read its session: signed out earlier, it would send the page to /auth.
    await expect(page.getByRole('heading', { name: /^Welcome[,!]/ })).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/devotional/${devotional.id}/`);
    await page.getByRole('region', { name: 'Personal Notes' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(toast(page, 'Please sign in to save notes')).toBeVisible();
  });
});

test.describe('signed in on a devotional', () => {
  test('the bookmark toggles with "Devotional bookmarked" and "Bookmark removed"', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    await page.goto(`/devotional/${devotional.id}/`);
    await expect(page.getByRole('link', { name: 'Sign in to bookmark' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Bookmark' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(toast(page, 'Devotional bookmarked')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const client = await readerClient(stack, reader);
    const saved = await client.from('user_saved_devotionals').select('devotional_id');
    expect(saved.data).toEqual([{ devotional_id: devotional.id }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Bookmarked' }).click();
    await expect(toast(page, 'Bookmark removed')).toBeVisible();
    expect((await client.from('user_saved_devotionals').select('id')).data).toEqual([]);
  });

  test('bookmark failures say so and change nothing', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    await page.goto(`/devotional/${devotional.id}/`);
    await page.route('**/rest/v1/user_saved_devotionals**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, json: { message: 'unavailable' } }),
    );
    const button = page.getByRole('button', { name: 'Bookmark' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(toast(page, 'Failed to bookmark')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('Personal Notes: save, read-only view, edit with Cancel, update and delete, with every message', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    await page.goto(`/devotional/${devotional.id}/`);
    const notes = page.getByRole('region', { name: 'Personal Notes' });
    const box = notes.getByLabel('Your note on this devotional');
    await expect(box).toHaveAttribute('rows', '6');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please enter a note')).toBeVisible();
    await box.fill('The Lord provides, even in the wilderness.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(notes.getByTestId('note-view')).toContainText('The Lord provides, even in the wilderness.');

    await notes.getByRole('button', { name: 'Edit note' }).click();
    await notes.getByLabel('Your note on this devotional').fill('Something I will not keep');
    await notes.getByRole('button', { name: 'Cancel' }).click();
    await expect(notes.getByTestId('note-view')).toContainText('The Lord provides, even in the wilderness.');

    await notes.getByRole('button', { name: 'Edit note' }).click();
    await expect(notes.getByLabel('Your note on this devotional')).toHaveValue('The Lord provides, even in the wilderness.');
    await notes.getByLabel('Your note on this devotional').fill('He provides daily bread.');
    await notes.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Note updated')).toBeVisible();
    await page.reload();
    await expect(notes.getByTestId('note-view')).toContainText('He provides daily bread.');

    page.once('dialog', (dialog) => void dialog.accept());
    await notes.getByRole('button', { name: 'Delete note' }).click();
    await expect(toast(page, 'Note deleted')).toBeVisible();
    await expect(notes.getByLabel('Your note on this devotional')).toHaveValue('');
    const client = await readerClient(stack, reader);
    expect((await client.from('devotional_notes').select('id')).data).toEqual([]);
  });

  test('a note is never lost to a failed save: the text stays with the error, and saves once the API is back', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    await page.goto(`/devotional/${devotional.id}/`);
    const notes = page.getByRole('region', { name: 'Personal Notes' });
    const box = notes.getByLabel('Your note on this devotional');
    await expect(box).toBeVisible();
    await page.route('**/rest/v1/devotional_notes**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, json: { message: 'unavailable' } }),
    );
    await box.fill('A long reflection I typed with care.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to save note')).toBeVisible();
    await expect(notes.getByRole('alert')).toHaveText('Failed to save note');
    await expect(box).toHaveValue('A long reflection I typed with care.');
    await page.unroute('**/rest/v1/devotional_notes**');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
  });

  test('the audio player starts from the saved voice and speed', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    const client = await readerClient(stack, reader);
    const { error } = await client.from('user_preferences').upsert({ user_id: reader.id, preferred_voice: 'female', preferred_speed: 1.25 });
    expect(error).toBeNull();
    await signIn(page, reader);
    await page.goto(`/devotional/${devotional.id}/`);
    const player = page.getByRole('region', { name: 'Audio narration' });
    await expect(player.getByRole('button', { name: 'Playback speed 1.25x' })).toBeVisible();
    await expect(player.getByRole('button', { name: /female/i })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.25);
  });

  test('reading the devotional records one history row for today', async ({ page, stack }) => {
    const reader = await newReader(stack);
    const devotional = await todaysDevotional(stack);
    await signIn(page, reader);
    // The fake clock only for the devotional page: signing in runs on real time.
    await page.clock.install();
    await page.goto(`/devotional/${devotional.id}/`);
    await expect(page.getByRole('button', { name: 'Bookmark' })).toBeEnabled();
    await page.locator('[data-reading-text-end]').scrollIntoViewIfNeeded();
    const client = await readerClient(stack, reader);
    // Not yet: 60 % of the estimated reading time has not passed.
    await page.clock.runFor(10_000);
    expect((await client.from('user_reading_history').select('id')).data).toEqual([]);
    await page.clock.runFor(Math.ceil(devotional.reading_time * 60 * 0.6) * 1000);
    await expect
      .poll(async () => (await client.from('user_reading_history').select('devotional_id, reading_time_seconds')).data)
      .toEqual([{ devotional_id: devotional.id, reading_time_seconds: expect.any(Number) }]);
    // A second visit the same day adds nothing.
    await page.reload();
    await page.locator('[data-reading-text-end]').scrollIntoViewIfNeeded();
    await page.clock.runFor(devotional.reading_time * 60 * 1000);
    await expect(page.locator('[data-rd-mount="reading"]')).toHaveAttribute('data-reading-recorded', 'true');
    expect((await client.from('user_reading_history').select('id')).data).toHaveLength(1);
  });

  test("another reader cannot read the first reader's notes, bookmarks or history through the API", async ({ stack }) => {
    const devotional = await todaysDevotional(stack);
    const alice = await newReader(stack, 'Alice Private');
    const bob = await newReader(stack, 'Bob Curious');
    const a = await readerClient(stack, alice);
    const b = await readerClient(stack, bob);
    expect((await a.from('devotional_notes').insert({ user_id: alice.id, devotional_id: devotional.id, note_content: 'Mine alone' })).error).toBeNull();
    expect((await a.from('user_saved_devotionals').insert({ user_id: alice.id, devotional_id: devotional.id })).error).toBeNull();
    expect((await a.from('user_reading_history').insert({ user_id: alice.id, devotional_id: devotional.id, reading_time_seconds: 200 })).error).toBeNull();
    for (const table of ['devotional_notes', 'user_saved_devotionals', 'user_reading_history']) {
      expect((await b.from(table).select('*').eq('user_id', alice.id)).data, table).toEqual([]);
      expect((await a.from(table).select('id')).data, table).toHaveLength(1);
      expect((await apiClient(stack).from(table).select('*')).error?.code, table).toBe('42501');
    }
  });
});
