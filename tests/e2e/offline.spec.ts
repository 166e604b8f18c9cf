/**
 * The installable, offline site (docs/offline.md) with the network cut (Playwright's offline mode): the
 * service worker keeps today's and the previous six released days, every devotional the reader opens and the
 * narration they keep; the rest shows the offline page listing what is kept; nothing from /admin/, sign-in, the
 * API about the reader or a future devotional is ever in the caches. Service workers are blocked in the other specs
 * (playwright.config.ts) and allowed here.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
import { byDate, daysBefore, hydrated, loadArchive } from './devotional/data.ts';
import { header, newReader, readerClient, signIn } from './account/readers.ts';

test.use({ serviceWorkers: 'allow' });

/** Every URL in the site's caches, by cache name. */
const cachedUrls = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

test('installed, the site opens the week, opened pages and kept narration offline, and keeps nothing it must not', async ({ page, context, stack }) => {
  // One reader's whole session (install, keep, search, then offline): longer than one page's test.
  test.setTimeout(180_000);
  const archive = await loadArchive(stack);
  const today = byDate(archive, archive.today);
  const weekAgo = byDate(archive, daysBefore(archive.today, 6));
  const opened = byDate(archive, daysBefore(archive.today, 10));
  const notKept = byDate(archive, daysBefore(archive.today, 12));
  expect(archive.future.length, 'the sample content has future days').toBeGreaterThan(0);

  await test.step('installable: the manifest names the site, its icons and standalone display', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Reformed Devotionals', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect((manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  await test.step('the worker installs and keeps the week', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(async () => Object.entries(await cachedUrls(page)).find(([name]) => name.startsWith('rd-week-'))?.[1] ?? [])
      .toEqual(expect.arrayContaining([expect.stringContaining(`/devotional/${today.id}/`), expect.stringContaining(`/devotional/${weekAgo.id}/`)]));
  });

  await test.step("Chrome's own installability check finds nothing missing", async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // "in-incognito" is the test's private browser context, not the site; Chrome still runs every other check
    // (a page without the manifest, such as /admin/, also reports "no-manifest").
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  await test.step("online, the reader opens an older devotional and keeps today's narration", async () => {
    await page.goto(`/devotional/${opened.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
    await page.goto(`/devotional/${today.id}/`);
    await hydrated(page, 'AudioPlayer');
    const keep = page.getByTestId('keep-offline');
    const size = keep.getByTestId('keep-offline-size');
    await expect(keep).toContainText('Keep for offline');
    // The size the server announces, before keeping.
    await expect(size).toHaveText(/^\d+(\.\d)? (KB|MB)$/);
    await keep.click();
    await expect(keep).toContainText('Kept for offline');
    await expect(keep).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Kept for offline \(\d+(\.\d)? (KB|MB)\)$/).first()).toBeVisible();
  });

  // "pretending" appears in one devotional's reflection only (search.spec.ts), five days ago: within the kept week.
  const searched = byDate(archive, daysBefore(archive.today, 5));
  const search = async () => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search every devotional and confession' });
    await box.fill('pretending');
    const hit = page
      .getByTestId('fulltext-results')
      .getByTestId('fulltext-result')
      .filter({ has: page.locator(`a[href^="/devotional/${searched.id}"]`) });
    await expect(hit).toHaveCount(1, { timeout: 20_000 });
  };
  await test.step("online, the reader searches once (Pagefind's files are kept on first search)", search);

  await context.setOffline(true);

  await test.step('offline: full-text search still answers', search);

  await test.step("offline: today's, last week's and the opened devotional open", async () => {
    for (const d of [weekAgo, opened, today]) {
      await page.goto(`/devotional/${d.id}/`);
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    }
  });

  await test.step('offline: the kept narration plays', async () => {
    await hydrated(page, 'AudioPlayer');
    const player = page.getByRole('region', { name: 'Audio narration' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  await test.step('offline: a page not kept shows the offline page, listing what is kept', async () => {
    await page.goto(`/devotional/${notKept.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const kept = page.getByTestId('offline-kept');
    for (const d of [today, weekAgo, opened]) await expect(kept.getByRole('link', { name: d.title })).toHaveAttribute('href', `/devotional/${d.id}/`);
    await expect(kept.getByRole('link', { name: notKept.title })).toHaveCount(0);
  });

  await context.setOffline(false);

  await test.step('nothing from /admin/, sign-in, the API about the reader or a future devotional is cached', async () => {
    // A visit to the console and sign-in pages while the worker runs must not put them in a cache either.
    await page.goto('/auth');
    await page.goto('/admin/');
    await page.goto('/');
    const all = await cachedUrls(page);
    const urls = Object.values(all).flat();
    expect(urls.length).toBeGreaterThan(10);
    const siteOrigin = new URL(stack.siteUrl).origin;
    for (const url of urls) {
      const { origin, pathname } = new URL(url);
      expect(pathname, url).not.toMatch(/^\/(admin|auth|dashboard|settings)(\/|$)/);
      expect(pathname, url).not.toMatch(/^\/(rest|auth|functions)\/v1\//);
      if (origin !== siteOrigin) expect(pathname, url).toMatch(/^\/storage\/v1\/object\/public\//);
      for (const d of archive.future) expect(url, `future devotional "${d.title}"`).not.toContain(d.id);
    }
    for (const d of archive.future) if (d.image_url) expect(urls).not.toContain(d.image_url);
  });
});

test('a signed-in reader keeps their bookmarks offline from the dashboard and clears offline copies in settings', async ({ page, context, stack }) => {
  test.setTimeout(120_000);
  const archive = await loadArchive(stack);
  const bookmarked = byDate(archive, daysBefore(archive.today, 15));
  const reader = await newReader(stack, 'Lydia Offline');
  const { error } = await (await readerClient(stack, reader)).from('user_saved_devotionals').insert({ user_id: reader.id, devotional_id: bookmarked.id });
  expect(error).toBeNull();
  await signIn(page, reader);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await test.step('"Keep my bookmarks offline" keeps the bookmarked devotional, which opens with the network cut', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Keep my bookmarks offline' }).click();
    await expect(page.getByText(/^Kept 1 bookmarked devotional for offline \(\d+ KB\)$/).first()).toBeVisible();
    await context.setOffline(true);
    await page.goto(`/devotional/${bookmarked.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: bookmarked.title })).toBeVisible();
    await context.setOffline(false);
  });

  await test.step('"Clear offline copies" in settings removes it: offline, the offline page answers instead', async () => {
    await page.goto('/settings');
    // Offline copies is below the first view: it loads as the reader scrolls to it.
    await scrollUntil(page, page.getByRole('button', { name: 'Clear offline copies' }));
    await page.getByRole('button', { name: 'Clear offline copies' }).click();
    await expect(page.getByText('Offline copies cleared').first()).toBeVisible();
    await context.setOffline(true);
    await page.goto(`/devotional/${bookmarked.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });

  await test.step("nothing of the reader's API traffic or signed-in pages was cached", async () => {
    const urls = Object.values(await cachedUrls(page)).flat();
    for (const url of urls) expect(new URL(url).pathname, url).not.toMatch(/^\/(rest|auth|functions)\/v1\/|^\/(dashboard|settings|auth)(\/|$)/);
  });
});

test("signing out forgets what the reader kept and opened, and the device's practice store; what a visitor kept stays", async ({ page, stack }) => {
  test.setTimeout(120_000);
  const archive = await loadArchive(stack);
  const today = byDate(archive, archive.today);
  const bookmarked = byDate(archive, daysBefore(archive.today, 15));
  const opened = byDate(archive, daysBefore(archive.today, 12));
  const origin = new URL(stack.siteUrl).origin;
  const reader = await newReader(stack, 'Phoebe Leaving');
  const { error } = await (await readerClient(stack, reader)).from('user_saved_devotionals').insert({ user_id: reader.id, devotional_id: bookmarked.id });
  expect(error).toBeNull();
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

  let visitorsNarration = '';
  await test.step("signed out, a visitor keeps today's narration", async () => {
    await page.goto(`/devotional/${today.id}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await hydrated(page, 'AudioPlayer');
    await page.getByTestId('keep-offline').click();
    await expect(page.getByTestId('keep-offline')).toHaveAttribute('aria-pressed', 'true');
    visitorsNarration = (await cachedUrls(page))['rd-kept']?.[0] ?? '';
    expect(visitorsNarration).toContain(`/devotional-audio/${today.id}/`);
  });

  await test.step('signed in, the reader keeps a bookmark, opens a devotional and practises on this device', async () => {
    await signIn(page, reader);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Keep my bookmarks offline' }).click();
    await expect(page.getByText(/^Kept 1 bookmarked devotional for offline/).first()).toBeVisible();
    await page.goto(`/devotional/${opened.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
    await page.goto('/practice/');
    await expect.poll(databases).toContain('rd-practice');
    const cached = await cachedUrls(page);
    expect(cached['rd-kept-account']).toContain(`${origin}/devotional/${bookmarked.id}/`);
    expect(cached['rd-pages']).toContain(`${origin}/devotional/${opened.id}/`);
  });

  await test.step("Sign Out: the reader's copies and practice store are gone, the visitor's narration stays", async () => {
    await header(page).signOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(databases).not.toContain('rd-practice');
    const cached = await cachedUrls(page);
    expect(cached['rd-kept-account']).toBeUndefined();
    const urls = Object.values(cached).flat();
    expect(urls).not.toContain(`${origin}/devotional/${bookmarked.id}/`);
    expect(urls).not.toContain(`${origin}/devotional/${opened.id}/`);
    expect(cached['rd-kept']).toEqual([visitorsNarration]);
  });

  await test.step("the offline page no longer lists the reader's devotionals", async () => {
    await page.goto('/offline/');
    const kept = page.getByTestId('offline-kept');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(kept.getByRole('link', { name: bookmarked.title })).toHaveCount(0);
    await expect(kept.getByRole('link', { name: opened.title })).toHaveCount(0);
  });
});

test("a Dutch reader's worker keeps the Dutch week, and offline the reader opens this week's Dutch devotional", async ({ page, context, stack }) => {
  test.setTimeout(120_000);
  const { data: today } = await apiClient(stack, 'service').rpc('site_today');
  const released = async (language: string) => {
    const { data, error } = await apiClient(stack, 'service')
      .from('devotionals')
      .select('id, title, date')
      .eq('language', language)
      .eq('status', 'published')
      .lte('date', today as string)
      .order('date', { ascending: false })
      .limit(7);
    expect(error).toBeNull();
    return data as { id: string; title: string; date: string }[];
  };
  // The sample Dutch translations of the last seven days (content/devotionals-nl).
  const dutch = await released('nl');
  expect(dutch.length, 'the sample Dutch devotionals').toBeGreaterThan(2);
  const [dutchToday, dutchEarlier] = [dutch[0]!, dutch[2]!];
  const englishToday = (await released('en'))[0]!;

  await test.step('on the Dutch home page the worker installs and keeps the Dutch week, not the English one', async () => {
    await page.goto('/nl/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const week = async () => Object.entries(await cachedUrls(page)).find(([name]) => name.startsWith('rd-week-'))?.[1] ?? [];
    await expect
      .poll(week)
      .toEqual(expect.arrayContaining([expect.stringMatching(/\/nl\/offline\/week\.json$/), expect.stringContaining(`/nl/devotional/${dutchToday.id}/`)]));
    expect(await week()).toEqual(expect.arrayContaining([expect.stringContaining(`/nl/devotional/${dutchEarlier.id}/`)]));
    expect((await week()).filter((url) => url.includes(`/devotional/${englishToday.id}/`))).toEqual([]);
  });

  await context.setOffline(true);

  await test.step("offline: this week's Dutch devotionals open, in Dutch", async () => {
    for (const d of [dutchEarlier, dutchToday]) {
      await page.goto(`/nl/devotional/${d.id}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    }
  });

  await test.step('offline: a Dutch page not kept shows the Dutch offline page, listing the Dutch week', async () => {
    await page.goto('/nl/archive/');
    await expect(page.getByRole('heading', { level: 1, name: 'U bent offline' })).toBeVisible();
    const kept = page.getByTestId('offline-kept');
    await expect(kept.getByRole('link', { name: dutchToday.title })).toHaveAttribute('href', `/nl/devotional/${dutchToday.id}/`);
  });

  await context.setOffline(false);
});
