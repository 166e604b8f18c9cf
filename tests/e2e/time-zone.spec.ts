/**
 * One time zone, end to end: a first install with SITE_TIMEZONE=Pacific/Auckland (on a stack of its own) stores
 * the zone in site_settings.timezone, and from then on the seed, the API's release gate, the build's "today" and
 * the nightly release all follow Auckland's calendar, not New York's (lib's default).
 * The clock trick: the stack's test clock starts at 09:00 in Auckland, when New York is still on the previous
 * day, so a pipeline that used any other zone would show a different devotional; then it moves to 00:05 in
 * Auckland, when New York's date has not changed, and the next devotional is released.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from '@playwright/test';
import { addDays, todayIn } from '@lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '@lib/time-zone/schema.ts';
import type { LocalStack } from '../../scripts/local-stack.ts';
import { installTestClock, type TestClock } from '../../scripts/publish/test-clock.ts';
import { startOwnStack, type OwnStack } from '../support/own-stack.ts';

const AUCKLAND = 'Pacific/Auckland';
test.describe.configure({ mode: 'serial' });

let stack: LocalStack;
let clock: TestClock;
let own: OwnStack | undefined;
let savedZone: string | undefined;

const client = (key: string): SupabaseClient =>
  createClient(stack.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

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
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return new Date(guess.getTime() - (wall - guess.getTime()));
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  clock = installTestClock();
  // The next 09:00 in Auckland: New York (UTC-4/-5) is then 14 to 18 hours behind, on the previous date.
  const aucklandNow = todayIn(AUCKLAND);
  const nine = instantOf(aucklandNow, '09:00:00', AUCKLAND);
  clock.setNow(nine.getTime() > Date.now() ? nine : instantOf(addDays(aucklandNow, 1), '09:00:00', AUCKLAND));
  savedZone = process.env.SITE_TIMEZONE;
  process.env.SITE_TIMEZONE = AUCKLAND;
  own = await startOwnStack('time-zone', clock);
  stack = own.stack;
});

test.afterAll(async () => {
  await own?.close();
  clock?.uninstall();
  if (savedZone === undefined) delete process.env.SITE_TIMEZONE;
  else process.env.SITE_TIMEZONE = savedZone;
});

test("a first install in Pacific/Auckland releases each devotional at Auckland's midnight, whatever New York's date", async ({ page, request }) => {
  test.setTimeout(600_000);
  const service = client(stack.serviceRoleKey);
  const { data: settings } = await service.from('site_settings').select('timezone').single();
  expect(settings).toEqual({ timezone: AUCKLAND });

  const today = todayIn(AUCKLAND);
  const tomorrow = addDays(today, 1);
  // The honest part of the clock trick: the other zone's today is a different date right now.
  expect(todayIn(DEFAULT_TIME_ZONE)).toBe(addDays(today, -1));
  const { data: rows } = await service.from('devotionals').select('id, title, date').in('date', [today, tomorrow]).eq('status', 'published');
  const todays = rows!.find((r) => r.date === today)!;
  const next = rows!.find((r) => r.date === tomorrow)!;
  expect(todays && next, "the seed dates the sample devotionals from Auckland's today").toBeTruthy();

  // The API's gate: Auckland's today is released, Auckland's tomorrow is not.
  const anon = client(stack.anonKey);
  expect((await anon.rpc('site_today')).data).toBe(today);
  expect((await anon.from('devotionals').select('id').in('id', [todays.id, next.id])).data).toEqual([{ id: todays.id }]);

  // The built site: today's hero is Auckland's devotional, and tomorrow's page does not exist yet.
  await page.clock.install({ time: new Date(Date.now()) });
  await page.goto(`${stack.siteUrl}/`);
  const hero = page.getByTestId('today-hero');
  await expect(hero.getByTestId('hero-title')).toHaveText(todays.title);
  await expect(page.locator('[data-today-root]')).toHaveAttribute('data-build-today', today);
  await expect(page.locator('[data-today-root]')).toHaveAttribute('data-reader-today', today);
  await expect(page.locator(`a[href*="${next.id}"]`)).toHaveCount(0);
  expect((await request.get(`${stack.siteUrl}/devotional/${next.id}/`, { maxRedirects: 0 })).status()).toBe(404);

  // 00:05 in Auckland; New York is still on the day before.
  const releaseAt = instantOf(tomorrow, '00:05:01', AUCKLAND);
  clock.setNow(releaseAt);
  expect(todayIn(DEFAULT_TIME_ZONE)).toBe(today);
  await expect
    .poll(async () => (await request.get(`${stack.siteUrl}/devotional/${next.id}/`, { maxRedirects: 0 })).status(), { timeout: 300_000, intervals: [1000] })
    .toBe(200);
  expect((await anon.from('devotionals').select('id').eq('id', next.id)).data).toEqual([{ id: next.id }]);
  await page.clock.setSystemTime(new Date(Date.now()));
  await page.goto(`${stack.siteUrl}/`);
  await expect(hero.getByTestId('hero-title')).toHaveText(next.title);
  await expect(page.locator('[data-today-root]')).toHaveAttribute('data-build-today', tomorrow);
});
