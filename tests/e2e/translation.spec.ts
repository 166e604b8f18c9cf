/**
 * The reader's Bible translation: the KJV by default, the BSB at one click, on every page after it, after
 * a reload, in Search by Scripture, offline, and kept with a signed-in reader's account. The BSB words expected here
 * are read from the same source the build reads (BSB_SOURCE, ../shared/bsb), not typed into the test.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createBsbSource } from '@lib/sources/node.ts';
import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { expect, test } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
import { byDate, daysBefore, loadArchive } from './devotional/data.ts';
import { hydrated } from './hydration.ts';
import { newReader, readerClient, signIn, toast } from './account/readers.ts';

const bsb = createBsbSource();
const bsbWords = async (reference: string) => (await bsb.verses(reference)).verses.map((v) => v.text);

const translationGroup = (page: Page) => page.getByRole('group', { name: 'Bible translation' }).first();
const passage = (page: Page) => ({
  kjv: page.getByTestId('scripture-text'),
  bsb: page.getByTestId('scripture-text-bsb'),
  heading: page
    .locator('#scripture-passage')
    .getByText(/\((KJV|BSB)\)$/)
    .locator('visible=true'),
});

test.describe('the Bible translation', () => {
  test('a visitor switches a devotional to the BSB, and the next page, a reload and Search by Scripture follow', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const today = byDate(archive, archive.today);
    const yesterday = byDate(archive, daysBefore(archive.today, 1));
    const [first] = await bsbWords(today.biblical_passage);

    await page.goto(`/devotional/${today.id}/`);
    // The KJV by default: the stored passage, named as such; the BSB is in the page but not shown.
    await expect(passage(page).kjv).toBeVisible();
    await expect(passage(page).bsb).toBeHidden();
    await expect(passage(page).heading).toHaveText('(KJV)');
    await expect(translationGroup(page).getByRole('button', { name: 'KJV' })).toHaveAttribute('aria-pressed', 'true');

    await translationGroup(page).getByRole('button', { name: 'BSB' }).click();
    await expect(passage(page).bsb).toBeVisible();
    await expect(passage(page).kjv).toBeHidden();
    await expect(passage(page).heading).toHaveText('(BSB)');
    await expect(passage(page).bsb).toContainText(first);
    await expect(translationGroup(page).getByRole('button', { name: 'BSB' })).toHaveAttribute('aria-pressed', 'true');
    const memory = page.locator('#memory-verse');
    const { reference } = splitMemoryVerse(today.memory_verse);
    await expect(memory.locator('blockquote:visible p')).toHaveText((await bsbWords(reference!)).join(' '));
    await expect(memory.locator('blockquote:visible footer')).toHaveText(`${reference} (BSB)`);
    // The BSB's card is drawn in the browser (no second file a day on the host): a 1080 px square PNG.
    await expect(memory.getByRole('link', { name: 'Download verse card' })).toBeHidden();
    const downloading = page.waitForEvent('download');
    await memory.getByRole('button', { name: 'Download verse card' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('verse-card.png');
    const png = readFileSync((await download.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
    expect(png.length).toBeGreaterThan(20_000);

    // The next page opens in the BSB before its first paint, and so does a reload.
    await page.goto(`/devotional/${yesterday.id}/`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.translation)).toBe('bsb');
    await expect(passage(page).bsb).toContainText((await bsbWords(yesterday.biblical_passage))[0]);
    await page.reload();
    await expect(passage(page).bsb).toBeVisible();
    await expect(passage(page).kjv).toBeHidden();

    // Search by Scripture knows the BSB's words: "lays down His life" is the BSB's John 10:11, not the KJV's.
    expect(today.scripture_text).not.toContain('lays down');
    await page.goto('/');
    await hydrated(page, 'devotional-search');
    const search = page.getByTestId('devotional-search');
    await search.getByLabel('Search by Scripture').fill('lays down His life');
    await expect(page.getByTestId('card-title').filter({ hasText: today.title })).toHaveCount(1);

    // Practice follows: this week's verse in the BSB's words, and the cards are checked in them.
    await page.goto('/practice/');
    await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the BSB');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week.getByRole('blockquote').first()).toHaveText((await bsbWords(reference!)).join(' '));

    // Back to the KJV, everywhere at once.
    await page.goto(`/devotional/${yesterday.id}/`);
    await translationGroup(page).getByRole('button', { name: 'KJV' }).click();
    await expect(passage(page).kjv).toBeVisible();
    await page.goto(`/devotional/${today.id}/`);
    await expect(passage(page).kjv).toBeVisible();
    await expect(passage(page).bsb).toBeHidden();
  });

  test('the phone menu offers the translation on every page', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us/');
    await expect(page.locator('#bible-translations')).toContainText('dedicated to the public domain');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('group', { name: 'Bible translation' }).getByRole('button', { name: 'BSB' }).click();
    await page.goto(`/devotional/${byDate(archive, archive.today).id}/`);
    await expect(passage(page).bsb).toBeVisible();
  });

  test('a signed-in reader’s choice is kept with the account and follows them to another device', async ({ page, browser, stack }) => {
    const archive = await loadArchive(stack);
    const today = byDate(archive, archive.today);
    const reader = await newReader(stack);
    await signIn(page, reader);
    await page.goto('/settings/');
    const section = page.getByRole('region', { name: 'Bible Translation' });
    // Below the first view: it loads as the reader scrolls to it.
    await scrollUntil(page, section);
    await section.getByLabel('Berean Standard Bible (BSB)').check();
    await section.getByRole('button', { name: 'Save Translation' }).click();
    await expect(toast(page, 'Bible translation saved')).toBeVisible();
    const client = await readerClient(stack, reader);
    const { data } = await client.from('user_preferences').select('bible_translation').eq('user_id', reader.id).single();
    expect(data?.bible_translation).toBe('bsb');
    await page.goto(`/devotional/${today.id}/`);
    await expect(passage(page).bsb).toBeVisible();

    // Another device: nothing stored there, the account's choice arrives once signed in.
    const other = await browser.newContext({ baseURL: stack.siteUrl, serviceWorkers: 'block' });
    const phone = await other.newPage();
    await signIn(phone, reader);
    await phone.goto(`/devotional/${today.id}/`);
    await expect(passage(phone).bsb).toBeVisible();
    // A change from the page's own control is saved to the account too.
    await translationGroup(phone).getByRole('button', { name: 'KJV' }).click();
    await expect
      .poll(async () => (await client.from('user_preferences').select('bible_translation').eq('user_id', reader.id).single()).data?.bible_translation)
      .toBe('kjv');
    await other.close();
  });
});

test('a family learner practises the BSB while the parent keeps the KJV, with the progress kept per verse', async ({ page, stack }) => {
  const archive = await loadArchive(stack);
  const today = byDate(archive, archive.today);
  const { words: kjvWords, reference } = splitMemoryVerse(today.memory_verse);
  const bsbVerse = (await bsbWords(reference!)).join(' ');
  const reader = await newReader(stack, 'Hannah Parent');
  await signIn(page, reader);
  await page.goto('/practice/');
  const practiceCard = page.getByTestId('practice-card');
  const week = page.getByRole('region', { name: 'This week' });

  // The parent reads the KJV: this week's verse in its words.
  await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the KJV');
  await expect(week.getByRole('blockquote').first()).toHaveText(kjvWords);

  // Anna learns from the BSB.
  await page.getByRole('button', { name: 'Add a learner' }).click();
  await page.getByLabel("Learner's name").fill('Anna');
  await page.getByLabel('Age', { exact: true }).selectOption('10-13');
  await page.getByLabel('Bible', { exact: true }).selectOption('bsb');
  await page.getByRole('button', { name: 'Add learner' }).click();
  await expect(page.getByRole('combobox', { name: 'Who is practising?' })).toHaveValue(/.+/);
  await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the BSB');
  await expect(week.getByRole('blockquote').first()).toHaveText(bsbVerse);
  await expect(week.locator('figcaption').first()).toHaveText(`${reference} (BSB)`);
  await page.getByRole('button', { name: "Add This week's memory verse" }).click();
  await expect(practiceCard.getByRole('heading', { level: 2 })).toHaveText(reference!);
  await practiceCard.getByRole('button', { name: 'Type from memory' }).click();
  await practiceCard.getByLabel(/Type it from memory/).fill(bsbVerse.toLowerCase().replace(/[.,;:!?“”]/g, ''));
  await practiceCard.getByRole('button', { name: 'Check' }).click();
  await expect(practiceCard.getByText('Correct: every word is there.')).toBeVisible();
  await practiceCard.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');

  // Anna moves to the KJV: what she learned stays, now shown in the KJV's words.
  await page.getByRole('button', { name: 'Change Anna' }).click();
  await page.getByLabel('Bible', { exact: true }).selectOption('kjv');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the KJV');
  await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
  await expect(week.getByRole('blockquote').first()).toHaveText(kjvWords);
  const client = await readerClient(stack, reader);
  const { data: progress } = await client.from('practice_progress').select('item_key, reps, last_grade').not('learner_id', 'is', null);
  expect(progress).toEqual([{ item_key: `verse:${today.id}`, reps: 1, last_grade: 'good' }]);
  await page.getByRole('button', { name: 'Change Anna' }).click();
  await page.getByLabel('Bible', { exact: true }).selectOption('bsb');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the BSB');

  // The parent, on the same page, still practises the KJV.
  await page.getByRole('combobox', { name: 'Who is practising?' }).selectOption({ label: 'You' });
  await expect(page.getByTestId('practice-translation')).toHaveText('Verses in the KJV');
  await expect(week.getByRole('blockquote').first()).toHaveText(kjvWords);

  // The learner's translation is kept with the account.
  const { data } = await client.from('practice_learners').select('name, bible_translation');
  expect(data).toEqual([{ name: 'Anna', bible_translation: 'bsb' }]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a kept day shows the chosen translation with the network cut', async ({ page, context, stack }) => {
    const archive = await loadArchive(stack);
    const weekAgo = byDate(archive, daysBefore(archive.today, 6));
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('translation', 'bsb'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(async () =>
        page.evaluate(async (id) => {
          for (const name of await caches.keys()) {
            if (name.startsWith('rd-week-') && (await (await caches.open(name)).match(`/devotional/${id}/`))) return true;
          }
          return false;
        }, weekAgo.id),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto(`/devotional/${weekAgo.id}/`);
    await expect(passage(page).bsb).toContainText((await bsbWords(weekAgo.biblical_passage))[0]);
    await expect(passage(page).kjv).toBeHidden();
    await context.setOffline(false);
  });
});
