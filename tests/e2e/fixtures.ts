/** Test fixtures: the stack's addresses from global-setup, and API clients for arranging data. */
import { test as base, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { enrolAdminFactor } from '../support/second-factor.ts';

export interface Stack {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  /** The admin's TOTP secret: admin rights need the second factor. */
  adminTotpSecret: string;
}

interface Admin {
  email: string;
  password: string;
  totpSecret: string;
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

/**
 * Each worker's own admin, made once per worker process like the seeded one (password, admin role, a verified TOTP
 * factor). Verifying a code ends the account's other sessions below aal2, as GoTrue does, so two workers signing in
 * as one shared admin at the same moment would sign each other out of the console's code screen.
 */
async function workerAdmin(apiUrl: string, anonKey: string, serviceKey: string, worker: number): Promise<Admin> {
  const email = `admin.worker${worker}.${randomUUID().slice(0, 8)}@example.test`;
  const password = required('E2E_ADMIN_PASSWORD');
  const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const signUp = await createClient(apiUrl, anonKey, options).auth.signUp({ email, password, options: { data: { full_name: 'Site Administrator' } } });
  if (signUp.error || !signUp.data.user) throw new Error(`the worker's admin could not sign up: ${signUp.error?.message}`);
  const role = await createClient(apiUrl, serviceKey, options).from('user_roles').insert({ user_id: signUp.data.user.id, role: 'admin' });
  if (role.error) throw new Error(`the worker's admin got no admin role: ${role.error.message}`);
  return { email, password, totpSecret: await enrolAdminFactor(apiUrl, anonKey, email, password) };
}

export const test = base.extend<{ stack: Stack }, { admin: Admin }>({
  admin: [
    async ({}, use, workerInfo) => {
      await use(await workerAdmin(required('E2E_API_URL'), required('E2E_ANON_KEY'), required('E2E_SERVICE_ROLE_KEY'), workerInfo.workerIndex));
    },
    { scope: 'worker' },
  ],
  stack: async ({ admin }, use) => {
    await use({
      siteUrl: required('E2E_SITE_URL'),
      apiUrl: required('E2E_API_URL'),
      anonKey: required('E2E_ANON_KEY'),
      serviceRoleKey: required('E2E_SERVICE_ROLE_KEY'),
      adminEmail: admin.email,
      adminPassword: admin.password,
      adminTotpSecret: admin.totpSecret,
    });
  },
  baseURL: async ({}, use) => {
    await use(required('E2E_SITE_URL'));
  },
});

export { expect };
