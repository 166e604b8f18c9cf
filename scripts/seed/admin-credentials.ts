/**
 * Which administrator credentials the seed may use for a given API. The defaults (admin@reformed-devotionals.local /
 * devotional-admin) are public, in the README and .env.example: they are for this machine only. Seeding any other
 * API with either would create an admin anyone can sign in as, or one at an address anyone can register first.
 */
import { isLoopbackHost } from '../../supabase/local/loopback.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@reformed-devotionals.local';
export const DEFAULT_ADMIN_PASSWORD = 'devotional-admin';

/** Whether the API at `url` runs on this machine (localhost, 127.0.0.0/8, [::1]). */
export function isLocalApi(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).host);
  } catch {
    return false;
  }
}

/** Null when the credentials may be used for `url`, else the sentence that says what to set. */
export function adminCredentialsProblem(url: string, email: string, password: string): string | null {
  if (isLocalApi(url)) return null;
  if (email.trim().toLowerCase() === DEFAULT_ADMIN_EMAIL) {
    return `ADMIN_EMAIL is the default ${DEFAULT_ADMIN_EMAIL}, which is for this machine only: set ADMIN_EMAIL to the administrator's own address to seed ${url}.`;
  }
  if (password === DEFAULT_ADMIN_PASSWORD) {
    return `ADMIN_PASSWORD is the default, which is public and for this machine only: set ADMIN_PASSWORD to a strong password of your own to seed ${url}.`;
  }
  return null;
}
