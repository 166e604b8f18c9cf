/**
 * Scrolling as a reader does. An account page's lower sections load when the reader scrolls to them
 * (`WhenNear` in site/islands/on-demand.tsx), so a test that uses one scrolls down to it first, as the reader would.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Turns the mouse wheel down until `target` is on the page: the lower sections come into view (or are scrolled past)
 * and load. The page may still be reading its data at the first turn, so it turns again until the target is there.
 */
export async function scrollUntil(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(target.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
