/** The one caller check of functions the gateway does not verify: which keys make a caller the service. */
import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED } from './assurance.ts';
import { checkAdmin, identifyCaller, keysOf, publicKeyFor, serviceKeyFor, serviceKeys, type AdminLookup } from './caller.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];
const hosted = env({ SUPABASE_SERVICE_ROLE_KEY: 'legacy.jwt.key', SUPABASE_SECRET_KEYS: '{"default":"sb_secret_one","ci":"sb_secret_two"}' });
const request = (headers: Record<string, string>) => new Request('http://functions.test/x', { method: 'POST', headers });
/** A session token as Auth issues it: only its `aal` claim matters here (Auth itself checks the signature). */
const session = (aal: string) => `h.${Buffer.from(JSON.stringify({ aal })).toString('base64url')}.s`;
const adminAal2 = session('aal2');
const adminAal1 = session('aal1');
const admins: AdminLookup = {
  async userFor(token) {
    return token === adminAal2 || token === adminAal1 ? { id: 'a' } : token === 'reader.session.jwt' ? { id: 'r' } : null;
  },
  async isActiveAdmin(id) {
    return id === 'a';
  },
};

describe('function caller check', () => {
  it('reads every value of SUPABASE_SECRET_KEYS, and nothing from a malformed one', () => {
    expect(keysOf('{"default":"sb_secret_one","ci":"sb_secret_two"}')).toEqual(['sb_secret_one', 'sb_secret_two']);
    expect(keysOf('sb_secret_one')).toEqual([]);
    expect(keysOf('["sb_secret_one"]')).toEqual([]);
    expect(keysOf(undefined)).toEqual([]);
    expect(serviceKeys(hosted)).toEqual(['legacy.jwt.key', 'sb_secret_one', 'sb_secret_two']);
  });

  it("a function's own client prefers a secret key, else the legacy JWT", () => {
    expect(serviceKeyFor(hosted)).toBe('sb_secret_one');
    expect(serviceKeyFor(env({ SUPABASE_SERVICE_ROLE_KEY: 'legacy.jwt.key' }))).toBe('legacy.jwt.key');
  });

  it('a browser-like sign-in uses a publishable key, else the legacy anon JWT, never a service key', () => {
    expect(publicKeyFor(env({ SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_one"}', SUPABASE_ANON_KEY: 'anon.jwt.key' }))).toBe('sb_publishable_one');
    expect(publicKeyFor(env({ SUPABASE_ANON_KEY: 'anon.jwt.key', SUPABASE_SECRET_KEYS: '{"default":"sb_secret_one"}' }))).toBe('anon.jwt.key');
    expect(publicKeyFor(hosted)).toBe('');
  });

  it('any secret key or the legacy service-role key is the service', async () => {
    for (const key of ['legacy.jwt.key', 'sb_secret_one', 'sb_secret_two']) {
      expect(await identifyCaller(request({ authorization: `Bearer ${key}`, apikey: key }), hosted, admins)).toEqual({ kind: 'service' });
    }
    expect(await identifyCaller(request({ apikey: 'sb_secret_two' }), hosted)).toEqual({ kind: 'service' });
  });

  it('an apikey does not override a different bearer token', async () => {
    const caller = await identifyCaller(request({ authorization: 'Bearer reader.session.jwt', apikey: 'sb_secret_one' }), hosted, admins);
    expect(caller).toEqual({ kind: 'refused', status: 403 });
  });

  it('refuses other keys; takes an admin only where admins may call', async () => {
    expect(await identifyCaller(request({ authorization: 'Bearer sb_publishable_x', apikey: 'sb_publishable_x' }), hosted, admins)).toEqual({
      kind: 'refused',
      status: 401,
    });
    expect(await identifyCaller(request({ authorization: 'Bearer sb_secret_wrong' }), hosted, admins)).toEqual({ kind: 'refused', status: 401 });
    expect(await identifyCaller(request({}), hosted, admins)).toEqual({ kind: 'refused', status: 401 });
    expect(await identifyCaller(request({ authorization: `Bearer ${adminAal2}` }), hosted, admins)).toEqual({ kind: 'admin', userId: 'a' });
    expect(await identifyCaller(request({ authorization: `Bearer ${adminAal2}` }), hosted)).toEqual({ kind: 'refused', status: 401 });
  });

  it('refuses an admin whose session has not passed the second factor', async () => {
    expect(await identifyCaller(request({ authorization: `Bearer ${adminAal1}` }), hosted, admins)).toEqual({
      kind: 'refused',
      status: 403,
      secondFactor: true,
    });
  });
});

describe('the admin check of admin-only functions', () => {
  const messages = { signIn: 'Please sign in to access this page', notAdmin: 'Access denied. Admin privileges required.' };

  it('lets an active admin at aal2 through, naming them', async () => {
    expect(await checkAdmin(adminAal2, admins, messages)).toEqual({ ok: true, userId: 'a' });
  });

  it("refuses everyone else with the function's own words, and the second factor's own message", async () => {
    expect(await checkAdmin(null, admins, messages)).toEqual({ ok: false, status: 401, message: messages.signIn });
    expect(await checkAdmin('not.a.session', admins, messages)).toEqual({ ok: false, status: 401, message: messages.signIn });
    expect(await checkAdmin('reader.session.jwt', admins, messages)).toEqual({ ok: false, status: 403, message: messages.notAdmin });
    expect(await checkAdmin(adminAal1, admins, messages)).toEqual({ ok: false, status: 403, message: SECOND_FACTOR_REQUIRED, secondFactor: true });
  });

  it('has general words for functions that do not give their own', async () => {
    expect(await checkAdmin('reader.session.jwt', admins)).toMatchObject({ status: 403, message: 'Only administrators can use this function.' });
  });
});
