/**
 * Who is asking for a rebuild. Only two kinds of caller may: a signed-in admin (not blocked, past the second
 * factor), and the schedule, which presents the project's service-role key or the REBUILD_SECRET shared secret.
 * Everyone else is refused.
 */
import { passedSecondFactor, SECOND_FACTOR_REQUIRED } from '../_shared/assurance.ts';

export type RebuildCaller =
  | { kind: 'admin'; userId: string }
  | { kind: 'schedule' }
  | { kind: 'refused'; status: 401 | 403; message: string };

/** The smallest part of supabase-js this needs, so the rules can be tested without a server. */
export interface CallerLookup {
  /** The user a JWT belongs to, or null when it is not a valid user session. */
  userFor(token: string): Promise<{ id: string } | null>;
  /** Whether the user holds the admin role and is not blocked. */
  isActiveAdmin(userId: string): Promise<boolean>;
}

/** Compares secrets without stopping at the first differing character. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function bearerToken(req: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

export async function identifyCaller(
  req: Request,
  secrets: { serviceRoleKey?: string; rebuildSecret?: string },
  lookup: CallerLookup,
): Promise<RebuildCaller> {
  const shared = req.headers.get('x-rebuild-secret');
  if (shared !== null) {
    // A configured secret must be long enough not to be guessed; a short or missing one turns this path off.
    if (secrets.rebuildSecret && secrets.rebuildSecret.length >= 24 && sameSecret(shared, secrets.rebuildSecret)) return { kind: 'schedule' };
    return { kind: 'refused', status: 401, message: 'The rebuild secret is not valid.' };
  }
  const token = bearerToken(req);
  if (!token) return { kind: 'refused', status: 401, message: 'Sign in as an administrator to rebuild the site.' };
  if (secrets.serviceRoleKey && sameSecret(token, secrets.serviceRoleKey)) return { kind: 'schedule' };
  const user = await lookup.userFor(token);
  if (!user) return { kind: 'refused', status: 401, message: 'Sign in as an administrator to rebuild the site.' };
  if (!(await lookup.isActiveAdmin(user.id))) return { kind: 'refused', status: 403, message: 'Only administrators can rebuild the site.' };
  if (!passedSecondFactor(token)) return { kind: 'refused', status: 403, message: SECOND_FACTOR_REQUIRED };
  return { kind: 'admin', userId: user.id };
}
