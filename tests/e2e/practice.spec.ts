/**
 * /practice: a signed-out learner adds items (a "Learn this" link, "This week"), practises them (typed
 * recall, grades), comes back the next day to exactly the items due, and keeps everything on signing in; the whole
 * session works by keyboard alone and axe finds nothing serious; a family's two learners keep separate progress, and a
 * learner removed on another device is reported gone.
 * The build's item files are replaced by a small fixture (page.route), so the suggestions are known.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { heidelbergLordsDayOfWeek } from '@lib/practice/week.ts';
import { catechismWeek } from '@lib/practice/catechism-schedule.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import { todayIn } from '@lib/dates.ts';
import { expect, test } from './fixtures.ts';
import { newReader, readerClient, signIn } from './account/readers.ts';

const VERSE_ID = '0b7c6a52-8f0e-4c1a-9d55-3f2a1e0c9b11';
const SHORTER_1 = 'confession:westminster-shorter-catechism:question-1';
const SHORTER_2 = 'confession:westminster-shorter-catechism:question-2';
/** The first Catechism for Young Children question of the week holding `today` (its weekly schedule). */
const youngWeek = (today: string) => catechismWeek('catechism-for-young-children', today);
const youngKey = (today: string) => `confession:catechism-for-young-children:question-${youngWeek(today).first}`;

function collections(today: string) {
  const verses = [
    {
      key: `verse:${VERSE_ID}`,
      collection: 'verses',
      prompt: 'Matthew 11:28',
      text: 'Come unto me, all ye that labour and are heavy laden, and I will give you rest.',
      href: `/devotional/${VERSE_ID}/#memory-verse`,
      number: 1,
      date: '2020-01-05',
    },
  ];
  const shorter = [
    {
      key: SHORTER_1,
      collection: 'westminster-shorter-catechism',
      prompt: 'What is the chief end of man?',
      text: "Man's chief end is to glorify God, and to enjoy him for ever.",
      href: '/confessions/westminster-shorter-catechism/#question-1',
      number: 1,
    },
    {
      key: SHORTER_2,
      collection: 'westminster-shorter-catechism',
      prompt: 'What rule hath God given to direct us how we may glorify and enjoy him?',
      text: 'The word of God, which is contained in the scriptures of the Old and New Testaments, is the only rule to direct us how we may glorify and enjoy him.',
      href: '/confessions/westminster-shorter-catechism/#question-2',
      number: 2,
    },
  ];
  const heidelberg = [
    {
      key: 'confession:heidelberg-catechism:question-1',
      collection: 'heidelberg-catechism',
      prompt: 'What is thy only comfort in life and death?',
      text: 'That I with body and soul, both in life and death, am not my own, but belong unto my faithful Saviour Jesus Christ.',
      href: '/confessions/heidelberg-catechism/#question-1',
      number: 1,
      lordsDay: heidelbergLordsDayOfWeek(today),
    },
  ];
  const young = [
    {
      // The week's first question of the schedule, whatever the week.
      key: youngKey(today),
      collection: 'catechism-for-young-children',
      prompt: 'Who made you?',
      text: 'God.',
      href: `/confessions/catechism-for-young-children/#question-${youngWeek(today).first}`,
      number: youngWeek(today).first,
    },
  ];
  const files = {
    verses: { collection: 'verses', title: 'Memory verses', kind: 'verses', items: verses },
    'westminster-shorter-catechism': { collection: 'westminster-shorter-catechism', title: 'Westminster Shorter Catechism', kind: 'catechism', items: shorter },
    'heidelberg-catechism': { collection: 'heidelberg-catechism', title: 'Heidelberg Catechism', kind: 'catechism', items: heidelberg },
    'catechism-for-young-children': { collection: 'catechism-for-young-children', title: 'Catechism for Young Children', kind: 'catechism', items: young },
  } as Record<string, { collection: string; title: string; kind: string; items: unknown[] }>;
  return files;
}

/** Serves the fixture in place of the build's /practice/items/ files. */
async function serveItems(page: Page, today: string): Promise<void> {
  const files = collections(today);
  await page.route('**/practice/items/*.json', async (route) => {
    const name = decodeURIComponent(
      new URL(route.request().url()).pathname
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    if (name === 'index') {
      const index = Object.values(files).map(({ collection, title, kind, items }) => ({ collection, title, kind, count: items.length }));
      return route.fulfill({ json: { collections: index } });
    }
    return files[name] ? route.fulfill({ json: files[name] }) : route.fulfill({ status: 404, body: 'Not found' });
  });
}

const card = (page: Page) => page.getByTestId('practice-card');
const status = (page: Page) => page.getByTestId('practice').getByRole('status').first();

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return `${element.getAttribute('aria-label') ?? ''} ${label ?? ''} ${element.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('practice offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a learner follows a Learn this link and practises on the kept page with the network cut', async ({ page, context }) => {
    await test.step('the offline worker takes charge of the page, so what it loads is kept', async () => {
      await page.goto('/practice/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    });

    await test.step("a creed line's Learn this link, followed from the library, adds it", async () => {
      await page.goto('/confessions/apostles-creed/');
      await page.getByRole('link', { name: 'Learn this: Line 4', exact: true }).click();
      await expect(status(page)).toHaveText("Added to your practice: Apostles' Creed, line 4");
      await expect(card(page).getByTestId('practice-text')).toContainText('the life everlasting. Amen.');
    });

    await test.step('offline, the kept page opens with the card, and a grade is kept on the device', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(card(page)).toBeVisible();
      await card(page).getByRole('button', { name: /^Good/ }).click();
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      await page.reload();
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      await context.setOffline(false);
    });
  });
});

test.describe('practice', () => {
  test('a signed-out learner adds, practises by keyboard, returns the next day to what is due, and keeps it all on signing in', async ({ page, stack }) => {
    const start = new Date();
    const today = todayIn('UTC', start);
    await page.clock.setFixedTime(start);
    await serveItems(page, today);

    await test.step('a Learn-this link adds the item and the address is cleaned', async () => {
      await page.goto(`/practice/?learn=${encodeURIComponent(SHORTER_1)}`);
      await expect(status(page)).toHaveText('Added to your practice: What is the chief end of man?');
      await expect(page).toHaveURL(/\/practice\/$/);
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('What is the chief end of man?');
    });

    await test.step("This week suggests the current devotional's verse, in its words and with its reference, and Add adds it", async () => {
      const verse = page.getByRole('region', { name: 'This week' }).getByRole('figure');
      await expect(verse.getByRole('blockquote')).toHaveText('Come unto me, all ye that labour and are heavy laden, and I will give you rest.');
      await expect(verse.locator('figcaption')).toHaveText('Matthew 11:28 (KJV)');
      await page.getByRole('button', { name: "Add This week's memory verse" }).click();
      await expect(status(page)).toHaveText('Added to your practice: Matthew 11:28');
      await expect(page.getByRole('button', { name: "This week's memory verse: added" })).toBeDisabled();
      await expect(page.getByTestId('due-count')).toHaveText('0 due today');
      // Adding is not practising: the streak waits for a review.
      await expect(page.getByTestId('streak')).toHaveText('Practice streak: 0 days');
    });

    await test.step('axe finds nothing serious on a card', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('by keyboard alone: type from memory, see the missing words in place, then check and grade with a key', async () => {
      await tabTo(page, /Type from memory/);
      // Focus is visible where it is.
      await expect(page.locator(':focus')).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('Enter');
      await expect(card(page).getByRole('button', { name: 'Type from memory' })).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, /Type it from memory/);
      await page.keyboard.type("Man's chief end is to glorify God");
      await page.keyboard.press('Enter');
      await expect(card(page).getByText('Not quite: the missing and wrong words are marked.')).toBeVisible();
      await expect(page.getByTestId('recall-check')).toContainText('missing: enjoy');
      await page.keyboard.type(', and to enjoy him for ever');
      await page.keyboard.press('Enter');
      await expect(card(page).getByText('Correct: every word is there.')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Check' })).toBeFocused();
      await page.keyboard.press('3');
      // The next card arrives and takes the focus.
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Matthew 11:28');
      await expect(card(page).getByRole('heading', { level: 2 })).toBeFocused();
    });

    await test.step("a KJV verse typed in today's words is accepted; Easy grades it", async () => {
      await card(page).getByRole('button', { name: 'Type from memory' }).click();
      await card(page)
        .getByLabel(/Type it from memory/)
        .fill('Come to me, all you that labour and are heavy laden, and I will give you rest');
      await card(page).getByRole('button', { name: 'Check' }).click();
      await expect(card(page).getByText('Correct: every word is there.')).toBeVisible();
      await card(page).getByRole('button', { name: /^Easy/ }).click();
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      await expect(page.getByTestId('streak')).toHaveText('Practice streak: 1 day');
    });

    await test.step('the next day, exactly the items the scheduler made due are waiting', async () => {
      const tomorrow = new Date(start.getTime() + 26 * 60 * 60 * 1000);
      const due = [
        { key: SHORTER_1, grade: 'good' as const, prompt: 'What is the chief end of man?' },
        { key: `verse:${VERSE_ID}`, grade: 'easy' as const, prompt: 'Matthew 11:28' },
      ].filter(({ key, grade }) => new Date(review(newProgress(key, null, start), grade, start).dueAt) <= tomorrow);
      await page.clock.setFixedTime(tomorrow);
      await page.reload();
      await expect(page.getByTestId('due-count')).toHaveText(`${due.length} due today`);
      if (due.length > 0) await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(due[0].prompt);
      else await expect(page.getByTestId('practice-done')).toBeVisible();
    });

    await test.step("signing in merges the device's progress into the account", async () => {
      await page.clock.setFixedTime(new Date());
      const reader = await newReader(stack, 'Lydia Learner');
      await signIn(page, reader);
      await page.goto('/practice/');
      await expect(page.getByRole('combobox', { name: 'Who is practising?' })).toHaveValue('');
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      const client = await readerClient(stack, reader);
      const { data, error } = await client.from('practice_progress').select('item_key, learner_id, last_grade, reps').order('item_key');
      expect(error).toBeNull();
      expect(data).toEqual([
        { item_key: SHORTER_1, learner_id: null, last_grade: 'good', reps: 1 },
        { item_key: `verse:${VERSE_ID}`, learner_id: null, last_grade: 'easy', reps: 1 },
      ]);
    });
  });

  test('a change made when the page cannot load its saving code says it was not saved, and nothing is kept', async ({ page }) => {
    const start = new Date();
    await page.clock.setFixedTime(start);
    await serveItems(page, todayIn('UTC', start));
    // Offline before the page ever needed to save: its saving code cannot arrive.
    const saving = '**/_astro/progress-saving.*.js';
    await page.route(saving, (route) => route.abort('internetdisconnected'));
    await page.goto('/practice/');
    await page.getByRole('button', { name: "Add This week's memory verse" }).click();
    await expect(page.getByTestId('practice').getByRole('alert')).toHaveText(
      'This change could not be saved: the page could not load what saving needs. Please check your connection, reload the page and try again.',
    );

    await page.unroute(saving);
    await page.reload();
    // Nothing was kept on the device: the verse is still to add, and nothing is due.
    await expect(page.getByRole('button', { name: "Add This week's memory verse" })).toBeEnabled();
    await expect(page.getByTestId('due-count')).toHaveText('0 due today');
  });

  test("a family's two learners keep their own progress", async ({ page, stack }) => {
    const today = todayIn('UTC');
    await serveItems(page, today);
    const reader = await newReader(stack, 'Hannah Parent');
    await signIn(page, reader);
    await page.goto('/practice/');
    const who = page.getByRole('combobox', { name: 'Who is practising?' });

    await test.step("a younger learner is offered the Catechism for Young Children's questions of the week first, in bigger type", async () => {
      const { week, first, last } = youngWeek(today);
      await page.getByRole('button', { name: 'Add a learner' }).click();
      await page.getByLabel("Learner's name").fill('Anna');
      await page.getByLabel('Age', { exact: true }).selectOption('6-9');
      await page.getByRole('button', { name: 'Add learner' }).click();
      await expect(status(page)).toHaveText('Anna is practising now.');
      await expect(page.getByRole('region', { name: 'This week' }).getByRole('heading', { level: 3 }).first()).toHaveText(
        `Catechism for Young Children, week ${week}: questions ${first}–${last}`,
      );
      await page.getByRole('button', { name: `Add Catechism for Young Children, week ${week}: questions ${first}–${last}` }).click();
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Who made you?');
      await expect(card(page).getByTestId('practice-text')).toHaveClass(/text-4xl/);
    });

    await test.step('Listen speaks the card in the browser, saying the size of the voice it downloads the first time', async () => {
      const listening = card(page).getByRole('status');
      await card(page).getByRole('button', { name: 'Listen', exact: true }).click();
      await expect(listening).toHaveText(/^Downloading the voice \(\d+ MB, only this once\)…$/);
      // The MP3 came back from the narration worker: the voice is kept and the status clears without an error.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rd-practice-voice')), { timeout: 60_000 }).toBe('kept');
      await expect(listening).toHaveText('');
      await expect(card(page).getByRole('button', { name: 'Listen', exact: true })).toBeEnabled();
    });

    await test.step("a grade finishes Anna's day", async () => {
      await card(page).getByRole('button', { name: /^Good/ }).click();
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
    });

    await test.step('a second learner starts with nothing and adds their own', async () => {
      await page.getByRole('button', { name: 'Add a learner' }).click();
      await page.getByLabel("Learner's name").fill('Ben');
      await page.getByLabel('Age', { exact: true }).selectOption('adult');
      await page.getByRole('button', { name: 'Add learner' }).click();
      await expect(page.getByTestId('practice-done')).toHaveText('Nothing added yet. Start with this week’s verse or catechism question.');
      await page.getByRole('button', { name: "Add This week's memory verse" }).click();
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Matthew 11:28');
    });

    await test.step('switching back, and a ?learner= link, show each their own', async () => {
      await who.selectOption({ label: 'Anna (6 to 9)' });
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      const client = await readerClient(stack, reader);
      const { data: learners } = await client.from('practice_learners').select('id, name').order('name');
      const { data: rows } = await client.from('practice_progress').select('learner_id, item_key');
      const anna = learners!.find((l) => l.name === 'Anna')!.id;
      const ben = learners!.find((l) => l.name === 'Ben')!.id;
      expect(rows!.map((r) => `${r.learner_id}|${r.item_key}`).sort()).toEqual([`${anna}|${youngKey(today)}`, `${ben}|verse:${VERSE_ID}`].sort());
      await page.goto(`/practice/?learner=${ben}`);
      await expect(who).toHaveValue(ben);
      await expect(page).toHaveURL(/\/practice\/$/);
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Matthew 11:28');
    });

    await test.step('the second learner is renamed, then removed with their progress; a failed removal changes nothing', async () => {
      const family = page.getByRole('region', { name: 'Family' });
      await family.getByRole('button', { name: 'Change Ben' }).click();
      await expect(page.getByLabel("Learner's name")).toBeFocused();
      await page.getByLabel("Learner's name").fill('Benjamin');
      await page.getByLabel('Age', { exact: true }).selectOption('teen');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(status(page)).toHaveText('Saved: Benjamin (Teenager).');
      await expect(who.locator('option:checked')).toHaveText('Benjamin (Teenager)');

      // The first attempt fails at the API: the page says so and Benjamin stays, progress and all.
      await page.route(
        '**/rest/v1/practice_learners*',
        (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.fallback()),
        { times: 1 },
      );
      await family.getByRole('button', { name: 'Remove Benjamin' }).click();
      await expect(family.getByText('Remove Benjamin and their progress?')).toBeVisible();
      await expect(family.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await family.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('The learner could not be removed: Service unavailable');
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Matthew 11:28');

      await family.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(status(page)).toHaveText('Benjamin and their progress were removed. You are practising now.');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(who).toHaveValue('');
      await expect(who.locator('option')).toHaveText(['You', 'Anna (6 to 9)']);
      await who.selectOption({ label: 'Anna (6 to 9)' });
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');

      const client = await readerClient(stack, reader);
      const { data: learners } = await client.from('practice_learners').select('id, name, age_band');
      const anna = learners!.find((l) => l.name === 'Anna')!.id;
      expect(learners).toEqual([{ id: anna, name: 'Anna', age_band: '6-9' }]);
      const { data: rows } = await client.from('practice_progress').select('learner_id, item_key, reps');
      expect(rows).toEqual([{ learner_id: anna, item_key: youngKey(today), reps: 1 }]);
    });

    const family = page.getByRole('region', { name: 'Family' });
    const removeAnna = family.getByRole('button', { name: 'Remove Anna' });
    const confirmation = family.getByRole('group', { name: 'Remove Anna and their progress?' });

    await test.step('Escape cancels a removal: Anna stays, and focus is back on the button that asked', async () => {
      await removeAnna.click();
      await expect(confirmation).toBeVisible();
      await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirmation).toHaveCount(0);
      await expect(removeAnna).toBeFocused();
      await expect(who.locator('option:checked')).toHaveText('Anna (6 to 9)');
      await expect(page.getByTestId('practice-done')).toHaveText('All done for today. Well done!');
      const client = await readerClient(stack, reader);
      expect((await client.from('practice_learners').select('name')).data).toEqual([{ name: 'Anna' }]);
    });

    await test.step('a learner removed on another device is reported gone, and leaves the list', async () => {
      const client = await readerClient(stack, reader);
      expect((await client.from('practice_learners').delete().eq('name', 'Anna')).error).toBeNull();
      await removeAnna.click();
      await confirmation.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'The learner could not be removed: they are no longer on this account, perhaps removed on another device.',
      );
      await expect(who.locator('option')).toHaveText(['You']);
      await expect(who).toHaveValue('');
      await expect(who).toBeFocused();
    });
  });
});
