/** Test fixtures: the stack's addresses from global-setup, and API clients for arranging data. */
import { test as base, expect } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface Stack {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  /** The seeded admin's TOTP secret (enrolled in global setup): admin rights need the second factor. */
  adminTotpSecret: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts (global setup).`);
  return value;
}

export function apiClient(stack: Stack, key: 'anon' | 'service' = 'anon'): SupabaseClient {
  return createClient(stack.apiUrl, key === 'anon' ? stack.anonKey : stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const test = base.extend<{ stack: Stack }>({
  stack: async ({}, use) => {
    await use({
      siteUrl: required('E2E_SITE_URL'),
      apiUrl: required('E2E_API_URL'),
      anonKey: required('E2E_ANON_KEY'),
      serviceRoleKey: required('E2E_SERVICE_ROLE_KEY'),
      adminEmail: required('E2E_ADMIN_EMAIL'),
      adminPassword: required('E2E_ADMIN_PASSWORD'),
      adminTotpSecret: required('E2E_ADMIN_TOTP_SECRET'),
    });
  },
  baseURL: async ({}, use) => {
    await use(required('E2E_SITE_URL'));
  },
});

export { expect };
