/** GoTrue's rate limit on sign-in, sign-up and recovery, with a backend whose limit is 3 per minute. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let limited: TestBackend;
beforeAll(async () => {
  limited = await startTestBackend({ authRateLimit: { max: 3, windowSeconds: 60 } });
});
afterAll(() => limited?.close());

describe('rate limit', () => {
  it('answers 429 over_request_rate_limit once sign-in, sign-up and recovery attempts exceed the limit', async () => {
    const client = clientFor(limited.url, limited.anonKey);
    const email = `gideon.${Date.now().toString(36)}@example.test`;
    expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: 'wrong-password' })).error?.status).toBe(400);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
    // Refreshing a session is not a sign-in attempt and is not limited.
    expect((await client.auth.refreshSession()).error).toBeNull();
  });
});
