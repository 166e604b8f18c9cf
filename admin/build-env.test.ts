import { describe, expect, it } from 'vitest';
import { apiSettingsError, MISSING_API_SETTINGS } from './build-env.ts';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (role: string) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase-demo', role })}.c2ln`;
const URL = 'https://x.supabase.co';

describe('apiSettingsError', () => {
  it('refuses a build without the API URL or the anon key', () => {
    expect(apiSettingsError({})).toBe(MISSING_API_SETTINGS);
    expect(apiSettingsError({ PUBLIC_SUPABASE_URL: URL })).toBe(MISSING_API_SETTINGS);
    expect(apiSettingsError({ PUBLIC_SUPABASE_ANON_KEY: jwt('anon'), PUBLIC_SUPABASE_URL: '' })).toBe(MISSING_API_SETTINGS);
  });

  it('accepts either prefix', () => {
    expect(apiSettingsError({ PUBLIC_SUPABASE_URL: URL, PUBLIC_SUPABASE_ANON_KEY: jwt('anon') })).toBeNull();
    expect(apiSettingsError({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toBeNull();
  });

  it('refuses the service-role key or a secret key, naming the variable that holds it', () => {
    expect(apiSettingsError({ PUBLIC_SUPABASE_URL: URL, PUBLIC_SUPABASE_ANON_KEY: jwt('service_role') })).toMatch(
      /^PUBLIC_SUPABASE_ANON_KEY is the service_role key/,
    );
    expect(apiSettingsError({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' })).toMatch(/^VITE_SUPABASE_ANON_KEY is a secret key/);
  });
});
