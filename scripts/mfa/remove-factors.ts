/**
 * Recovery for someone who lost their authenticator: with the service role, every MFA factor of the account with
 * the given e-mail address is removed (GoTrue's admin factor endpoints), so the next sign-in starts from the password
 * again and the console enrols a new authenticator. Their sessions raised by the removed factor drop to aal1.
 */
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export interface RemovedFactors {
  userId: string;
  email: string;
  removed: Array<{ id: string; friendlyName: string | null }>;
}

const PER_PAGE = 1000;

async function userByEmail(service: SupabaseClient<Database>, email: string): Promise<User | null> {
  const wanted = email.trim().toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: PER_PAGE });
    if (error) throw new Error(`Could not list users: ${error.message}`);
    const found = data.users.find((u) => u.email?.toLowerCase() === wanted);
    if (found) return found;
    if (data.users.length < PER_PAGE) return null;
  }
}

export async function removeFactors(service: SupabaseClient<Database>, email: string): Promise<RemovedFactors> {
  const user = await userByEmail(service, email);
  if (!user) throw new Error(`No account has the e-mail address ${email}.`);
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId: user.id });
  if (error) throw new Error(`Could not list the factors of ${email}: ${error.message}`);
  const removed: RemovedFactors['removed'] = [];
  for (const factor of data.factors) {
    const result = await service.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    if (result.error) throw new Error(`Could not remove factor ${factor.id} of ${email}: ${result.error.message}`);
    removed.push({ id: factor.id, friendlyName: factor.friendly_name ?? null });
  }
  return { userId: user.id, email: user.email ?? email, removed };
}
