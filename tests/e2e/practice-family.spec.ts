/**
 * Families at /practice: the Catechism for Young Children on its weekly schedule (the week's questions suggested,
 * named on the card, and the year's schedule with this week marked, followed from week to week and across New Year,
 * on a fixed clock); a parent's view of two learners' week and the family's week printed on one page of A4 and of
 * Letter; and the practice and settings pages on a phone (the add-learner form out of the card's way, no keyboard
 * hint, "Tap to choose an image"); the learners' form, loaded when first opened, and what its place says when it
 * cannot load.
 * The build's item files are replaced by a fixture (page.route) with every question of both scheduled catechisms.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import type { Grade, ProgressRecord } from '@lib/practice/types.ts';
import { catechismWeek } from '@lib/practice/catechism-schedule.ts';
import { apiClient, expect, test } from './fixtures.ts';
import { newReader, readerClient, signIn } from './account/readers.ts';
import { scrollUntil } from './scroll.ts';

const VERSE_ID = '5d0c8f7e-2b1a-4c3d-9e8f-7a6b5c4d3e21';
const VERSE_KEY = `verse:${VERSE_ID}`;
const VERSE_TEXT = 'Thy word have I hid in mine heart, that I might not sin against thee.';
const YOUNG = 'catechism-for-young-children';
const SHORTER = 'westminster-shorter-catechism';

const question = (collection: string, count: number, name: string) =>
  Array.from({ length: count }, (_, i) => ({
    key: `confession:${collection}:question-${i + 1}`,
    collection,
    prompt: `${name} question ${i + 1}?`,
    text: `${name} answer ${i + 1}.`,
    href: `/confessions/${collection}/#question-${i + 1}`,
    number: i + 1,
  }));

const FILES: Record<string, { collection: string; title: string; kind: string; items: unknown[] }> = {
  verses: {
    collection: 'verses',
    title: 'Memory verses',
    kind: 'verses',
    items: [
      {
        key: VERSE_KEY,
        collection: 'verses',
        prompt: 'Psalm 119:11',
        text: VERSE_TEXT,
        href: `/devotional/${VERSE_ID}/#memory-verse`,
        number: 1,
        date: '2020-01-05',
      },
    ],
  },
  [YOUNG]: { collection: YOUNG, title: 'Catechism for Young Children', kind: 'catechism', items: question(YOUNG, 145, 'Young') },
  [SHORTER]: { collection: SHORTER, title: 'Westminster Shorter Catechism', kind: 'catechism', items: question(SHORTER, 107, 'Shorter') },
};

/** Serves the fixture in place of the build's item files, in every edition. */
async function serveItems(page: Page): Promise<void> {
  await page.route('**/practice/items/*.json', async (route) => {
    const name = decodeURIComponent(
      new URL(route.request().url()).pathname
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    if (name === 'index') {
      const collections = Object.values(FILES).map(({ collection, title, kind, items }) => ({ collection, title, kind, count: items.length }));
      return route.fulfill({ json: { collections } });
    }
    return FILES[name] ? route.fulfill({ json: FILES[name] }) : route.fulfill({ status: 404, body: 'Not found' });
  });
}

const card = (page: Page) => page.getByTestId('practice-card');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const thisWeek = (page: Page) => page.getByRole('region', { name: 'This week' });

async function addLearner(page: Page, name: string, age: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a learner' }).click();
  await page.getByLabel("Learner's name").fill(name);
  await page.getByLabel('Age', { exact: true }).selectOption(age);
  await page.getByRole('button', { name: 'Add learner', exact: true }).click();
  await expect(page.getByTestId('practice').getByRole('status').first()).toHaveText(`${name} is practising now.`);
}

test.describe('the weekly catechism schedule', () => {
  test("a younger learner follows the Catechism for Young Children week by week, and the parent sees the year's schedule", async ({ page, stack }) => {
    await serveItems(page);
    const reader = await newReader(stack, 'Lois Parent');
    await signIn(page, reader);
    // Wednesday 25 March 2026: the week of Sunday 22 March, the year's 12th.
    await page.clock.setFixedTime(new Date('2026-03-25T10:00:00Z'));
    await page.goto('/practice/');
    await addLearner(page, 'Anna', '6-9');
    // A reload practises as the reader again; Anna's link keeps her.
    const annaPage = `/practice/?learner=${await page.getByRole('combobox', { name: 'Who is practising?' }).inputValue()}`;

    await test.step("This week offers the week's three questions, and adding them starts with the first", async () => {
      const young = thisWeek(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Catechism for Young Children, week 12: questions 31–33' }) });
      await expect(young.getByRole('listitem')).toHaveText(['Young question 31?', 'Young question 32?', 'Young question 33?']);
      await page.getByRole('button', { name: 'Add Catechism for Young Children, week 12: questions 31–33' }).click();
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Young question 31?');
      await expect(card(page).getByTestId('practice-card-week')).toHaveText("One of this week's questions (week 12: questions 31–33).");
      // A desktop has a keyboard: the keys are named.
      await expect(card(page).getByTestId('practice-keys')).toHaveText('Keys: 1 Again, 2 Hard, 3 Good, 4 Easy.');
    });

    await test.step("the year's schedule lists every week with its Sunday, this week marked, for each catechism", async () => {
      // The schedule's disclosure, below the week's suggestions, loads as the reader scrolls to it.
      await scrollUntil(page, page.getByText("The year's catechism schedule"));
      await page.getByText("The year's catechism schedule").click();
      const schedule = page.getByTestId('catechism-schedule');
      await expect(schedule.getByLabel('Catechism', { exact: true })).toHaveValue(YOUNG);
      const weeks = schedule.getByRole('list', { name: 'Catechism for Young Children' }).getByRole('listitem');
      await expect(weeks).toHaveCount(52);
      await expect(weeks.first()).toHaveText('Week 1: questions 1–2 (from January 4)');
      await expect(schedule.locator('[aria-current="true"]')).toHaveText('Week 12: questions 31–33 (from March 22, this week)');
      await expect(weeks.last()).toHaveText('Week 52: questions 143–145 (from December 27)');
      await schedule.getByLabel('Catechism', { exact: true }).selectOption(SHORTER);
      await expect(schedule.locator('[aria-current="true"]')).toHaveText('Week 12: questions 23–24 (from March 22, this week)');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the next Sunday the suggestion moves on, and the card says where the week is', async () => {
      await page.clock.setFixedTime(new Date('2026-03-30T10:00:00Z'));
      await page.goto(annaPage);
      await expect(thisWeek(page).getByRole('heading', { level: 3 }).first()).toHaveText('Catechism for Young Children, week 13: questions 34–36');
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Young question 31?');
      await expect(card(page).getByTestId('practice-card-week')).toHaveText('This week (week 13) is on questions 34–36.');
    });

    await test.step("across New Year: December's last week until the first Sunday, then week 1", async () => {
      await page.clock.setFixedTime(new Date('2026-01-03T10:00:00Z'));
      await page.goto(annaPage);
      await expect(thisWeek(page).getByRole('heading', { level: 3 }).first()).toHaveText('Catechism for Young Children, week 52: questions 143–145');
      await page.clock.setFixedTime(new Date('2026-01-04T10:00:00Z'));
      await page.goto(annaPage);
      await expect(thisWeek(page).getByRole('heading', { level: 3 }).first()).toHaveText('Catechism for Young Children, week 1: questions 1–2');
    });
  });
});

/** A record as the scheduler leaves it after `grade` at `at`, added then. */
function reviewed(key: string, learnerId: string, at: Date, grade: Grade): ProgressRecord {
  return review(newProgress(key, learnerId, at), grade, at);
}

const row = (r: ProgressRecord) => ({
  learner_id: r.learnerId,
  item_key: r.itemKey,
  added_at: r.addedAt,
  due_at: r.dueAt,
  interval_days: r.intervalDays,
  box: r.box,
  reps: r.reps,
  lapses: r.lapses,
  last_grade: r.lastGrade,
  last_reviewed_at: r.lastReviewedAt,
  mastered_at: r.masteredAt,
});

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test("a parent sees each child's week and prints the family's week on one page", async ({ page, stack }) => {
  const reader = await newReader(stack, 'Eunice Parent');
  const client = await readerClient(stack, reader);
  const { data: learners, error } = await client
    .from('practice_learners')
    .insert([
      { name: 'Anna', age_band: '6-9' },
      { name: 'Ben', age_band: 'teen' },
    ])
    .select('id, name');
  expect(error).toBeNull();
  const anna = learners!.find((l) => l.name === 'Anna')!.id;
  const ben = learners!.find((l) => l.name === 'Ben')!.id;
  const now = new Date();
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  // Ten days ago is always before this week's Sunday.
  const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000);
  const records = [
    reviewed(`confession:${YOUNG}:question-1`, anna, aMinuteAgo, 'good'),
    newProgress(VERSE_KEY, anna, aMinuteAgo),
    reviewed(`confession:${SHORTER}:question-1`, ben, aMinuteAgo, 'good'),
    reviewed(`confession:${SHORTER}:question-2`, ben, tenDaysAgo, 'good'),
  ];
  const synced = await client.rpc('sync_practice', { p_records: records.map(row) });
  expect(synced.error).toBeNull();
  const { data: today } = await apiClient(stack, 'service').rpc('site_today');
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${today as string}T00:00:00Z`));

  // Another reader's account holds none of this family (row-level security).
  const stranger = await readerClient(stack, await newReader(stack, 'Stranger'));
  expect((await stranger.from('practice_learners').select('id')).data).toEqual([]);
  expect((await stranger.from('practice_progress').select('item_key')).data).toEqual([]);

  await serveItems(page);
  await signIn(page, reader);
  await page.goto('/practice/');
  await page.getByRole('link', { name: "Your family's week" }).click();
  await expect(page).toHaveURL(/\/practice\/family\/$/);
  const sections = page.getByTestId('family-learner');
  await expect(sections).toHaveCount(2);

  await test.step('Anna practised the Young Children question today; the verse waits as new', async () => {
    const section = sections.filter({ has: page.getByRole('heading', { name: 'Anna (6 to 9)' }) });
    await expect(section.getByTestId('family-days')).toHaveText(weekday);
    await expect(section.getByTestId('family-practised').getByRole('listitem')).toHaveText(['Young question 1?']);
    await expect(section.getByTestId('family-due').getByRole('listitem')).toHaveText(['Psalm 119:11 (new)']);
    await expect(section.getByRole('link', { name: 'Practise with Anna' })).toHaveAttribute('href', `/practice/?learner=${anna}`);
  });

  await test.step('Ben practised one Shorter Catechism question today and has one from last week due', async () => {
    const section = sections.filter({ has: page.getByRole('heading', { name: 'Ben (Teenager)' }) });
    await expect(section.getByTestId('family-days')).toHaveText(weekday);
    await expect(section.getByTestId('family-practised').getByRole('listitem')).toHaveText(['Shorter question 1?']);
    await expect(section.getByTestId('family-due').getByRole('listitem')).toHaveText(['Shorter question 2?']);
  });

  await test.step("the family's week: the verse, and each child's catechism questions of the week with their answers", async () => {
    const printed = page.getByTestId('family-print');
    await expect(printed.getByTestId('family-print-verse')).toContainText(VERSE_TEXT);
    await expect(printed.getByTestId('family-print-verse')).toContainText('Psalm 119:11 (KJV)');
    const groups = printed.getByTestId('family-print-catechism');
    await expect(groups).toHaveCount(2);
    const young = catechismWeek(YOUNG, today as string);
    const shorter = catechismWeek(SHORTER, today as string);
    await expect(groups.nth(0).getByRole('heading')).toHaveText(
      `Catechism for Young Children, week ${young.week}: questions ${young.first}–${young.last}, for Anna`,
    );
    await expect(groups.nth(0).locator('dt')).toHaveCount(young.last - young.first + 1);
    await expect(groups.nth(0).locator('dt').first()).toHaveText(`${young.first}. Young question ${young.first}?`);
    await expect(groups.nth(0).locator('dd').first()).toHaveText(`Young answer ${young.first}.`);
    await expect(groups.nth(1).getByRole('heading')).toHaveText(
      `Westminster Shorter Catechism, week ${shorter.week}: questions ${shorter.first}–${shorter.last}, for Ben`,
    );
    await expect(groups.nth(1).locator('dd').last()).toHaveText(`Shorter answer ${shorter.last}.`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the Dutch and Spanish editions show the same family in their own words', async () => {
    await page.goto('/nl/practice/family/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De week van uw gezin');
    await expect(page.getByRole('heading', { name: 'Anna (6 tot 9)' })).toBeVisible();
    await expect(page.getByTestId('family-print-catechism').first().getByRole('heading')).toContainText('Catechismus voor jonge kinderen, week');
    await page.goto('/es/practice/family/');
    await expect(page.getByRole('heading', { name: 'Ben (Adolescente)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir la semana de la familia' })).toBeVisible();
    await page.goto('/practice/family/');
    await expect(page.getByTestId('family-learner')).toHaveCount(2);
  });

  await test.step('printed, only the family week shows, on one page of A4 and of Letter', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(sections.first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print the family week' })).toBeHidden();
    await expect(page.getByTestId('family-print-verse')).toBeVisible();
    await expect(page.getByTestId('family-print-catechism').last()).toBeVisible();
    for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await page.pdf({ format })), format).toBe(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the add-learner form closes over the card, the keys hint is gone, and the avatar picker says tap', async ({ page, stack }) => {
    await serveItems(page);
    const reader = await newReader(stack, 'Phoebe Phone');
    await signIn(page, reader);
    await page.goto('/practice/');
    await expect(page.getByTestId('practice-done')).toBeVisible();
    // Closed until asked for.
    await expect(page.getByLabel("Learner's name")).toHaveCount(0);

    await test.step('after adding a learner the form closes and their practice is in view', async () => {
      await addLearner(page, 'Anna', '6-9');
      await expect(page.getByLabel("Learner's name")).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add a learner' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('practice-done')).toBeInViewport();
    });

    await test.step('a card on a touch screen has no keyboard hint', async () => {
      await page.getByRole('button', { name: "Add This week's memory verse" }).click();
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Psalm 119:11');
      await expect(card(page).getByTestId('practice-keys')).toBeHidden();
      await expect(card(page).getByRole('button', { name: /^Good/ })).toBeVisible();
    });

    await test.step('the family week and the schedule fit a 320 px phone', async () => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.setViewportSize({ width: 320, height: 700 });
      await scrollUntil(page, page.getByText("The year's catechism schedule"));
      await page.getByText("The year's catechism schedule").click();
      await expect(page.getByTestId('catechism-schedule').locator('[aria-current="true"]')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.goto('/practice/family/');
      await expect(page.getByTestId('family-learner')).toHaveCount(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });

    await test.step('the avatar picker asks for a tap, in each edition', async () => {
      await page.goto('/settings/');
      const zone = page.getByTestId('avatar-drop-zone');
      await expect(zone).toHaveText('Tap to choose an image (under 5MB)', { useInnerText: true });
      await expect(zone.getByTestId('avatar-drop-text')).toBeHidden();
      await page.goto('/nl/settings/');
      await expect(page.getByTestId('avatar-drop-zone')).toHaveText('Tik om een afbeelding te kiezen (kleiner dan 5 MB)', { useInnerText: true });
      await page.goto('/es/settings/');
      await expect(page.getByTestId('avatar-drop-zone')).toHaveText('Toca para elegir una imagen (menos de 5 MB)', { useInnerText: true });
    });
  });
});

test("the learners' form loads when first opened; when it cannot, its place says so and offers to reload the page", async ({ page, stack }) => {
  const reader = await newReader(stack, 'Offline Olive');
  await signIn(page, reader);
  const editor = '**/_astro/LearnerEditor.*.js';
  await page.route(editor, (route) => route.abort('internetdisconnected'));
  await page.goto('/practice/');
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByRole('combobox', { name: 'Who is practising?' })).toHaveValue('');
  await expect(page.getByLabel("Learner's name")).toHaveCount(0);

  await family.getByRole('button', { name: 'Add a learner' }).click();
  const failed = family.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded. Please check your connection and reload the page.' });
  await expect(failed).toBeVisible();
  await expect(page.getByLabel("Learner's name")).toHaveCount(0);

  await page.unroute(editor);
  await failed.getByRole('button', { name: 'Reload the page' }).click();
  await family.getByRole('button', { name: 'Add a learner' }).click();
  await expect(page.getByLabel("Learner's name")).toBeFocused();
  await expect(failed).toHaveCount(0);
  await page.getByLabel("Learner's name").fill('Anna');
  await page.getByRole('button', { name: 'Add learner', exact: true }).click();
  await expect(page.getByTestId('practice').getByRole('status').first()).toHaveText('Anna is practising now.');
  await expect(family.getByRole('combobox', { name: 'Who is practising?' }).locator('option:checked')).toHaveText('Anna (6 to 9)');
});
