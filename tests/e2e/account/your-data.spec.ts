/**
 * Settings → Your data, for a reader with every kind of data (two learners, an avatar, a newsletter
 * subscription, a saved devotional, a bookmark, a note, a reading, a goal, achievements, feedback, practice,
 * reminders with one browser's push subscription) who
 * also leads two reading groups: "Download my data" saves one file listing each kind; "Delete my account" says what
 * becomes of the groups, e-mails a code, refuses a wrong one and changes nothing, then with the code from
 * the mailbox removes the account and everything of it: no table, bucket or Auth record holds anything of theirs
 * (counted through the service role), this browser's caches, practice store and local storage neither, the page
 * logs no error, the address is told it is done, and signing in again fails. Service workers are allowed here, so
 * the offline caches really fill before they are cleared.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DELETION_MESSAGES } from '@lib/account/account-deletion.ts';
import { accountExportSchema } from '@lib/account/data-export.ts';
import { apiClient, expect, test, type Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
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

/** The e-mails that reached the address, oldest first (the local mailbox). */
async function mailsTo(stack: Stack, address: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

/** The code of the newest deletion e-mail to the address, once it has arrived. */
async function mailedCode(stack: Stack, address: string): Promise<string> {
  const subject = 'Your code to delete your Reformed Devotionals account';
  await expect.poll(async () => (await mailsTo(stack, address)).filter((m) => m.subject === subject).length).toBeGreaterThan(0);
  const mail = (await mailsTo(stack, address)).filter((m) => m.subject === subject).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** Every console error and failed request the page logs from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A group the client's reader starts and leads, with `joiners` joining it through its invite link. */
async function ledGroup(client: SupabaseClient, name: string, joiners: SupabaseClient[]): Promise<void> {
  const made = await client.rpc('create_reading_group', { p_name: name });
  if (made.error) throw new Error(made.error.message);
  const invite = await client.rpc('reading_group_invite', { p_group: made.data as string });
  if (invite.error) throw new Error(invite.error.message);
  for (const joiner of joiners) {
    const joined = await joiner.rpc('join_reading_group', { p_token: invite.data as string });
    if (joined.error) throw new Error(joined.error.message);
  }
}

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
  const client = await readerClient(stack, reader);
  const given = await giveEveryKindOfData(client, service, reader, {
    devotionalIds: [saved.id, read.id],
    sectionId: section!.id,
  });
  const member = await newReader(stack, 'Naomi Member');
  await ledGroup(client, 'Morning readers', [await readerClient(stack, member)]);
  await ledGroup(client, 'Just me', []);
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
    // Your data is below the first view: it loads as the reader scrolls to it.
    await scrollUntil(page, page.getByTestId('settings-your-data'));
    const downloading = page.waitForEvent('download');
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reformed-devotionals-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = accountExportSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(Object.keys(file)).toEqual(Object.keys(accountExportSchema.shape));
    expect(file.account).toMatchObject({ id: reader.id, email: reader.email });
    expect(file.profile).toMatchObject({ fullName: 'Ruth Leaving' });
    expect(file.avatarFiles.map((f) => f.path)).toEqual([given.avatarPath]);
    expect(file.audioPreferences).toMatchObject({ voice: 'female', speed: 1.25 });
    expect(file.bibleTranslations).toEqual({ en: 'bsb', nl: null, es: null, pt: null });
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
    expect(file.reminders).toMatchObject({ enabled: true, hour: 7, timeZone: 'Europe/Amsterdam', byPush: true, eveningStreakNudge: true });
    expect(file.pushSubscriptions).toEqual([expect.objectContaining({ endpoint: `https://push.example.test/send/${reader.id}` })]);
  });

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const errors = consoleErrors(page);
  await test.step('Delete my account names what goes and what becomes of the groups; a wrong code changes nothing', async () => {
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toBeVisible();
    const removed = dialog.getByTestId('delete-account-removed');
    for (const kind of [
      'profile picture',
      'saved devotionals, bookmarks and notes',
      'reading history, goals and achievements',
      'family learners',
      'daily reminders and the browsers that receive them',
    ]) {
      await expect(removed).toContainText(kind);
    }
    await expect(dialog).toContainText('Feedback you shared stays on the site without your name.');
    const groups = dialog.getByTestId('delete-account-groups');
    await expect(groups).toContainText('You lead “Morning readers”: Naomi Member will lead it after you.');
    await expect(groups).toContainText('You are the only member of “Just me”: the group will be deleted with your account.');
    await expect(dialog.getByLabel('Your password')).toHaveCount(0);
    await expect(dialog).toContainText(`To make sure it is you, we e-mail a 6-digit code to ${reader.email}.`);

    await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(dialog.getByRole('status')).toContainText(`We sent a 6-digit code to ${reader.email}. It is good for 15 minutes.`);
    const code = await mailedCode(stack, reader.email);
    await dialog.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DELETION_MESSAGES.wrongEmailCode);
    expect(await accountTraces(service, reader)).toEqual(before);
    // Asking again within the minute is refused, and says why.
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DELETION_MESSAGES.codeRecentlySent);
    // Escape closes the dialog; opened again, the code field is empty.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Code from the e-mail')).toHaveValue('');
  });

  await test.step('with the e-mailed code and the newsletter ticked, the account goes and the home page says so', async () => {
    await dialog.getByLabel(`Also remove ${reader.email} from the devotional e-mail list`).check();
    await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(stack, reader.email));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(new URL('/', stack.siteUrl).href, { timeout: 20_000 });
    await expect(toast(page, DELETION_MESSAGES.deleted)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'out');
    await expect.poll(async () => (await mailsTo(stack, reader.email)).map((m) => m.subject)).toContain('Your Reformed Devotionals account has been deleted');
    // The refused wrong code and the early resend answered 403 and 429 on purpose; after the deletion, nothing.
    expect(errors.filter((error) => !/status of (403|429)/.test(error) || !/delete-account/.test(error))).toEqual([]);
  });

  await test.step('the groups went on without them', async () => {
    const { data: left } = await (await readerClient(stack, member)).rpc('my_reading_groups');
    expect((left as Array<{ name: string; role: string }>).map((g) => [g.name, g.role])).toEqual([['Morning readers', 'leader']]);
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

test('an account with an authenticator from before this session confirms with the e-mailed code and its authenticator', async ({ page, stack }) => {
  const service = apiClient(stack, 'service');
  const reader = await newReader(stack, 'Abe Authenticator');
  const secret = await enrolAdminFactor(stack.apiUrl, stack.anonKey, reader.email, reader.password);
  // The site signs in with the password alone (aal1); the dialog asks for both codes and verifies the app's just
  // before.
  await signIn(page, reader);
  await page.goto('/settings');
  await scrollUntil(page, page.getByTestId('settings-your-data'));
  await page.getByTestId('settings-your-data').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Also remove', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
  const authenticator = dialog.getByLabel('Code from your authenticator app');
  await expect(authenticator).toBeVisible();
  await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(stack, reader.email));
  await authenticator.fill(totpCode(secret) === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(DELETION_MESSAGES.wrongCode);
  expect((await service.auth.admin.getUserById(reader.id)).data.user).not.toBeNull();

  await authenticator.fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, DELETION_MESSAGES.deleted)).toBeVisible({ timeout: 20_000 });
  expect(remaining(await accountTraces(service, reader))).toEqual({});
});
