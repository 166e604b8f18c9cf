import { describe, expect, it } from 'vitest';
import { publicKeyError } from './public-key.ts';

/** An unsigned-looking JWT with these claims: the rule reads claims, it never verifies signatures. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const VAR = 'PUBLIC_SUPABASE_ANON_KEY';

describe('publicKeyError', () => {
  it('accepts the legacy anon JWT and a publishable key', () => {
    expect(publicKeyError(VAR, jwt({ iss: 'supabase', ref: 'abcd', role: 'anon', exp: 1983812996 }))).toBeNull();
    expect(publicKeyError(VAR, 'sb_publishable_0aBcD1eFgH2iJkL3mNoP4q_rStUvWx')).toBeNull();
  });

  it('refuses the service_role JWT, naming the variable and the role', () => {
    const error = publicKeyError(VAR, jwt({ iss: 'supabase', role: 'service_role', exp: 1983812996 }));
    expect(error).toMatch(/^PUBLIC_SUPABASE_ANON_KEY is the service_role key \(its JWT role claim is "service_role"\), not the anon key/);
    expect(error).toContain("every visitor's browser");
  });

  it("refuses a signed-in user's access token and any other role", () => {
    expect(publicKeyError(VAR, jwt({ sub: 'u1', role: 'authenticated' }))).toMatch(/role claim is "authenticated"/);
    expect(publicKeyError(VAR, jwt({ role: 'supabase_admin' }))).toMatch(/role claim is "supabase_admin"/);
    expect(publicKeyError(VAR, jwt({ role: 'ANON' }))).toMatch(/role claim is "ANON"/);
  });

  it('refuses a JWT without a role or with unreadable claims', () => {
    expect(publicKeyError(VAR, jwt({ iss: 'supabase' }))).toMatch(/a JWT without a role claim/);
    expect(publicKeyError(VAR, 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln')).toMatch(/claims cannot be read/);
  });

  it('refuses secret keys and any sb_ key that is not publishable', () => {
    expect(publicKeyError(VAR, 'sb_secret_0aBcD1eFgH2iJkL3mNoP4q_rStUvWx')).toMatch(/^PUBLIC_SUPABASE_ANON_KEY is a secret key \(sb_secret_…\)/);
    expect(publicKeyError(VAR, '  sb_secret_abc')).not.toBeNull();
    expect(publicKeyError(VAR, 'sb_admin_abc')).toMatch(/not a publishable key/);
  });

  it('names whichever variable it is given', () => {
    expect(publicKeyError('VITE_SUPABASE_ANON_KEY', 'sb_secret_x')).toMatch(/^VITE_SUPABASE_ANON_KEY /);
  });

  it('leaves other strings to the API, which refuses what is not a key', () => {
    expect(publicKeyError(VAR, 'not-a-key')).toBeNull();
  });
});
