/**
 * Waits until no finite CSS transition or animation is running, at most `timeout` ms. Accessibility scans judge
 * colours as painted: a toast caught halfway through fading in or out has a contrast no reader is asked to read
 * (axe measured 1.41:1 on a console snackbar mid-fade). Endless animations (spinners) are left running.
 */
import type { Page } from '@playwright/test';

export async function animationsSettled(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout },
    )
    // Still moving after the wait: scan what is there, and let the scan say what it finds.
    .catch(() => {});
}
