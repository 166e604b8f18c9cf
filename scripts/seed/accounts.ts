/** Accounts the seed creates through GoTrue's admin API: the administrator and the testimonial authors. */
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './admin-credentials.ts';

/** Set in app_metadata (which only the service role can write) on the admin account the seed creates. */
const SEEDED_ADMIN = 'seeded_admin';

async function findUserByEmail(client: SupabaseClient<Database>, email: string): Promise<User | null> {
  const wanted = email.toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw new Error(`Listing users to find ${email} failed: ${error.message}`);
    const found = data.users.find((u) => u.email?.toLowerCase() === wanted);
    if (found) return found;
    if (data.users.length < 200) return null;
  }
}

/** Creates a confirmed user, or finds the existing one with that e-mail (its password is left alone). */
export async function ensureUser(
  client: SupabaseClient<Database>,
  { email, password, fullName, appMetadata }: { email: string; password: string; fullName: string; appMetadata?: Record<string, unknown> },
): Promise<{ id: string; created: boolean; existing: User | null }> {
  const { data, error } = await client.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
    ...(appMetadata ? { app_metadata: appMetadata } : {}),
  });
  if (!error && data.user) return { id: data.user.id, created: true, existing: null };
  const existing = await findUserByEmail(client, email);
  if (existing) return { id: existing.id, created: false, existing };
  throw new Error(`Creating the account ${email} failed: ${error?.message ?? 'no user returned'}`);
}

async function isAdmin(client: SupabaseClient<Database>, userId: string): Promise<boolean> {
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin');
  if (error) throw new Error(`Reading the roles of ${userId} failed: ${error.message}`);
  return data.length > 0;
}

export interface AdminAccount {
  id: string;
  email: string;
  /** The seed created the account now, with the given password and a confirmed address. */
  created: boolean;
  /** An existing account was adopted (adopt: true): its password was set and its address confirmed. */
  adopted: boolean;
}

/**
 * The administrator account and its admin role, idempotent. The seed makes admin only an account it creates (or
 * created on an earlier run, marked in app_metadata), or one that is admin already: anyone may sign up with the
 * intended address before the seed runs, so an existing account is promoted only with `adopt` (--adopt-admin,
 * ADMIN_ADOPT=true), and then its password is set and its address confirmed, so whoever registered it cannot
 * sign in with a password of their own.
 */
export async function ensureAdmin(
  client: SupabaseClient<Database>,
  { email, password, adopt = false }: { email: string; password: string; adopt?: boolean },
): Promise<AdminAccount> {
  const user = await ensureUser(client, { email, password, fullName: 'Site Administrator', appMetadata: { [SEEDED_ADMIN]: true } });
  let adopted = false;
  if (user.existing && !user.existing.app_metadata?.[SEEDED_ADMIN] && !(await isAdmin(client, user.id))) {
    if (!adopt) {
      throw new Error(
        `The account ${email} already exists and is not an admin, so the seed will not make it one: someone may have ` +
          `registered the address before the seed ran. If the account is yours, run the seed again with --adopt-admin ` +
          `(or ADMIN_ADOPT=true): its password becomes ADMIN_PASSWORD and its address is confirmed. Otherwise set ` +
          `ADMIN_EMAIL to another address.`,
      );
    }
    const { error } = await client.auth.admin.updateUserById(user.id, { password, email_confirm: true, app_metadata: { [SEEDED_ADMIN]: true } });
    if (error) throw new Error(`Adopting the account ${email} failed: ${error.message}`);
    adopted = true;
  }
  const { error } = await client.from('user_roles').upsert({ user_id: user.id, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
  if (error) throw new Error(`Giving ${email} the admin role failed: ${error.message}`);
  return { id: user.id, email, created: user.created, adopted };
}
