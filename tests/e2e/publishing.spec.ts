/**
 * Publishing, on a stack of its own (the shared one must not change under the other tests): an admin's publish
 * reaches readers through rebuild-site, the build hook and the builder's folder swap, with no 404 or half-built
 * page on the way; and the nightly release at 00:05 in the site's time zone, proven with the stack's test clock
 * moved forward to the next night.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { test as base, expect, type Page } from '@playwright/test';
import { requestSiteRebuild } from '../../admin/src/providers/publishingMethods.ts';
import { addDays, todayIn } from '@lib/dates.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type LocalStack } from '../../scripts/local-stack.ts';
import { installTestClock, type TestClock } from '../../scripts/publish/test-clock.ts';
import { startOwnStack, type OwnStack } from '../support/own-stack.ts';
import { enrolInSession } from '../support/second-factor.ts';

const test = base;
test.describe.configure({ mode: 'serial' });
// The nightly test also follows the service worker (docs/offline.md) through the release: blocked elsewhere.
test.use({ serviceWorkers: 'allow' });

let stack: LocalStack;
let clock: TestClock;
let own: OwnStack | undefined;

const client = (key: string): SupabaseClient =>
  createClient(stack.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  clock = installTestClock();
  own = await startOwnStack('publishing', clock);
  stack = own.stack;
});

test.afterAll(async () => {
  await own?.close();
  clock?.uninstall();
});

async function siteToday(): Promise<{ timeZone: string; today: string }> {
  const { data, error } = await client(stack.serviceRoleKey).from('site_settings').select('timezone').single();
  if (error) throw new Error(error.message);
  return { timeZone: data.timezone as string, today: todayIn(data.timezone as string) };
}

/** The newest site_builds row of a trigger once it has finished. */
async function finishedBuild(trigger: string, after: number): Promise<Record<string, unknown>> {
  const service = client(stack.serviceRoleKey);
  let row: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await service
          .from('site_builds')
          .select('*')
          .eq('trigger', trigger)
          .gt('id', after)
          .in('status', ['succeeded', 'failed'])
          .order('id', { ascending: false })
          .limit(1);
        row = data?.[0];
        return row?.status;
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBeTruthy();
  return row!;
}

async function lastBuildId(): Promise<number> {
  const { data } = await client(stack.serviceRoleKey).from('site_builds').select('id').order('id', { ascending: false }).limit(1);
  return (data?.[0]?.id as number | undefined) ?? 0;
}

test('a devotional an admin publishes is served after the rebuild, and readers never see a 404 or a half-built page meanwhile', async ({ page, request }) => {
  test.setTimeout(600_000);
  const { today } = await siteToday();
  const service = client(stack.serviceRoleKey);
  const { data: existing } = await service.from('devotionals').select('id').eq('date', today).eq('language', 'en').single();
  const { data: draft, error } = await service
    .from('devotionals')
    .insert({
      title: 'Kept by the Shepherd',
      slug: 'kept-by-the-shepherd',
      date: addDays(today, -40),
      status: 'draft',
      biblical_passage: 'John 10:27-29',
      scripture_text: 'My sheep hear my voice, and I know them, and they follow me.',
      transcript: 'The Shepherd who calls his sheep by name also keeps them; none can pluck them out of his hand.',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const newPage = `${stack.siteUrl}/devotional/${draft.id}/`;
  const oldPage = `${stack.siteUrl}/devotional/${existing!.id}/`;
  // An unreleased devotional has no page: the host answers devotional/404.html, which sends the reader home.
  const unreleased = await request.get(newPage, { maxRedirects: 0 });
  expect(unreleased.status()).toBe(404);
  expect(await unreleased.text()).toContain('<meta http-equiv="refresh" content="0; url=/"');

  // The admin publishes and asks for a rebuild, exactly as the console does (its data provider's requestRebuild).
  const admin = client(stack.anonKey);
  const signIn = await admin.auth.signInWithPassword({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
  expect(signIn.error).toBeNull();
  // Admin rights need the second factor: this stack's fresh admin enrols one, as at a first console sign-in.
  await enrolInSession(admin);
  const published = await admin.from('devotionals').update({ status: 'published' }).eq('id', draft.id);
  expect(published.error).toBeNull();
  const before = await lastBuildId();
  expect(await requestSiteRebuild(admin, 'Published "Kept by the Shepherd"')).toEqual({ ok: true });

  // Readers keep reading while the site rebuilds: every answer is whole, and the new page, once there, stays.
  let served = false;
  const seen: string[] = [];
  while (!served) {
    for (const url of [`${stack.siteUrl}/`, oldPage]) {
      const response = await request.get(url);
      const body = await response.text();
      seen.push(`${response.status()} ${url}`);
      expect(response.status(), url).toBe(200);
      expect(body.trimEnd().endsWith('</html>'), `${url} is a whole page`).toBe(true);
    }
    const fresh = await request.get(newPage, { maxRedirects: 0 });
    if (fresh.status() === 200) served = true;
    else expect(fresh.status()).toBe(404);
    if (!served) await page.waitForTimeout(250);
  }
  expect(seen.length).toBeGreaterThan(2);
  for (let i = 0; i < 5; i++) expect((await request.get(newPage, { maxRedirects: 0 })).status()).toBe(200);

  const build = await finishedBuild('admin', before);
  expect(build).toMatchObject({ status: 'succeeded', reason: 'Published "Kept by the Shepherd"', requested_by: signIn.data.user!.id });
  expect(build.pages as number).toBeGreaterThan(10);
  expect(build.duration_ms as number).toBeGreaterThan(0);

  await page.goto(newPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept by the Shepherd');
});

test("the nightly build releases tomorrow's devotional at 00:05: before it the page and the API refuse it, after it the hero, the strip and Next lead to it", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const { timeZone, today } = await siteToday();
  const tomorrow = addDays(today, 1);
  const service = client(stack.serviceRoleKey);
  const { data: rows } = await service.from('devotionals').select('id, title, date').in('date', [today, tomorrow]).eq('status', 'published');
  const todays = rows!.find((r) => r.date === today)!;
  const next = rows!.find((r) => r.date === tomorrow)!;
  expect(next).toBeTruthy();

  // Before midnight: no page, no API row, no link; today's Next is disabled.
  expect((await request.get(`${stack.siteUrl}/devotional/${next.id}/`, { maxRedirects: 0 })).status()).toBe(404);
  const { data: early } = await client(stack.anonKey).from('devotionals').select('id').eq('id', next.id);
  expect(early).toEqual([]);
  await page.goto(`${stack.siteUrl}/devotional/${todays.id}/`);
  await expect(page.getByTestId('next-devotional')).toHaveAttribute('aria-disabled', 'true');
  await page.goto(`${stack.siteUrl}/`);
  await expect(page.locator(`a[href*="${next.id}"]`)).toHaveCount(0);
  // The installed worker keeps today's week and never asks for tomorrow's page.
  const weekBefore = await keptWeek(page, todays.id);
  expect(weekBefore.urls.some((url) => url.includes(next.id))).toBe(false);

  // The clock moves to 00:05:01 tomorrow in the site's time zone; the timer in the stack asks for the nightly build.
  const before = await lastBuildId();
  const releaseAt = instantOf(tomorrow, '00:05:01', timeZone);
  clock.setNow(releaseAt);
  const build = await finishedBuild('schedule', before);
  expect(build).toMatchObject({ status: 'succeeded', reason: `Nightly release for ${tomorrow}` });

  // The API now gives it to anyone, and the site serves it.
  const { data: late } = await client(stack.anonKey).from('devotionals').select('id').eq('id', next.id);
  expect(late).toEqual([{ id: next.id }]);
  await page.clock.setSystemTime(new Date(Date.now()));
  await page.goto(`${stack.siteUrl}/devotional/${next.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);

  await page.goto(`${stack.siteUrl}/`);
  await expect(page.getByTestId('today-hero').getByRole('link', { name: 'Listen Now' })).toHaveAttribute('href', `/devotional/${next.id}/`);
  const current = page.getByTestId('date-strip').locator('[aria-current="date"]');
  await expect(current).toHaveAttribute('data-date', tomorrow);
  await expect(current).toHaveAttribute('href', `/devotional/${next.id}/`);

  await page.goto(`${stack.siteUrl}/devotional/${todays.id}/`);
  await expect(page.getByTestId('next-devotional')).toHaveAttribute('href', `/devotional/${next.id}/`);

  // Online again after the release, the new build's worker takes over and keeps the new day; offline, it opens.
  const weekAfter = await keptWeek(page, next.id);
  expect(weekAfter.cache).not.toBe(weekBefore.cache);
  expect(await page.evaluate(() => caches.keys())).not.toContain(weekBefore.cache);
  await page.context().setOffline(true);
  await page.goto(`${stack.siteUrl}/devotional/${next.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await page.context().setOffline(false);
});

/** Waits until the service worker's week cache (rd-week-{build}) holds `id`'s page; returns its name and URLs. */
async function keptWeek(page: Page, id: string): Promise<{ cache: string; urls: string[] }> {
  let found = { cache: '', urls: [] as string[] };
  await expect
    .poll(
      async () => {
        // A navigation is when the browser checks /sw.js for a new build.
        await page.goto(`${stack.siteUrl}/`);
        found = await page.evaluate(async () => {
          const name = (await caches.keys()).find((n) => n.startsWith('rd-week-')) ?? '';
          return { cache: name, urls: name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [] };
        });
        return found.urls.some((url) => url.endsWith(`/devotional/${id}/`));
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return found;
}

/** The instant at which the wall clock in `timeZone` reads `date time`. */
function instantOf(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(guess);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const asUtc = Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day')), Number(get('hour')), Number(get('minute')), Number(get('second')));
  return new Date(guess.getTime() - (asUtc - guess.getTime()));
}
