/**
 * Settings → Your data (issue 31), for a reader with every kind of data (two learners, an avatar, a newsletter
 * subscription, a saved devotional, a bookmark, a note, a reading, a goal, achievements, feedback, practice):
 * "Download my data" saves one file listing each kind; "Delete my account" refuses a wrong password and changes
 * nothing, then removes the account and everything of it: no table, bucket or Auth record holds anything of theirs
 * (counted through the service role), this browser's caches, practice store and local storage neither, and signing
 * in again fails. Service workers are allowed here, so the offline caches really fill before they are cleared.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DELETION_MESSAGES } from '@lib/account/account-deletion.ts';
import { accountExportSchema, EXPORT_SECTIONS } from '@lib/account/data-export.ts';
import { apiClient, expect, test } from '../fixtures.ts';
import { accountTraces, remaining } from '../../support/account-traces.ts';
import { giveEveryKindOfData } from '../../support/reader-data.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { enrolAdminFactor } from '../../support/second-factor.ts';
import { authFormReady, newReader, readerClient, signIn, toast } from './readers.ts';

test.use({ serviceWorkers: 'allow' });

/** Every URL in this origin's caches. */
const cachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });

const databases = (page: Page): Promise<string[]> => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));

/** Every local storage entry as "key=value". */
const storedEntries = (page: Page): Promise<string[]> =>
  page.evaluate(() => Array.from({ length: localStorage.length }, (_, i) => `${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`));

test('a reader downloads everything the site holds about them, then deletes the account and nothing of it remains', async ({ page, stack }) => {
  // One reader's whole story (data, device copies, export, two deletion attempts, checks): longer than one page's test.
  test.setTimeout(180_000);
  const anon = apiClient(stack);
  const service = apiClient(stack, 'service');
  const reader = await newReader(stack, 'Ruth Leaving');
  const { data: devotionals } = await anon.from('devotionals').select('id, title').order('date', { ascending: false }).limit(2);
  const { data: section } = await anon.from('confession_sections').select('id').limit(1).single();
  const [saved, read] = devotionals!;
  const given = await giveEveryKindOfData(await readerClient(stack, reader), service, reader, {
    devotionalIds: [saved.id, read.id],
    sectionId: section!.id,
  });
  const before = await accountTraces(service, reader);
  expect(Object.keys(remaining(before))).toEqual(
    expect.arrayContaining(['practice_learners', 'practice_progress', 'storage: avatars', 'newsletter_subscribers']),
  );

  await test.step('the reader uses the site on this device: pages kept offline, the practice store', async () => {
    await signIn(page, reader);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`/devotional/${saved.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
    await expect.poll(() => cachedUrls(page)).toContainEqual(expect.stringContaining(`/devotional/${saved.id}/`));
    await page.goto('/practice/');
    await expect(page.getByTestId('practice')).toBeVisible();
    await expect.poll(() => databases(page)).toContain('rd-practice');
    expect((await storedEntries(page)).some((entry) => entry.includes(reader.id))).toBe(true);
  });

  await test.step('Download my data: one file, each kind of data in it', async () => {
    await page.goto('/settings');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reformed-devotionals-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = accountExportSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(Object.keys(file)).toEqual(['format', 'version', 'exportedAt', ...EXPORT_SECTIONS]);
    expect(file.account).toMatchObject({ id: reader.id, email: reader.email });
    expect(file.profile).toMatchObject({ fullName: 'Ruth Leaving' });
    expect(file.avatarFiles.map((f) => f.path)).toEqual([given.avatarPath]);
    expect(file.audioPreferences).toMatchObject({ voice: 'female', speed: 1.25 });
    expect(file.bibleTranslations).toEqual({ en: 'bsb', nl: null, es: null });
    expect(file.savedDevotionals).toEqual([expect.objectContaining({ devotionalId: saved.id, title: saved.title })]);
    expect(file.bookmarkedSections).toEqual([expect.objectContaining({ sectionId: section!.id })]);
    expect(file.notes).toEqual([expect.objectContaining({ devotionalId: saved.id, text: 'Goodness and mercy all my days.' })]);
    expect(file.readingHistory).toEqual([expect.objectContaining({ devotionalId: read.id, title: read.title })]);
    expect(file.readingGoals).toEqual([expect.objectContaining({ period: 'weekly', target: 5 })]);
    expect(file.achievements.map((a) => a.name)).toEqual(expect.arrayContaining(['First Steps', 'Reflective Heart']));
    expect(file.feedback).toEqual([expect.objectContaining({ text: 'Our family reads it every morning.' })]);
    expect(file.practice.learners.map((l) => l.name)).toEqual(['Anna', 'Ben']);
    expect(file.practice.progress.map((p) => p.learner).sort()).toEqual(['Anna', 'Ben', null]);
    expect(file.practice.days.length).toBeGreaterThan(0);
    expect(file.newsletter).toEqual({ address: reader.email, subscribed: true, frequency: 'daily' });
  });

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await test.step('Delete my account names what goes; a wrong password is refused and changes nothing', async () => {
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toBeVisible();
    const removed = dialog.getByTestId('delete-account-removed');
    for (const kind of ['profile picture', 'saved devotionals, bookmarks and notes', 'reading history, goals and achievements', 'family learners']) {
      await expect(removed).toContainText(kind);
    }
    await expect(dialog).toContainText('Feedback you shared stays on the site without your name.');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DELETION_MESSAGES.wrongPassword);
    expect(await accountTraces(service, reader)).toEqual(before);
    // Escape closes the dialog, and it opens again as it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Your password')).toHaveValue('');
  });

  await test.step('with the password and the newsletter ticked, the account goes and the home page says so', async () => {
    await dialog.getByLabel(`Also remove ${reader.email} from the devotional e-mail list`).check();
    await dialog.getByLabel('Your password').fill(reader.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(new URL('/', stack.siteUrl).href, { timeout: 20_000 });
    await expect(toast(page, DELETION_MESSAGES.deleted)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
  });

  await test.step('no table, bucket or Auth record holds anything of theirs', async () => {
    expect(remaining(await accountTraces(service, reader))).toEqual({});
  });

  await test.step("this browser's caches, practice store and local storage hold nothing of theirs", async () => {
    for (const url of await cachedUrls(page)) {
      expect(url).not.toContain(`/devotional/${saved.id}`);
      expect(url).not.toContain(reader.id);
    }
    expect(await databases(page)).not.toContain('rd-practice');
    for (const entry of await storedEntries(page)) {
      expect(entry).not.toContain(reader.id);
      expect(entry).not.toContain(reader.email);
      expect(entry).not.toMatch(/^sb-.*-auth-token/);
    }
  });

  await test.step('signing in again fails', async () => {
    await page.goto('/auth');
    await authFormReady(page);
    await page.getByRole('main').getByLabel('Email').fill(reader.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
  });
});

test('an account with an authenticator confirms with its code instead of the password', async ({ page, stack }) => {
  const service = apiClient(stack, 'service');
  const reader = await newReader(stack, 'Abe Authenticator');
  const secret = await enrolAdminFactor(stack.apiUrl, stack.anonKey, reader.email, reader.password);
  // The site signs in with the password alone (aal1); the dialog asks for the code and verifies it just before.
  await signIn(page, reader);
  await page.goto('/settings');
  await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  const code = dialog.getByLabel('Code from your authenticator app');
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(DELETION_MESSAGES.wrongCode);
  expect((await service.auth.admin.getUserById(reader.id)).data.user).not.toBeNull();

  await code.fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, DELETION_MESSAGES.deleted)).toBeVisible({ timeout: 20_000 });
  expect(remaining(await accountTraces(service, reader))).toEqual({});
});
