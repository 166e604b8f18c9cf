/**
 * The console loads each screen's code on first use (admin/src/common/lazyScreen.tsx). When that code cannot be
 * fetched, as after a deploy replaced the files this tab knows, the screen says so and its Reload brings it back.
 */
import { test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, signInAsAdmin } from './console.ts';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test('a screen whose code cannot be fetched says so, and Reload brings the screen', async ({ page, stack }) => {
  await signInAsAdmin(page, stack);
  // From here the console's scripts are gone from the server, as after a deploy.
  const refused: string[] = [];
  const assets = /\/admin\/assets\/[^/]+\.js$/;
  await page.route(assets, (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort();
  });

  await page
    .getByRole('menuitem', { name: 'Feedback', exact: true })
    .or(page.getByRole('link', { name: 'Feedback', exact: true }))
    .first()
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded. The console may have been updated since this tab was opened.' });
  await expect(alert).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveCount(0);
  // The menu still works: the console did not go blank.
  await expect(
    page
      .getByRole('menuitem', { name: 'Tags', exact: true })
      .or(page.getByRole('link', { name: 'Tags', exact: true }))
      .first(),
  ).toBeVisible();

  // The files are back (the new deploy's): Reload fetches them and shows the screen.
  await page.unroute(assets);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/#\/feedback/);
  await expect(page.getByRole('columnheader', { name: 'Rating' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toHaveCount(0);
});
