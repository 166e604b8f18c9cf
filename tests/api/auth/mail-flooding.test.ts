/**
 * Mail flooding through auth: each kind of e-mail goes to an address at most once per max_frequency, however many
 * requests race for it (the send is claimed in the database), and sign-ups from one client address are limited by
 * the project's sign_in_sign_ups (config.toml), not only in the tests' stacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';
import { defaultConfig } from '../../../supabase/local/config.ts';

let confirming: TestBackend;
let projectLimits: TestBackend;
beforeAll(async () => {
  [confirming, projectLimits] = await Promise.all([
    startTestBackend({ confirmEmail: true, emailMaxFrequency: 60 }),
    // The project's own sign_in_sign_ups, as `npm start` and `npm run backend` run it.
    startTestBackend({ authRateLimit: defaultConfig().authRateLimit }),
  ]);
});
afterAll(() => Promise.all([confirming?.close(), projectLimits?.close()]));

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

function post(b: TestBackend, path: string, body: Record<string, unknown>) {
  return fetch(`${b.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

describe('one e-mail per address per max_frequency', () => {
  it("twenty parallel sign-ups of one new address send one confirmation e-mail; the others get GoTrue's 429", async () => {
    const email = uniqueEmail('nehemiah');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(confirming, '/signup', { email, password: TEST_PASSWORD })));
    expect(confirming.local.mailbox.for(email)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.body.code).toBe('over_email_send_rate_limit');
      expect(a.body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    }
    // The one e-mail's link is the one that confirms: no later request replaced its token.
    const landing = await fetch(confirming.local.mailbox.latest(email)!.link!, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1)).get('type')).toBe('signup');
  });

  it('twenty parallel sign-ups of an unconfirmed address, and resends, send nothing more within the interval', async () => {
    const email = uniqueEmail('ezra');
    expect((await post(confirming, '/signup', { email, password: TEST_PASSWORD })).status).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => post(confirming, '/signup', { email, password: 'another-password-1' })),
      ...Array.from({ length: 10 }, () => post(confirming, '/resend', { type: 'signup', email })),
    ]);
    expect(answers.every((a) => a.status === 429)).toBe(true);
    expect(confirming.local.mailbox.for(email)).toHaveLength(1);
  });

  it('twenty parallel recovery requests for one address send one e-mail', async () => {
    const email = uniqueEmail('esther');
    await confirming.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(confirming, '/recover', { email })));
    expect(confirming.local.mailbox.for(email)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(19);
  });
});

describe("sign-ups per client address, with the project's config", () => {
  it(`accepts sign_in_sign_ups (${defaultConfig().authRateLimit.max}) sign-ups of different addresses from one client and refuses the rest`, async () => {
    const { max } = defaultConfig().authRateLimit;
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, (_, i) => post(projectLimits, '/signup', { email: uniqueEmail(`flood${i}`), password: TEST_PASSWORD })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(10).fill(429));
    expect(refused[0].body.code).toBe('over_request_rate_limit');
  });
});
