/**
 * Helpers for the admin console's screens in browser tests: toasts, axe, and the rebuild requests a screen makes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { animationsSettled } from '../animations.ts';

/** The console's toast (react-admin's notification) showing exactly `text`. */
export function toast(page: Page, text: string) {
  return page.locator('.RaNotification-root, [role="alert"]').filter({ hasText: text }).first();
}

/**
 * axe on the screen's own content (react-admin's #main-content); the app bar and menu around it belong to the
 * console's layout and are checked with it.
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).include('#main-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
  expect(serious, `${what}:\n${described}`).toEqual([]);
}

/**
 * Answers the console's rebuild requests (POST /functions/v1/rebuild-site) here and records their reasons, so a
 * test can see that a change readers would notice asked for a rebuild, without rebuilding the shared site.
 */
export async function captureRebuildRequests(page: Page): Promise<string[]> {
  const reasons: string[] = [];
  await page.route('**/functions/v1/rebuild-site', async (route) => {
    const body = route.request().postDataJSON() as { reason?: string } | null;
    reasons.push(body?.reason ?? '');
    await route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ status: 'queued' }) });
  });
  return reasons;
}
