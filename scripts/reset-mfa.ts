/**
 * npm run reset-mfa -- <e-mail>
 *
 * Removes every second factor (TOTP authenticator) of the account with that e-mail address in the Supabase project
 * at SUPABASE_URL (default http://127.0.0.1:54321, the local backend), with SUPABASE_SECRET_KEY or
 * SUPABASE_SERVICE_ROLE_KEY (either kind of service key; default: the key supabase/local derives from JWT_SECRET or
 * its default secret). For an administrator who lost their phone: they sign in with their password again and the
 * console walks them through enrolling a new authenticator.
 */
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { deriveApiKeys } from '../supabase/local/keys.ts';
import { serviceKeyFromEnv } from '@lib/api-keys/service-key.ts';
import { removeFactors } from './mfa/remove-factors.ts';

/** The local backend's address, as `npm run seed` defaults to it. */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

async function main(args: string[]): Promise<number> {
  const email = args.find((a) => !a.startsWith('-'));
  if (!email) {
    console.error('Usage: npm run reset-mfa -- <e-mail address of the account>');
    return 2;
  }
  const url = process.env.SUPABASE_URL || LOCAL_SUPABASE_URL;
  const key = serviceKeyFromEnv(process.env)?.key || (await deriveApiKeys(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)).serviceRoleKey;
  const service = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const result = await removeFactors(service, email);
  if (result.removed.length === 0) console.log(`${result.email} has no second factor; nothing to remove.`);
  else {
    const names = result.removed.map((f) => f.friendlyName || f.id).join(', ');
    console.log(
      `Removed ${result.removed.length} second factor(s) of ${result.email}: ${names}. They sign in with their password and enrol a new authenticator.`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
