/**
 * The budget for a signed-in reader (docs/bench.md): at most 30 KB gzip of JavaScript before any interaction on every
 * page type (home, a devotional, a confession, the dashboard, settings, the groups, a group, practice and sign-in),
 * counted as the bench counts it in Chromium
 * (scripts/bench/script-bytes.ts: every script response once, every inline script, gzip at zlib's default level), after
 * the signed-in code has mounted what it shows. Bytes, not time. supabase-js whole (about 51 KB gzip) cannot fit.
 * An account page's parts below its first view and the parts a reader opens load on use (docs/islands.md, "What the
 * account pages load"): measured in Chromium's 1280 × 720 window before any scroll or interaction, they are not counted.
 */
import type { Page } from '@playwright/test';
import { countScriptBytes } from '../../../scripts/bench/script-bytes.ts';
import { expect, test } from '../fixtures.ts';
import { startGroup } from '../groups/group-browsers.ts';
import { newReader, signIn, todaysDevotional } from './readers.ts';

const BUDGET = 30 * 1024;

/** The scripts the page loads from now on, by URL and body. */
function collectScripts(page: Page): Array<Promise<{ url: string; body: Buffer } | null>> {
  const bodies: Array<Promise<{ url: string; body: Buffer } | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    );
  });
  return bodies;
}

/** Opens `path`, waits until `mounted` and the network is idle, and asserts the page's JavaScript within the budget. */
async function measure(page: Page, path: string, mounted: (page: Page) => Promise<void>): Promise<void> {
  const bodies = collectScripts(page);
  await page.goto(path);
  await mounted(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const inline = await page.$$eval('script:not([src])', (scripts) => scripts.map((s) => ({ type: s.getAttribute('type'), text: s.textContent ?? '' })));
  const files = (await Promise.all(bodies)).filter((file): file is { url: string; body: Buffer } => file !== null);
  const { total, scripts } = countScriptBytes(files, inline);
  test.info().annotations.push({ type: 'gzip bytes', description: `${path}: ${total} in ${scripts.length} scripts` });
  const listing = scripts.map((s) => `${s.source.replace(/^https?:\/\/[^/]+/, '')} ${s.gzip}`).join('\n');
  expect.soft(total, `${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts\n${listing}`).toBeLessThanOrEqual(BUDGET);
  expect
    .soft(
      files.filter((f) => f.body.includes('GoTrueClient')).map((f) => f.url),
      `${path}: supabase-js's auth client`,
    )
    .toEqual([]);
}

test('a signed-in reader loads at most 30 KB gzip of JavaScript before interacting on the reading pages and the account pages, and never supabase-js', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const reader = await newReader(stack, 'Light Lois');
  await signIn(page, reader);
  // A group of hers, whose page is measured too.
  const { groupUrl } = await startGroup(page, 'Light readers');
  // Starting it leaves the group's page, whose own scripts may still be arriving: let them finish, so that none of
  // them is counted against the first page measured.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const devotional = await todaysDevotional(stack);
  const pages: Array<[string, (page: Page) => Promise<void>]> = [
    ['/', async (p) => expect(p.getByTestId('desktop-nav').getByRole('button', { name: 'Sign Out' })).toBeVisible()],
    // The signed-in features have mounted: the bookmark reads its state, Personal Notes shows its editor.
    [
      `/devotional/${devotional.id}/`,
      async (p) => {
        await expect(p.getByRole('button', { name: 'Bookmark' })).toBeEnabled();
        await expect(p.getByRole('region', { name: 'Personal Notes' }).getByLabel('Your note on this devotional')).toBeVisible();
      },
    ],
    ['/confessions/heidelberg-catechism/', async (p) => expect(p.locator('[data-section-bookmark]').first()).toBeAttached()],
    // The account's pages have read what they show.
    ['/dashboard/', async (p) => expect(p.getByRole('heading', { name: /^Welcome.*Light Lois/ })).toBeVisible()],
    ['/settings/', async (p) => expect(p.getByRole('button', { name: 'Save Profile' })).toBeVisible()],
    ['/groups/', async (p) => expect(p.getByText('Light readers').first()).toBeVisible()],
    // A group's first view: the week and the conversation (its sections below load as the reader scrolls).
    [new URL(groupUrl).pathname + new URL(groupUrl).search, async (p) => expect(p.getByRole('group', { name: 'Kind of post' })).toBeVisible()],
    // Practice's first view: who is practising, the counts and this week's suggestions.
    ['/practice/', async (p) => expect(p.getByRole('button', { name: /^Add / }).first()).toBeVisible()],
  ];
  for (const [path, mounted] of pages) await measure(page, path, mounted);
});

// A signed-in reader who opens /auth is sent on to the dashboard (measured above): the sign-in page is a signed-out
// reader's, its form hydrating on the first interaction.
test('the sign-in page loads at most 30 KB gzip of JavaScript before the visitor interacts', async ({ page }) => {
  await measure(page, '/auth/', async (p) => expect(p.getByRole('main').getByLabel('Email')).toBeVisible());
});
