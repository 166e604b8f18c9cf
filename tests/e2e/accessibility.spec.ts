/**
 * The accessibility bar: axe finds no serious or critical violation on any public route, in the light
 * and in the dark theme. A failure lists each violation's rule id, impact and the elements it hit.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, test, type Stack } from './fixtures.ts';

const STATIC_ROUTES = ['/', '/about-us', '/behind-the-scenes', '/privacy', '/contact', '/donate', '/payment-success', '/confessions', '/churches'];
const NOT_FOUND = '/no-such-page-for-axe';

/** One released devotional: from the built manifest, else from the API the site was built from. */
async function devotionalRoute(page: Page, stack: Stack): Promise<string> {
  const response = await page.request.get('/devotionals/index.json');
  if (response.ok()) {
    const index = (await response.json()) as { parts?: Array<{ year: string }> };
    const year = index.parts?.[0]?.year;
    const part = year ? await page.request.get(`/devotionals/${year}.json`) : null;
    const id = part?.ok() ? ((await part.json()) as { devotionals?: Array<{ id: string }> }).devotionals?.[0]?.id : undefined;
    if (id) return `/devotional/${id}`;
  }
  const { data, error } = await apiClient(stack).from('devotionals').select('id').order('date', { ascending: false }).limit(1).single();
  if (error) throw new Error(`No released devotional to check: ${error.message}`);
  return `/devotional/${data.id}`;
}

async function confessionRoute(stack: Stack): Promise<string> {
  const { data, error } = await apiClient(stack).from('confessions').select('slug').order('year').limit(1).single();
  if (error) throw new Error(`No confession to check: ${error.message}`);
  return `/confessions/${data.slug}`;
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

async function expectNoSeriousViolations(page: Page, route: string, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(route);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  // Let islands hydrate and data arrive so axe sees what a reader sees (bounded: a page may keep a stream open).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${route} in ${theme} theme:\n${describeViolations(serious)}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of [...STATIC_ROUTES, NOT_FOUND]) {
      test(`${route === NOT_FOUND ? 'the not-found page' : route} has no serious or critical violation`, async ({ page }) => {
        await expectNoSeriousViolations(page, route, theme);
      });
    }

    test('a confession page has no serious or critical violation', async ({ page, stack }) => {
      await expectNoSeriousViolations(page, await confessionRoute(stack), theme);
    });

    test('a devotional page has no serious or critical violation', async ({ page, stack }) => {
      await expectNoSeriousViolations(page, await devotionalRoute(page, stack), theme);
    });

    test('the open mobile drawer has no serious or critical violation', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/about-us');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#mobile-drawer').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, `mobile drawer in ${theme} theme:\n${describeViolations(serious)}`).toEqual([]);
    });
  });
}
