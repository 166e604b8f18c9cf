/**
 * GoTrue's per-address rate limits, as config.toml names them: sign_in_sign_ups counts sign-ups, magic links,
 * recovery, resend and PUT /user; token_refresh counts every POST /token (password sign-in and refresh alike);
 * email_sent counts the e-mails the server sends while confirmations are on. Each backend here has a small limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let signIns: TestBackend;
let tokens: TestBackend;
let emails: TestBackend;
beforeAll(async () => {
  [signIns, tokens, emails] = await Promise.all([
    startTestBackend({ authRateLimit: { max: 3, windowSeconds: 60 } }),
    startTestBackend({ tokenRateLimit: { max: 3, windowSeconds: 60 } }),
    // max_frequency off: this backend is about the server's hourly limit, not the per-address interval.
    startTestBackend({ confirmEmail: true, emailRateLimit: { max: 2, windowSeconds: 3600 }, emailMaxFrequency: 0 }),
  ]);
});
afterAll(() => Promise.all([signIns?.close(), tokens?.close(), emails?.close()]));

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

describe('sign_in_sign_ups', () => {
  it('answers 429 over_request_rate_limit once sign-ups and recovery requests exceed the limit; password sign-in is not counted', async () => {
    const client = clientFor(signIns.url, signIns.anonKey);
    const email = uniqueEmail('gideon');
    expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();
    // Sign-in is a /token request: token_refresh counts it, not sign_in_sign_ups.
    for (let i = 0; i < 4; i++) expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await client.auth.updateUser({ data: { tribe: 'Manasseh' } })).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
    expect((await client.auth.signUp({ email: uniqueEmail('purah'), password: TEST_PASSWORD })).error?.status).toBe(429);
  });
});

describe('token_refresh', () => {
  it('counts password sign-ins and refreshes together, per client address', async () => {
    const admin = tokens.service().auth.admin;
    const email = uniqueEmail('jephthah');
    expect((await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true })).error).toBeNull();
    const client = clientFor(tokens.url, tokens.anonKey);
    expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: 'wrong-password' })).error?.status).toBe(400);
    const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    // Sign-up is not a /token request.
    expect((await client.auth.signUp({ email: uniqueEmail('abdon'), password: TEST_PASSWORD })).error).toBeNull();
  });
});

describe('email_sent', () => {
  it("refuses an e-mail past the hourly limit with GoTrue's 429 over_email_send_rate_limit, and sends nothing", async () => {
    const admin = emails.service().auth.admin;
    const email = uniqueEmail('samson');
    expect((await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true })).error).toBeNull();
    const client = clientFor(emails.url, emails.anonKey);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toBe('email rate limit exceeded');
    expect(emails.local.mailbox.for(email)).toHaveLength(2);
    // The limit is the server's, not the address's: a sign-up needing a confirmation e-mail is refused too.
    const other = uniqueEmail('delilah');
    expect((await client.auth.signUp({ email: other, password: TEST_PASSWORD })).error?.code).toBe('over_email_send_rate_limit');
    expect(emails.local.mailbox.for(other)).toHaveLength(0);
  });
});
