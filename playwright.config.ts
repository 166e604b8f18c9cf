/**
 * Browser tests: Chromium against the built site, the admin and supabase/local, all started by
 * tests/e2e/global-setup.ts on random ports with an in-memory database.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * $PLAYWRIGHT_CHROMIUM_PATH, else the distribution's headless shell, else its Chromium, else Playwright's own
 * download. The headless shell (Debian's chromium-headless-shell, the build Playwright itself uses for headless
 * runs) renders with the same Blink as Chromium but without the browser around it: the suite ran about 30% faster
 * on it on the 2-core machine (docs/ci.md).
 */
function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']) if (existsSync(candidate)) return candidate;
  return undefined;
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One server stack is shared by all tests; two workers keep the small machine responsive.
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: the suite shares one server stack on a two-core machine, where a rare timing race must not sink
  // the whole run. npm test lists every test that needed the retry ("flaky") so it is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  // CI runs the whole suite with two workers on two cores: give each step room on a fully loaded machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    // The site's service worker (docs/offline.md) would answer pages and assets itself, out of page.route()'s
    // sight; tests/e2e/offline.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      },
    },
  ],
});
