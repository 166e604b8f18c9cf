/**
 * Islands hydrate on the reader's first interaction (client:interaction, docs/islands.md). Tests that need an
 * island live without caring how it woke call `hydrated`; tests of the interaction itself use `isPrebuilt` first.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The Astro island holding the element with `testId`. */
export function islandOf(page: Page, testId: string): Locator {
  return page.locator('astro-island', { has: page.getByTestId(testId) }).last();
}

/** Wakes an island as other page code may (an `rd:hydrate` event) and waits until it has hydrated. */
export async function wake(island: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  await island.evaluate((el) => el.dispatchEvent(new Event('rd:hydrate')));
  // Astro removes the island's ssr attribute once hydrated.
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

/** Waits until the Astro island holding `testId` has hydrated, waking it first. */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await wake(islandOf(page, testId));
}

/** The island is still its prebuilt HTML: no React has loaded for it. */
export async function isPrebuilt(page: Page, testId: string): Promise<void> {
  await expect(islandOf(page, testId)).toHaveAttribute('ssr', '');
}
