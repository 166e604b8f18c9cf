/**
 * GoTrue's MFA (TOTP) through supabase-js: auth.mfa.enroll / challenge / verify / unenroll / listFactors /
 * getAuthenticatorAssuranceLevel, and auth.admin.mfa.listFactors / deleteFactor, with GoTrue's statuses, codes and
 * messages; aal and amr in every access token, kept by a refresh.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, passTotp, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';

let backend: TestBackend;
/** TOTP off, as the CLI's config.toml template leaves it; and a cap of one enrolled factor. */
let off: TestBackend;
let capped: TestBackend;
beforeAll(async () => {
  [backend, off, capped] = await Promise.all([
    startTestBackend({ anonymousSignIns: true }),
    startTestBackend({ mfa: { totpEnroll: false, totpVerify: false, maxEnrolledFactors: 10 } }),
    startTestBackend({ mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 1 }, mfaRateLimit: { max: 3, windowSeconds: 60 } }),
  ]);
});
afterAll(() => Promise.all([backend?.close(), off?.close(), capped?.close()]));

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return claimsOf(data.session!.access_token);
}

/** A code for the secret that is not valid now, one step before or after (the window GoTrue accepts). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function enrolled(name: string) {
  const user = await backend.newUser(name);
  return { ...user, ...(await enrolTotp(user.client, 'Phone')) };
}

describe('enrolment', () => {
  it('answers a TOTP secret, its otpauth URI and an SVG QR code, and lists the factor as unverified', async () => {
    const { client, email } = await backend.newUser('anna');
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Pixel', issuer: 'Reformed Devotionals' });
    expect(error).toBeNull();
    expect(data!.type).toBe('totp');
    expect(data!.friendly_name).toBe('Pixel');
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Reformed%20Devotionals:${email}?algorithm=SHA1&digits=6&issuer=Reformed%20Devotionals&period=30&secret=${data!.totp.secret}`,
    );
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#%]*<\/svg>$/);

    const list = await client.auth.mfa.listFactors();
    expect(list.error).toBeNull();
    expect(list.data!.all).toEqual([expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Pixel' })]);
    expect(list.data!.totp).toEqual([]);
  });

  it('refuses a second factor with the same friendly name, other factor types, and anonymous users', async () => {
    const { client } = await backend.newUser('bathsheba');
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' })).error).toBeNull();
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Same" for this user already exists',
    });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });

    const anonymous = backend.anon();
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
    const refused = await anonymous.auth.mfa.enroll({ factorType: 'totp' });
    expect(refused.error).toMatchObject({ status: 403, code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
  });
});

describe('sign-in with a second factor', () => {
  it('gives aal1 after the password and aal2 with amr totp after a verified code; a refresh keeps aal2', async () => {
    const { client, email, secret, factorId } = await enrolled('clement');
    const verified = await accessClaims(client);
    expect(verified.aal).toBe('aal2');
    expect(verified.amr.map((e: { method: string }) => e.method).sort()).toEqual(['password', 'totp']);

    const fresh = backend.anon();
    expect((await fresh.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect(await accessClaims(fresh)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password', timestamp: expect.any(Number) }] });
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const list = await fresh.auth.mfa.listFactors();
    expect(list.data!.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    const challenge = await fresh.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const verify = await fresh.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(secret) });
    expect(verify.error).toBeNull();
    expect(claimsOf(verify.data!.access_token)).toMatchObject({ aal: 'aal2' });
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    const refreshed = await fresh.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const after = claimsOf(refreshed.data.session!.access_token);
    expect(after.aal).toBe('aal2');
    expect(after.amr[0].method).toBe('totp');
  });

  it('refuses a wrong code, a used challenge, an unknown challenge and an empty code with GoTrue’s errors', async () => {
    const { email, secret, factorId } = await enrolled('dorcas');
    const client = backend.anon();
    await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: wrongCode(secret) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect((await accessClaims(client)).aal).toBe('aal1');

    const empty = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Code needs to be non-empty' });
    const unknown = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: totpCode(secret) });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' });

    expect((await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: totpCode(secret) })).error).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: totpCode(secret) });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch', message: 'Challenge and verify IP addresses mismatch.' });
  });

  it('refuses an expired challenge and removes it', async () => {
    const { client, secret, factorId } = await enrolled('eli');
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    await backend.local.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [challenge!.id]);
    const late = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: totpCode(secret) });
    expect(late.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge!.id} has expired, verify against another challenge or create a new challenge.`,
    });
    expect((await backend.local.db.query(`select 1 from auth.mfa_challenges where id = $1`, [challenge!.id])).rows).toHaveLength(0);
  });

  it('ends the user’s password-only sessions once a code is verified', async () => {
    const { email, secret, factorId } = await enrolled('festus');
    const other = backend.anon();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const second = backend.anon();
    await second.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const { data: challenge } = await second.auth.mfa.challenge({ factorId });
    expect((await second.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: totpCode(secret) })).error).toBeNull();
    const { data } = await other.auth.getSession();
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('session_not_found');
    expect((await second.auth.getUser()).error).toBeNull();
  });

  it('does not reach another user’s factor', async () => {
    const { factorId } = await enrolled('gaius');
    const { client } = await backend.newUser('hannah');
    const { error } = await client.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
  });
});

describe('unenrolment and a second enrolment', () => {
  it('needs aal2 to remove a verified factor or add another, and drops the session to aal1 after removal', async () => {
    const { email, secret, factorId } = await enrolled('ichabod');
    const client = backend.anon();
    await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const remove = await client.auth.mfa.unenroll({ factorId });
    expect(remove.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const add = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    expect(add.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });

    await passTotp(client, { factorId, secret });
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});

describe('admin recovery of a lost factor', () => {
  it('lists and deletes a user’s factors with the service role, so the user signs in with the password alone', async () => {
    const { id, email, factorId } = await enrolled('jael');
    const admin = backend.service();
    const list = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(list.error).toBeNull();
    expect(list.data!.factors).toEqual([expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified', friendly_name: 'Phone' })]);
    expect(JSON.stringify(list.data)).not.toContain('secret');

    const removed = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(removed.error).toBeNull();
    // auth-js hands the answer back wrapped, as it does for hosted GoTrue's factor object.
    expect(removed.data).toMatchObject({ data: { id: factorId, status: 'verified' } });
    const again = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    const client = backend.anon();
    await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('is refused to a signed-in user’s token', async () => {
    const { id, client } = await enrolled('keturah');
    const { data } = await client.auth.getSession();
    const res = await fetch(`${backend.url}/auth/v1/admin/users/${id}/factors`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error_code).toBe('not_admin');
  });
});

describe('config.toml [auth.mfa]', () => {
  it('refuses TOTP enrolment and verification when the project has not turned them on, and caps enrolled factors', async () => {
    {
      const { client } = await off.newUser('lydia');
      const refused = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(refused.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });

      const user = await capped.newUser('miriam');
      expect((await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One' })).error).toBeNull();
      const second = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Two' });
      expect(second.error).toMatchObject({
        status: 422,
        code: 'too_many_enrolled_mfa_factors',
        message: 'Maximum number of verified factors reached, unenroll to continue',
      });
    }
  });
});

describe('rate limit', () => {
  it('refuses challenges past the limit per client address with GoTrue’s 429', async () => {
    const user = await capped.newUser('noah');
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Limited' });
    for (let i = 0; i < 3; i++) expect((await user.client.auth.mfa.challenge({ factorId: data!.id })).error).toBeNull();
    const over = await user.client.auth.mfa.challenge({ factorId: data!.id });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});

describe('the auth tables', () => {
  it('are GoTrue’s, owned by supabase_auth_admin', async () => {
    const { rows } = await backend.local.db.query<{ name: string; owner: string }>(
      `select c.relname as name, pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.relnamespace = 'auth'::regnamespace and c.relname in ('mfa_factors', 'mfa_challenges', 'mfa_amr_claims') order by 1`,
    );
    expect(rows).toEqual([
      { name: 'mfa_amr_claims', owner: 'supabase_auth_admin' },
      { name: 'mfa_challenges', owner: 'supabase_auth_admin' },
      { name: 'mfa_factors', owner: 'supabase_auth_admin' },
    ]);
    const types = await backend.local.db.query<{ t: string }>(
      `select format_type(atttypid, null) as t from pg_attribute where attrelid = 'auth.sessions'::regclass and attname = 'aal'`,
    );
    expect(types.rows[0].t).toBe('auth.aal_level');
  });
});
