/**
 * One machine is one client for a second factor's challenge and verify, whichever loopback address a request
 * comes from. With supabase/local listening on every address (`--host ::`), `localhost` may resolve to ::1 for one
 * request and 127.0.0.1 for the next; GoTrue compares the two requests' addresses, and on hosted Supabase both
 * come from the same network address, so the local server must not tell them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, enrolTotp, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ host: '::' });
});
afterAll(() => backend?.close());

describe('MFA challenge and verify over both loopback addresses', () => {
  it('a challenge asked over 127.0.0.1 is verified over ::1, and the session reaches aal2', async () => {
    const port = backend.local.port;
    const overIPv4 = clientFor(`http://127.0.0.1:${port}`, backend.anonKey);
    const overIPv6 = clientFor(`http://[::1]:${port}`, backend.anonKey);
    const account = await backend.newUser('loopback');
    const factor = await enrolTotp(account.client);

    const signedIn = await overIPv4.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
    if (signedIn.error || !signedIn.data.session) throw new Error(`sign-in failed: ${signedIn.error?.message}`);
    const challenge = await overIPv4.auth.mfa.challenge({ factorId: factor.factorId });
    expect(challenge.error).toBeNull();

    await overIPv6.auth.setSession(signedIn.data.session);
    const verified = await overIPv6.auth.mfa.verify({ factorId: factor.factorId, challengeId: challenge.data!.id, code: totpCode(factor.secret) });
    expect(verified.error).toBeNull();
    const { data: level } = await overIPv6.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level?.currentLevel).toBe('aal2');
  });
});
