/** supabase/local accepts hosted's new opaque API keys as its gateway does: publishable = anon, secret = service_role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

let t: TestBackend;
let user: { id: string; email: string };

beforeAll(async () => {
  t = await startTestBackend();
  user = await t.newUser('keys-reader');
});
afterAll(() => t?.close());

describe('new API keys', () => {
  it('are opaque sb_ keys, not JWTs', () => {
    expect(t.local.keys.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]+$/);
    expect(t.local.keys.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]+$/);
  });

  it('the secret key bypasses RLS like the service role', async () => {
    const secret = clientFor(t.url, t.local.keys.secretKey);
    const { data, error } = await secret.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id }]);
  });

  it('the publishable key is refused what anon is refused', async () => {
    const publishable = clientFor(t.url, t.local.keys.publishableKey);
    const asAnon = await t.anon().from('profiles').select('id').eq('id', user.id);
    const asPublishable = await publishable.from('profiles').select('id').eq('id', user.id);
    expect(asPublishable.error?.code ?? null).toBe(asAnon.error?.code ?? null);
    expect(asPublishable.data ?? []).toEqual([]);
  });

  it('a signed-in user under a publishable-key client is that user', async () => {
    const publishable = clientFor(t.url, t.local.keys.publishableKey);
    const { error: signInError } = await publishable.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    expect(signInError).toBeNull();
    const { data, error } = await publishable.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id }]);
  });
});
