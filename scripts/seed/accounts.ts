/** Accounts the seed creates through GoTrue's admin API: the administrator and the testimonial authors. */
import type { SupabaseClient, User } from '@supabase/supabase-js';

export const DEFAULT_ADMIN_EMAIL = 'admin@reformed-devotionals.local';
export const DEFAULT_ADMIN_PASSWORD = 'devotional-admin';

async function findUserByEmail(client: SupabaseClient, email: string): Promise<User | null> {
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
  client: SupabaseClient,
  { email, password, fullName }: { email: string; password: string; fullName: string },
): Promise<{ id: string; created: boolean }> {
  const { data, error } = await client.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (!error && data.user) return { id: data.user.id, created: true };
  const existing = await findUserByEmail(client, email);
  if (existing) return { id: existing.id, created: false };
  throw new Error(`Creating the account ${email} failed: ${error?.message ?? 'no user returned'}`);
}

/** The administrator account and its admin role, both idempotent. */
export async function ensureAdmin(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<{ id: string; email: string; created: boolean }> {
  const user = await ensureUser(client, { email, password, fullName: 'Site Administrator' });
  const { error } = await client
    .from('user_roles')
    .upsert({ user_id: user.id, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
  if (error) throw new Error(`Giving ${email} the admin role failed: ${error.message}`);
  return { id: user.id, email, created: user.created };
}
