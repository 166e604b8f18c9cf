/**
 * The console on a laptop (1280 px) and a phone (390 px): on every screen no page scrolls sideways, every button
 * shows a label or an icon (react-admin's Button used to render labelled buttons as empty boxes on a phone), and
 * axe finds nothing serious.
 */
import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { expectNoSeriousAxeViolations } from './screens.ts';
import { draftDevotional, expect, removeDevotional, signInAsAdmin } from './console.ts';
import { apiClient } from '../fixtures.ts';

const WIDTHS = [1280, 390] as const;

/** The screen's content has rendered: its heading or its table, and no loading bar. */
async function settled(page: Page) {
  await expect(page.locator('#main-content').locator('h1, table, form, [role="tablist"], .RaList-main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.locator('.MuiLinearProgress-root, [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

async function expectNoSidewaysScroll(page: Page, screen: string, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${screen} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

/** Buttons that show neither text nor an icon: what a person on a phone would see as an empty box. */
async function expectEveryButtonShowsSomething(page: Page, screen: string) {
  const blank = await page.locator('#main-content').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a.MuiButton-root, a.MuiIconButton-root')]
      .filter((b) => b.offsetWidth > 0 && b.offsetHeight > 0)
      .filter((b) => !b.innerText.trim() && !b.querySelector('svg, img'))
      .map((b) => b.outerHTML.slice(0, 160)),
  );
  expect(blank, `${screen}: buttons with nothing to see`).toEqual([]);
}

const SCREENS: [name: string, path: (ids: { devotional: string; confession?: string }) => string | null][] = [
  ['panel', () => '/admin/#/'],
  ['devotionals', () => '/admin/#/devotionals'],
  ['editor', ({ devotional }) => `/admin/#/devotional/edit/${devotional}`],
  ['new devotional', () => '/admin/#/devotional/create'],
  ['tags', () => '/admin/#/tags'],
  ['feedback', () => '/admin/#/feedback'],
  ['confessions', () => '/admin/#/confessions'],
  ['confession editor', ({ confession }) => (confession ? `/admin/#/confessions/${confession}` : null)],
  ['users', () => '/admin/#/users'],
  ['generator', () => '/admin/#/devotional-generator'],
  ['site settings', () => '/admin/#/site-settings'],
  ['inbox', () => '/admin/#/inbox'],
];

for (const width of WIDTHS) {
  test.describe(`the console at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    // One signed-in page walks every screen (a step each): signing in and first-loading the console once per width
    // rather than once per screen; a minute per screen for a loaded machine.
    test('every screen fits the width, shows its buttons, passes axe', async ({ page, stack }) => {
      test.setTimeout(SCREENS.length * 60_000);
      const devotional = await draftDevotional(stack);
      const { data: confession } = await apiClient(stack, 'service').from('confessions').select('id').limit(1).maybeSingle();
      try {
        await signInAsAdmin(page, stack);
        for (const [screen, pathFor] of SCREENS) {
          const path = pathFor({ devotional: devotional.id, confession: confession?.id as string | undefined });
          if (path === null) continue; // no confession in the sample content
          await test.step(screen, async () => {
            // Each screen from a fresh load of the console (its bundle from the page's cache), as a person opening it.
            await page.goto('about:blank');
            await page.goto(path);
            await settled(page);
            await expectNoSidewaysScroll(page, screen, width);
            await expectEveryButtonShowsSomething(page, screen);
            await expectNoSeriousAxeViolations(page, `${screen} at ${width} px`);
          });
        }
      } finally {
        await removeDevotional(stack, devotional.id);
      }
    });
  });
}
