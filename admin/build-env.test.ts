import { describe, expect, it } from 'vitest';
import { apiSettingsError, MISSING_API_SETTINGS } from './build-env.ts';

describe('apiSettingsError', () => {
  it('refuses a build without the API URL or the anon key', () => {
    expect(apiSettingsError({})).toBe(MISSING_API_SETTINGS);
    expect(apiSettingsError({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toBe(MISSING_API_SETTINGS);
    expect(apiSettingsError({ PUBLIC_SUPABASE_ANON_KEY: 'key', PUBLIC_SUPABASE_URL: '' })).toBe(MISSING_API_SETTINGS);
  });

  it('accepts either prefix', () => {
    expect(apiSettingsError({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(apiSettingsError({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
  });
});
