/**
 * Series: the built pages list only a series' released parts, in order, with "Part N of M", the
 * previous and next part, and how many are to come (series-fixture.ts: parts 1-3 released, 4-5 tomorrow and
 * after); a signed-in reader sees their progress on the dashboard; an admin makes a series and assigns a part
 * in the console.
 */
import { apiClient, expect, test } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
import { hydrated } from './hydration.ts';
import { loadSeriesFixture, SERIES_FIXTURE, SERIES_FIXTURE_TITLES } from './series-fixture.ts';
import { newReader, signIn } from './account/readers.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, openConsole, removeDevotional, unique } from './admin/console.ts';

test('the series pages and parts show released parts only, numbered and linked', async ({ page, request, stack }) => {
  const fixture = await loadSeriesFixture(stack.apiUrl, stack.serviceRoleKey);
  expect(fixture.released).toHaveLength(3);
  expect(fixture.future).toHaveLength(2);
  const [first, second, third] = fixture.released;

  await test.step('/series/ lists the series, reached from the site navigation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us/');
    await page.getByRole('banner').getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Series' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
    const card = page.getByTestId('series-card').filter({ hasText: SERIES_FIXTURE.title });
    await expect(card).toContainText('3 parts, 2 more to come');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES_FIXTURE.slug}/$`));
  });

  await test.step('the series page lists the released parts in order and counts the rest, naming none of them', async () => {
    await expect(page.getByRole('heading', { level: 1, name: SERIES_FIXTURE.title })).toBeVisible();
    const parts = page.getByTestId('series-part');
    await expect(parts).toHaveCount(3);
    for (const [i, part] of fixture.released.entries()) {
      await expect(parts.nth(i)).toContainText(`Part ${i + 1} of 5`);
      await expect(parts.nth(i)).toContainText(part.title);
      await expect(parts.nth(i)).toHaveAttribute('href', `/devotional/${part.id}/`);
    }
    await expect(page.getByTestId('series-to-come')).toHaveText('2 more to come.');
    const html = await page.content();
    for (const hidden of fixture.future) {
      expect(html).not.toContain(hidden.title);
      expect(html).not.toContain(hidden.id);
    }
  });

  await test.step('a part says "Part 2 of 5" and links the previous and next parts, beside the previous and next day', async () => {
    await page.getByTestId('series-part').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/devotional/${second.id}/$`));
    const nav = page.getByRole('navigation', { name: 'Parts of this series' });
    await expect(nav.getByTestId('series-part-label')).toHaveText('Part 2 of 5');
    await expect(nav.getByRole('link', { name: SERIES_FIXTURE.title })).toHaveAttribute('href', `/series/${SERIES_FIXTURE.slug}/`);
    await expect(nav.getByTestId('previous-part')).toHaveAttribute('href', `/devotional/${first.id}/`);
    await expect(nav.getByTestId('next-part')).toHaveAttribute('href', `/devotional/${third.id}/`);
    await expect(page.getByRole('navigation', { name: 'Previous and next devotionals' })).toBeVisible();
    await expect(page.locator(`[data-pagefind-filter="series:${SERIES_FIXTURE.title}"]`)).toHaveCount(1);
  });

  await test.step('the last released part links no next part: tomorrow is not out yet', async () => {
    await page.goto(`/devotional/${third.id}/`);
    const nav = page.getByRole('navigation', { name: 'Parts of this series' });
    await expect(nav.getByTestId('series-part-label')).toHaveText('Part 3 of 5');
    await expect(nav.getByTestId('next-part')).toHaveCount(0);
  });

  await test.step('on a 390 px phone the series page and a part fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [`/series/${SERIES_FIXTURE.slug}/`, `/devotional/${second.id}/`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await expect(page.getByTestId('previous-part')).toBeVisible();
    await expect(page.getByTestId('next-part')).toBeVisible();
  });

  await test.step("the home page's Series filter lists the released parts only, and the address keeps it", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page, 'devotional-search');
    const section = page.getByTestId('devotional-search');
    await expect(section).toHaveAttribute('data-ready', 'true');
    await section.getByLabel('Series', { exact: true }).selectOption({ label: SERIES_FIXTURE.title });
    await expect(section.getByRole('heading', { name: 'Explore Devotionals' })).toBeVisible();
    await expect(section.getByTestId('active-filter')).toHaveText([`Series: ${SERIES_FIXTURE.title}×`]);
    const cards = section.getByTestId('devotional-card');
    await expect(cards).toHaveCount(3);
    const shown = await cards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const part of fixture.released) expect(shown.some((text) => text.includes(part.title))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`\\?series=${SERIES_FIXTURE.slug}$`));
    await page.reload();
    await expect(section).toHaveAttribute('data-ready', 'true');
    await expect(section.getByLabel('Series', { exact: true })).toHaveValue(SERIES_FIXTURE.slug);
    await expect(section.getByTestId('devotional-card')).toHaveCount(3);
  });

  await test.step('the sitemap lists the series pages', async () => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/series/</loc>`);
    expect(sitemap).toContain(`/series/${SERIES_FIXTURE.slug}/</loc>`);
  });
});

test('a signed-in reader sees their progress through the series they started', async ({ page, stack }) => {
  const fixture = await loadSeriesFixture(stack.apiUrl, stack.serviceRoleKey);
  const reader = await newReader(stack, 'Lydia Series');
  const history = [0, 2].map((i) => ({ user_id: reader.id, devotional_id: fixture.released[i].id, reading_time_seconds: 120 }));
  expect((await apiClient(stack, 'service').from('user_reading_history').insert(history)).error).toBeNull();

  await signIn(page, reader);
  await page.goto('/dashboard');
  const progress = page.getByTestId('series-progress');
  // The dashboard's cards below the calendar load as the reader scrolls to them.
  await scrollUntil(page, progress);
  await expect(progress.getByRole('link', { name: SERIES_FIXTURE.title })).toHaveAttribute('href', `/series/${SERIES_FIXTURE.slug}/`);
  await expect(progress).toContainText('2 of 5 read');
  await expect(progress.getByRole('link', { name: 'Read the next part' })).toHaveAttribute('href', `/devotional/${fixture.released[1].id}/`);
});

test("a Dutch reader's progress through a series is told in Dutch, with the edition's title and pages", async ({ page, stack }) => {
  const fixture = await loadSeriesFixture(stack.apiUrl, stack.serviceRoleKey);
  const service = apiClient(stack, 'service');
  const { data: english } = await service
    .from('devotionals')
    .select('translation_group')
    .in(
      'id',
      fixture.released.map((p) => p.id),
    );
  const { data: dutch } = await service
    .from('devotionals')
    .select('id, date')
    .eq('language', 'nl')
    .eq('status', 'published')
    .in(
      'translation_group',
      (english ?? []).map((d) => d.translation_group),
    )
    .order('date');
  expect(dutch?.length, 'the fixture series has at least two released Dutch parts').toBeGreaterThanOrEqual(2);
  const reader = await newReader(stack, 'Lidia Reeks');
  const history = { user_id: reader.id, devotional_id: dutch![0]!.id, reading_time_seconds: 120 };
  expect((await service.from('user_reading_history').insert(history)).error).toBeNull();

  await signIn(page, reader);
  await page.goto('/nl/dashboard/');
  const progress = page.getByTestId('series-progress');
  // The dashboard's cards below the calendar load as the reader scrolls to them.
  await scrollUntil(page, progress);
  const title = progress.getByRole('link', { name: SERIES_FIXTURE_TITLES.nl.title });
  await expect(title).toHaveAttribute('href', `/nl/series/${SERIES_FIXTURE.slug}/`);
  await expect(title).not.toHaveAttribute('lang', /.+/);
  await expect(progress).toContainText(/1 van \d+ delen gelezen/);
  await expect(progress.getByRole('link', { name: 'Lees het volgende deel' })).toHaveAttribute('href', `/nl/devotional/${dutch![1]!.id}/`);
});

test('an admin adds a series in the console, titled in Dutch too, and makes a devotional a part of it', async ({ page, stack }) => {
  test.setTimeout(ADMIN_TEST_TIMEOUT);
  const id = unique();
  const devotional = await draftDevotional(stack);
  try {
    await test.step('the Series list adds a series, refusing a bad slug', async () => {
      await openConsole(page, stack, 'series');
      await page.getByRole('link', { name: 'Add Series' }).click();
      await page.getByLabel('Title', { exact: true }).fill(`Covenant Promises ${id}`);
      await page.getByLabel('Slug', { exact: true }).fill('Not A Slug');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Slug may contain only lowercase letters, numbers and single hyphens')).toBeVisible();
      await page.getByLabel('Slug', { exact: true }).fill(`covenant-promises-${id}`);
      await page.getByLabel('Description', { exact: true }).fill('God keeps his word.');
      await page.getByLabel('Title in Dutch (Nederlands)', { exact: true }).fill(`Beloften van het verbond ${id}`);
      await page.getByLabel('Description in Dutch (Nederlands)', { exact: true }).fill('God houdt Zijn woord.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('tbody tr').filter({ hasText: `covenant-promises-${id}` })).toContainText('0 published parts');
    });

    await test.step('the devotional editor puts the devotional in the series', async () => {
      await page.goto(`/admin/devotional/edit/${devotional.id}`);
      await page.getByLabel('Series', { exact: true }).click();
      await page.getByRole('option', { name: `Covenant Promises ${id}` }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Devotional updated', { exact: true })).toBeVisible();
      const service = apiClient(stack, 'service');
      const { data: series } = await service.from('series').select('id, description').eq('slug', `covenant-promises-${id}`).single();
      expect(series?.description).toBe('God keeps his word.');
      const { data: titles } = await service.from('series_titles').select('language, title, description').eq('series_id', series!.id);
      expect(titles).toEqual([{ language: 'nl', title: `Beloften van het verbond ${id}`, description: 'God houdt Zijn woord.' }]);
      const { data: row } = await service.from('devotionals').select('series_id').eq('id', devotional.id).single();
      expect(row?.series_id).toBe(series!.id);
    });
  } finally {
    await removeDevotional(stack, devotional.id);
  }
});
