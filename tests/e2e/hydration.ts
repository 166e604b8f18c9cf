/** Waits until the Astro island holding `testId` has hydrated (Astro removes the island's ssr attribute). */
import { expect, type Page } from '@playwright/test';

export async function hydrated(page: Page, testId: string): Promise<void> {
  const island = page.locator('astro-island', { has: page.getByTestId(testId) }).last();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}
