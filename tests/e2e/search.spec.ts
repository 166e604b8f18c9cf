import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { hydrated } from './hydration.ts';
import { addDays, byOffset, pickerLabel, seededDevotionals, type SeededDevotional } from './home/content.ts';

/** The search section, hydrated (it hydrates on interaction, or at once when the address has filters). */
async function openSearch(page: Page, query = '') {
  await page.goto(`/${query}`);
  const section = page.getByTestId('devotional-search');
  if (!query) await hydrated(page, 'devotional-search');
  // Hydrated and the URL's filters read.
  await expect(section).toHaveAttribute('data-ready', 'true');
  return section;
}

async function shownDates(page: Page): Promise<string[]> {
  return page.getByTestId('devotional-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
}

/** Expected explore results: released, matching, newest first, at most 12. */
function expected(devotionals: SeededDevotional[], match: (d: SeededDevotional) => boolean): string[] {
  return devotionals
    .filter((d) => d.released && match(d))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 12)
    .map((d) => d.title);
}

test.describe('devotional list and search', () => {
  test('Recent Devotionals: the previous 6 days, newest first, without today', async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    const section = await openSearch(page);
    await expect(section.getByRole('heading', { name: 'Recent Devotionals' })).toBeVisible();
    await expect(page.getByTestId('devotional-card')).toHaveCount(6);
    expect(await shownDates(page)).toEqual([-1, -2, -3, -4, -5, -6].map((n) => addDays(today, n)));
    expect(await shownDates(page)).not.toContain(today);
    const first = byOffset(devotionals, -1);
    const card = page.getByTestId('devotional-card').first();
    await expect(card.getByTestId('card-title')).toHaveText(first.title);
    const monthDay = new Date(`${first.date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(card.getByTestId('card-meta')).toHaveText(new RegExp(`^${monthDay} · \\d+ min$`));
    // The title is clamped to two lines.
    expect(await card.getByTestId('card-title').evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
  });

  test('Search by Title is a case-insensitive contains match', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const section = await openSearch(page);
    await section.getByLabel('Search by Title').fill('SHEPHERD');
    await expect(section.getByRole('heading', { name: 'Explore Devotionals' })).toBeVisible();
    const want = expected(devotionals, (d) => d.title.toLowerCase().includes('shepherd'));
    expect(want.length).toBeGreaterThan(1);
    await expect(page.getByTestId('card-title')).toHaveText(want);
    await expect(page).toHaveURL(/\?title=SHEPHERD$/);
  });

  test('Search by Scripture matches the passage and a phrase of the KJV text', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const section = await openSearch(page);
    const scripture = section.getByLabel('Search by Scripture');

    await scripture.fill('john 10');
    const byPassage = expected(devotionals, (d) => d.passage.toLowerCase().includes('john 10') || d.scriptureText.toLowerCase().includes('john 10'));
    expect(byPassage).toContain(byOffset(devotionals, 0).title);
    await expect(page.getByTestId('card-title')).toHaveText(byPassage);

    // Five words from the middle of a past devotional's KJV text, in another case: not in its passage reference.
    const target = byOffset(devotionals, -5);
    const words = target.scriptureText
      .replace(/[^A-Za-z' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    const phrase = words
      .slice(Math.floor(words.length / 2), Math.floor(words.length / 2) + 5)
      .join(' ')
      .toUpperCase();
    await scripture.fill(phrase);
    const normalised = (s: string) =>
      s
        .replace(/[^A-Za-z' ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .toLowerCase();
    const want = expected(
      devotionals,
      (d) => normalised(d.scriptureText).includes(phrase.toLowerCase()) || d.passage.toLowerCase().includes(phrase.toLowerCase()),
    );
    expect(want).toContain(target.title);
    await expect(page.getByTestId('card-title').filter({ hasText: target.title })).toHaveCount(1);
  });

  test('Search by Scripture gives the same results as a full-text match over the KJV and BSB texts, on the sample content', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    // The BSB of each passage, as the build resolves it (Search by Scripture knows both translations' words).
    const bsb = createBsbSource();
    const bsbText = new Map(
      await Promise.all(devotionals.map(async (d) => [d.id, (await bsb.verses(d.passage)).verses.map((v) => v.text).join(' ')] as const)),
    );
    // The rule before the word index: the query is contained in the passage reference or either translation's text.
    const before = (query: string) =>
      expected(devotionals, (d) => [d.passage, d.scriptureText, bsbText.get(d.id) ?? ''].some((text) => text.toLowerCase().includes(query.toLowerCase())));
    for (const query of ['still waters', 'Psalm 23', 'shepherd', 'John', 'the LORD', 'love', 'lays down His life', 'no such word anywhere']) {
      await page.goto(`/?scripture=${encodeURIComponent(query)}`);
      const section = page.getByTestId('devotional-search');
      await expect(section).toHaveAttribute('data-ready', 'true');
      await expect(section.getByTestId('search-loading')).toHaveCount(0);
      await expect(section.getByTestId('search-searching')).toHaveCount(0);
      const want = before(query);
      if (want.length === 0) await expect(section.getByTestId('empty-state')).toBeVisible();
      else await expect(section.getByTestId('card-title'), query).toHaveText(want);
    }
  });

  test('From and To are inclusive and show the chosen dates as MMM d, yyyy', async ({ page, stack }) => {
    const { devotionals, today } = await seededDevotionals(stack);
    const section = await openSearch(page);
    const day = addDays(today, -10);
    await section.getByLabel('From', { exact: true }).fill(day);
    await section.getByLabel('To', { exact: true }).fill(day);
    await expect(section.getByTestId('filter-from-label')).toHaveText(pickerLabel(day));
    await expect(section.getByTestId('filter-to-label')).toHaveText(pickerLabel(day));
    expect(pickerLabel(day)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('card-title')).toHaveText([byOffset(devotionals, -10).title]);

    await section.getByLabel('From', { exact: true }).fill(addDays(today, -4));
    await section.getByLabel('To', { exact: true }).fill(addDays(today, -2));
    await expect(page.getByTestId('devotional-card')).toHaveCount(3);
    expect(await shownDates(page)).toEqual([-2, -3, -4].map((n) => addDays(today, n)));

    // A To date in the future still shows only what is released.
    await section.getByLabel('To', { exact: true }).fill(addDays(today, 5));
    expect(await shownDates(page).then((dates) => dates.every((d) => d <= today))).toBe(true);
    await expect(page.getByTestId('devotional-card').first()).toHaveAttribute('data-date', today);
  });

  test('Key Doctrines is a multi-select: any selected doctrine matches', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const released = devotionals.filter((d) => d.released);
    const doctrines = [...new Set(released.map((d) => d.doctrine))].slice(0, 2);
    const section = await openSearch(page);
    const options = section.getByTestId('doctrine-options').getByRole('button');
    await expect(options).toHaveCount(12);

    await options.filter({ hasText: doctrines[0] }).click();
    await expect(options.filter({ hasText: doctrines[0] })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('card-title')).toHaveText(expected(devotionals, (d) => d.doctrine.toLowerCase().includes(doctrines[0].toLowerCase())));

    await options.filter({ hasText: doctrines[1] }).click();
    const both = expected(devotionals, (d) => doctrines.some((x) => d.doctrine.toLowerCase().includes(x.toLowerCase())));
    await expect(page.getByTestId('card-title')).toHaveText(both);
    expect(both.length).toBeGreaterThan(expected(devotionals, (d) => d.doctrine === doctrines[0]).length);
  });

  test('tag chips: the first 10 tags by name, any of the selected', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const section = await openSearch(page);
    const chips = section.getByTestId('tag-options').getByRole('button');
    await expect(chips).toHaveCount(10);
    const names = (await chips.allInnerTexts()).map((t) => t.replace(/^#/, ''));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const [a, b] = ['Courage', 'Covenant'];
    await chips.filter({ hasText: a }).click();
    await chips.filter({ hasText: b }).click();
    await expect(chips.filter({ hasText: a })).toHaveAttribute('aria-pressed', 'true');
    const want = expected(devotionals, (d) => d.tags.some((t) => t.name === a || t.name === b));
    expect(want.length).toBeGreaterThan(0);
    await expect(page.getByTestId('card-title')).toHaveText(want);
  });

  test('active filters are removable badges, and Clear All Filters returns to Recent', async ({ page }) => {
    const section = await openSearch(page);
    await section.getByLabel('Search by Title').fill('god');
    await section.getByTestId('doctrine-options').getByRole('button', { name: 'Providence' }).click();
    const badges = section.getByTestId('active-filter');
    await expect(badges).toHaveText(['Title: god×', 'Providence×']);

    await section.getByRole('button', { name: 'Remove filter Title: god' }).click();
    await expect(badges).toHaveText(['Providence×']);
    await expect(section.getByLabel('Search by Title')).toHaveValue('');
    await expect(section.getByRole('heading', { name: 'Explore Devotionals' })).toBeVisible();

    await section.getByLabel('Search by Scripture').fill('psalm');
    await section.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(badges).toHaveCount(0);
    await expect(section.getByRole('heading', { name: 'Recent Devotionals' })).toBeVisible();
    await expect(section.getByTestId('doctrine-options').getByRole('button', { name: 'Providence' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('devotional-card')).toHaveCount(6);
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  });

  test('Explore shows at most 12, newest first', async ({ page, stack }) => {
    const { today } = await seededDevotionals(stack);
    const section = await openSearch(page);
    await section.getByLabel('From', { exact: true }).fill(addDays(today, -30));
    await expect(page.getByTestId('devotional-card')).toHaveCount(12);
    expect(await shownDates(page)).toEqual(Array.from({ length: 12 }, (_, i) => addDays(today, -i)));
  });

  test('No devotionals found, with Clear filters', async ({ page }) => {
    const section = await openSearch(page);
    await section.getByLabel('Search by Title').fill('no devotional has this title');
    const empty = section.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { name: 'No devotionals found' })).toBeVisible();
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(section.getByRole('heading', { name: 'Recent Devotionals' })).toBeVisible();
    await expect(page.getByTestId('devotional-card')).toHaveCount(6);
  });

  test('filters in the URL are applied on load', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const section = await openSearch(page, '?title=shepherd&doctrine=Limited%20Atonement');
    await expect(section.getByRole('heading', { name: 'Explore Devotionals' })).toBeVisible();
    await expect(section.getByLabel('Search by Title')).toHaveValue('shepherd');
    await expect(page.getByTestId('card-title')).toHaveText(
      expected(devotionals, (d) => d.title.toLowerCase().includes('shepherd') && d.doctrine.includes('Limited Atonement')),
    );
  });

  test('a card opens with Enter and with Space', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const target = byOffset(devotionals, -1);
    await openSearch(page);
    await page.getByTestId('devotional-card').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/devotional/${target.id}/?$`));

    await openSearch(page);
    await page.getByTestId('devotional-card').first().focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/devotional/${target.id}/?$`));
  });

  test('a card opens on click', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    await openSearch(page);
    await page.getByTestId('devotional-card').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/devotional/${byOffset(devotionals, -2).id}/?$`));
  });

  test('full-text search finds a word only in a devotional body, and a confession phrase', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search every devotional and confession' });
    await box.scrollIntoViewIfNeeded();
    const results = page.getByTestId('fulltext-results');

    // "pretending" appears in one devotional's reflection, in no title and in no other devotional.
    const target = byOffset(devotionals, -5);
    await box.fill('pretending');
    const hit = results.getByTestId('fulltext-result').filter({ has: page.locator(`a[href^="/devotional/${target.id}"]`) });
    // The first search loads Pagefind's WebAssembly and index: allow for a slow machine.
    await expect(hit).toHaveCount(1, { timeout: 20_000 });
    await expect(hit.getByRole('link')).toHaveText(new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(hit.locator('mark').first()).toHaveText(/pretending/i);

    await box.fill('only comfort in life and death');
    const confession = results.getByTestId('fulltext-result').filter({ has: page.locator('a[href^="/confessions/heidelberg-catechism"]') });
    await expect(confession.first()).toBeVisible({ timeout: 20_000 });
    await expect(confession.first().locator('mark').first()).toBeVisible();
    // Future devotionals are not built, so they cannot be found.
    for (const future of devotionals.filter((d) => !d.released)) await expect(results.locator(`a[href*="${future.id}"]`)).toHaveCount(0);
  });

  test('the full-text index holds only devotional and confession pages, filterable by doctrine and tag, sortable by date', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const released = devotionals.filter((d) => d.released);
    await page.goto('/');
    const index = await page.evaluate(async () => {
      const path = '/pagefind/pagefind.js';
      const pagefind = await import(/* @vite-ignore */ path);
      await pagefind.init();
      const filters = await pagefind.filters();
      const urlsOf = async (search: { results: { data: () => Promise<{ url: string }> }[] }) =>
        (await Promise.all(search.results.map((r) => r.data()))).map((p) => p.url);
      const all = await pagefind.search(null, { filters: { type: { any: ['Devotional', 'Confession'] } } });
      const devotionalsByDate = await pagefind.search(null, { filters: { type: 'Devotional' }, sort: { date: 'desc' } });
      const providence = await pagefind.search(null, { filters: { doctrine: 'Providence' } });
      return {
        filters: filters as Record<string, Record<string, number>>,
        urls: await urlsOf(all),
        newestFirst: await urlsOf(devotionalsByDate),
        providenceCount: providence.results.length as number,
      };
    });

    // Every released devotional and the ten library documents are indexed, each under its own kind.
    expect(index.filters.type).toEqual({ Devotional: released.length, Confession: 10 });
    expect(index.urls).toHaveLength(released.length + 10);
    expect(index.urls.every((url) => /^\/(devotional|confessions)\//.test(url))).toBe(true);
    // Sorted by date, newest first: the first devotional result is today's.
    const newest = [...released].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(index.newestFirst).toHaveLength(released.length);
    expect(index.newestFirst[0]).toMatch(new RegExp(`^/devotional/${newest.id}/?$`));
    // Doctrine and tag filters count released devotionals only.
    expect(index.providenceCount).toBe(released.filter((d) => d.doctrine === 'Providence').length);
    const trust = released.filter((d) => d.tags.some((t) => t.slug === 'trust'));
    expect(index.filters.tag?.Trust ?? 0).toBe(trust.length);
  });

  test("the page's controls are not indexed: searching their words finds no page carrying them", async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const target = devotionals.find((d) => d.released)!;
    // Controls on every devotional page, beside its text.
    const labels = ['Sign in to bookmark', 'Download verse card', 'Print this devotional', 'Loading your note'];
    await page.goto(`/devotional/${target.id}/`);
    const body = page.locator('[data-pagefind-body]');
    for (const label of labels) await expect(body.getByText(label).first()).toBeAttached();
    const indexed = await page.evaluate(async (phrases) => {
      const path = '/pagefind/pagefind.js';
      const pagefind = await import(/* @vite-ignore */ path);
      await pagefind.init();
      const carrying: Record<string, string[]> = {};
      for (const phrase of phrases) {
        const search = await pagefind.search(phrase);
        const pages: { url: string; content: string }[] = await Promise.all(search.results.map((r: { data: () => Promise<unknown> }) => r.data()));
        carrying[phrase] = pages.filter((p) => p.content.toLowerCase().includes(phrase.toLowerCase())).map((p) => p.url);
      }
      const grace = await pagefind.search('grace');
      return { carrying, grace: grace.results.length as number };
    }, labels);
    for (const label of labels) expect(indexed.carrying[label], label).toEqual([]);
    // The index answers: a word of the devotionals' own text is found.
    expect(indexed.grace).toBeGreaterThan(0);
  });

  test('the full-text box fetches the index while the reader types: Enter finds it loaded', async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const target = byOffset(devotionals, -5);
    const chunks: string[] = [];
    page.context().on('request', (request) => {
      if (/\/pagefind\/index\/[^/]+\.pf_index$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
    });
    // The page's timers stand still: the search that waits for a pause in typing never starts by itself.
    await page.clock.install();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search every devotional and confession' });
    await box.scrollIntoViewIfNeeded();
    await page.clock.pauseAt(Date.now() + 60_000);
    // Focus loads the search module, which asks for Pagefind as it starts listening to the box.
    const listening = page.waitForRequest((request) => new URL(request.url()).pathname === '/pagefind/pagefind.js');
    await box.focus();
    await listening;
    await box.pressSequentially('pretending');
    const status = page.locator('[data-fulltext-status]');
    // Typing alone fetched the words' index, and no search ran.
    await expect.poll(() => chunks.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(status).toHaveText('');
    const beforeEnter = chunks.length;
    await box.press('Enter');
    const results = page.getByTestId('fulltext-results');
    await expect(results.getByTestId('fulltext-result').filter({ has: page.locator(`a[href^="/devotional/${target.id}"]`) })).toHaveCount(1, {
      timeout: 20_000,
    });
    // The search after Enter needed no index chunk the typing had not already asked for.
    expect(chunks).toHaveLength(beforeEnter);
  });
});
