import { describe, expect, it } from 'vitest';
import { adminCredentialsProblem, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, isLocalApi } from './admin-credentials.ts';

describe('adminCredentialsProblem', () => {
  it('allows the public defaults for an API on this machine only', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://127.0.0.1:54321/']) {
      expect(adminCredentialsProblem(url, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD), url).toBeNull();
    }
  });

  it('refuses the default e-mail or the default password for any other API, saying what to set', () => {
    for (const url of ['https://abcd.supabase.co', 'http://192.168.1.20:54321', 'http://localhost.evil.example', 'not a url']) {
      expect(adminCredentialsProblem(url, DEFAULT_ADMIN_EMAIL, 'a-strong-password'), url).toMatch(/^ADMIN_EMAIL is the default/);
      expect(adminCredentialsProblem(url, 'Admin@Reformed-Devotionals.local', 'a-strong-password'), url).toMatch(/^ADMIN_EMAIL is the default/);
      expect(adminCredentialsProblem(url, 'pastor@church.example', DEFAULT_ADMIN_PASSWORD), url).toMatch(/^ADMIN_PASSWORD is the default/);
    }
    expect(adminCredentialsProblem('https://abcd.supabase.co', 'pastor@church.example', 'a-strong-password')).toBeNull();
  });

  it('knows which APIs are on this machine', () => {
    expect(isLocalApi('http://127.0.0.1:54321')).toBe(true);
    expect(isLocalApi('https://abcd.supabase.co')).toBe(false);
  });
});
