/**
 * Starts the stack once for all browser tests: supabase/local in memory on a random port, the seed,
 * the site and admin built against it into a scratch folder, and the static server on a random port.
 * The addresses reach the test workers through the environment (see fixtures.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUSH_SERVICE_CA } from '../support/push-service.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalStack } from '../../scripts/local-stack.ts';
import { attachAudioFixture, attachFutureNarration, EDITION_NARRATED_SLUGS, NARRATED_SLUG } from './audio-fixture.ts';
import { attachSeriesFixture } from './series-fixture.ts';
import { attachEditionsFixture } from './editions-fixture.ts';
import { attachLibraryEditionsFixture } from './editions/library-fixture.ts';
import { attachBlankCoverFixture } from './blank-cover-fixture.ts';
import { startChatStandIn } from '../support/chat-completions-standin.ts';
import { enrolAdminFactor } from '../support/second-factor.ts';
import { migratedTestSnapshot } from '../support/migrated-snapshot.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'rd-e2e-'));
  const adminEmail = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
  const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  const stack = await startLocalStack({
    port: 0,
    supabasePort: 0,
    data: 'memory',
    confirmEmail: false,
    dataSnapshot: await migratedTestSnapshot(),
    outDir,
    adminEmail,
    adminPassword,
    quiet: true,
    // The site under test must not change while tests run: admin tests' rebuild requests are recorded, not built.
    rebuildOnRequest: false,
    // Every test signs in from 127.0.0.1; GoTrue's per-address limit is for people, not a test suite.
    authRateLimit: { max: 2000, windowSeconds: 60 },
    log: () => {},
    // Real narration for one released devotional (audio-fixture.ts NARRATED_SLUG), which the narration test plays, and for
    // one Dutch and one Spanish sample in their voices (editions/narration.spec.ts); narrating all 42 would cost tens of
    // minutes on a machine whose narration cache is empty.
    narrate: [NARRATED_SLUG, EDITION_NARRATED_SLUGS.nl, EDITION_NARRATED_SLUGS.es],
    // The audio player's tests need a released devotional with real recordings, and the sample content has none:
    // today's devotional gets two generated tones (audio-fixture.ts) before the site is built.
    beforeBuild: async ({ apiUrl, serviceRoleKey }) => {
      await attachAudioFixture(apiUrl, serviceRoleKey);
      // An unreleased devotional with a recording: the podcast feed must not list it.
      await attachFutureNarration(apiUrl, serviceRoleKey);
      // A series of five parts, three released (series.spec.ts).
      await attachSeriesFixture(apiUrl, serviceRoleKey);
      // Dutch and Spanish translations of one released devotional and a Spanish one of a future devotional
      // (editions/reading.spec.ts); after the series, which takes its parts by date.
      await attachEditionsFixture(apiUrl, serviceRoleKey);
      // Dutch and Spanish translations of the day 9 days ago (editions/library.spec.ts).
      await attachLibraryEditionsFixture(apiUrl, serviceRoleKey);
      // A day whose stored square cover is blank: the site shows its art from the style rules (covers.spec.ts).
      await attachBlankCoverFixture(apiUrl, serviceRoleKey);
    },
  });
  // The devotional generator's text model: a local stand-in speaking the chat completions protocol, handed to
  // the generate-devotional function as its AI_* secrets would be on hosted Supabase.
  const ai = await startChatStandIn();
  Object.assign(stack.local.services.config.functionEnv, { AI_BASE_URL: ai.url, AI_API_KEY: ai.apiKey, AI_TIMEOUT_MS: '10000' });
  // avatar-from-url may fetch from this machine, where the settings test serves its picture: supabase/local's
  // test-only allowance (a secret name hosted Supabase refuses; honoured only while SUPABASE_URL is loopback).
  stack.local.services.config.functionEnv.SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES = 'allow';
  // daily-reminders sends to the reminders test's local push service, whose certificate is trusted as a real push
  // service's is (tests/support/push-service.ts).
  stack.local.services.config.functionEnv.DENO_CERT = PUSH_SERVICE_CA;
  process.env.E2E_SITE_URL = stack.siteUrl;
  // The built files themselves: the release-gate test scans every one for unreleased devotionals.
  process.env.E2E_SITE_DIR = outDir;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  // Admin rights need the second factor: the seeded admin gets an authenticator whose secret the tests know.
  process.env.E2E_ADMIN_TOTP_SECRET = await enrolAdminFactor(stack.apiUrl, stack.anonKey, adminEmail, adminPassword);
  return async () => {
    await ai.close();
    await stack.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
