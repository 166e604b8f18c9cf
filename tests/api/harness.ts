/**
 * Starts supabase/local for one API test file: random port, in-memory PGlite,
 * or a fresh database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import type { LocalConfig } from '../../supabase/local/config.ts';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import { migratedTestSnapshot } from '../support/migrated-snapshot.ts';
import { migratedTemplate } from '../support/postgres-template.ts';

export interface TestBackend {
  local: LocalSupabase;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A client with the anon key and no session. */
  anon(): SupabaseClient;
  /** A client with the service-role key (bypasses RLS). */
  service(): SupabaseClient;
  /** Signs up a new user (e-mail derived from `name`) and returns a client holding their session. */
  newUser(name: string, metadata?: Record<string, unknown>): Promise<TestAccount>;
  /**
   * Signs up a new user, gives them the admin role and a TOTP authenticator, and returns a client whose session
   * passed the second factor (aal2): admin rights need it. The factor's secret is returned for later sign-ins.
   */
  newAdmin(name: string, metadata?: Record<string, unknown>): Promise<TestAdmin>;
  /** Gives an account made by newUser the admin role and a verified TOTP factor; its client ends at aal2. */
  makeAdmin(account: TestAccount): Promise<TestAdmin>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestAccount {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
}

export interface TestAdmin extends TestAccount {
  factor: TestFactor;
}

/** A TOTP factor a test enrolled, with its secret, so it can compute codes as an authenticator app would. */
export interface TestFactor {
  factorId: string;
  secret: string;
}

/**
 * Enrols a TOTP authenticator for the client's user through supabase-js and verifies it, leaving the client's
 * session at aal2. The shared way for a test to give an account a second factor.
 */
export async function enrolTotp(client: SupabaseClient, friendlyName = 'Test authenticator'): Promise<TestFactor> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error || !data) throw new Error(`MFA enrolment failed: ${error?.message}`);
  const factor = { factorId: data.id, secret: data.totp.secret };
  await passTotp(client, factor);
  return factor;
}

/** Challenges and verifies the factor in the client's current session: aal1 becomes aal2. */
export async function passTotp(client: SupabaseClient, factor: TestFactor): Promise<void> {
  const challenge = await client.auth.mfa.challenge({ factorId: factor.factorId });
  if (challenge.error || !challenge.data) throw new Error(`MFA challenge failed: ${challenge.error?.message}`);
  const verify = await client.auth.mfa.verify({ factorId: factor.factorId, challengeId: challenge.data.id, code: totpCode(factor.secret) });
  if (verify.error) throw new Error(`MFA verification failed: ${verify.error.message}`);
}

export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export async function startTestBackend(overrides: Partial<LocalConfig> = {}): Promise<TestBackend> {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `rd_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const template = await migratedTemplate(adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const local = await startLocalSupabase({
    port: 0,
    data: 'memory',
    storageDir: 'memory',
    databaseUrl,
    // On PGlite: start from the migrated archive rather than initdb and every migration (tests/support/migrated-snapshot.ts).
    dataSnapshot: adminUrl ? undefined : await migratedTestSnapshot(),
    authRateLimit: { max: 1000, windowSeconds: 60 },
    verifyRateLimit: { max: 1000, windowSeconds: 60 },
    tokenRateLimit: { max: 1000, windowSeconds: 60 },
    mfaRateLimit: { max: 1000, windowSeconds: 60 },
    // Accounts sign up and in at once; tests of confirmation (and of the production file's setting) turn it on.
    confirmEmail: false,
    // Production's setting (docs/deploy.md): a signed-in password change gives the current password.
    updatePasswordRequireCurrentPassword: true,
    ...overrides,
  });
  const { anonKey, serviceRoleKey } = local.keys;
  let counter = 0;
  const service = () => clientFor(local.url, serviceRoleKey);
  const makeAdmin = async (account: TestAccount): Promise<TestAdmin> => {
    const { error } = await service().from('user_roles').insert({ user_id: account.id, role: 'admin' });
    if (error) throw new Error(`granting admin to ${account.email} failed: ${error.message}`);
    return { ...account, factor: await enrolTotp(account.client, 'Admin authenticator') };
  };
  const backend: TestBackend = {
    local,
    url: local.url,
    anonKey,
    serviceRoleKey,
    anon: () => clientFor(local.url, anonKey),
    service,
    async newUser(name, metadata = {}) {
      const email = `${name}.${Date.now().toString(36)}${counter++}@example.test`;
      const client = clientFor(local.url, anonKey);
      const { data, error } = await client.auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: { full_name: name, ...metadata } },
      });
      if (error || !data.user || !data.session) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
      return { client, id: data.user.id, email, password: TEST_PASSWORD };
    },
    async newAdmin(name, metadata = {}) {
      return makeAdmin(await backend.newUser(name, metadata));
    },
    makeAdmin,
    async close() {
      await local.close();
      await dropDatabase();
    },
  };
  return backend;
}
