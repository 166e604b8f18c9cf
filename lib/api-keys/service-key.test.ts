import { describe, expect, it } from 'vitest';
import { serviceKeyError, serviceKeyFromEnv } from './service-key.ts';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('service key', () => {
  it('takes SUPABASE_SECRET_KEY first, else SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(serviceKeyFromEnv({ SUPABASE_SECRET_KEY: 'sb_secret_a', SUPABASE_SERVICE_ROLE_KEY: 'x.y.z' })).toEqual({
      variable: 'SUPABASE_SECRET_KEY',
      key: 'sb_secret_a',
    });
    expect(serviceKeyFromEnv({ SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_b' })).toEqual({ variable: 'SUPABASE_SERVICE_ROLE_KEY', key: 'sb_secret_b' });
    expect(serviceKeyFromEnv({ SUPABASE_SECRET_KEY: ' ' })).toBeNull();
  });

  it('accepts a secret key and the service_role JWT', () => {
    expect(serviceKeyError('SUPABASE_SERVICE_ROLE_KEY', 'sb_secret_0aBcD1eFgH2iJkL3mNoP4q')).toBeNull();
    expect(serviceKeyError('SUPABASE_SERVICE_ROLE_KEY', jwt({ role: 'service_role' }))).toBeNull();
  });

  it('refuses a publishable key and the anon JWT, naming the setting', () => {
    expect(serviceKeyError('SUPABASE_SECRET_KEY', 'sb_publishable_0aBcD1eFgH2iJkL3mNoP4q')).toMatch(
      /^SUPABASE_SECRET_KEY is a publishable key \(sb_publishable_…\), which acts as the public\. Set SUPABASE_SECRET_KEY to the project's secret key/,
    );
    expect(serviceKeyError('SUPABASE_SERVICE_ROLE_KEY', jwt({ role: 'anon' }))).toMatch(
      /^SUPABASE_SERVICE_ROLE_KEY is a JWT of the anon role, not the service_role key\./,
    );
  });
});
