/**
 * Who is asking for a rebuild. Only two kinds of caller may: a signed-in admin (not blocked, past the second
 * factor), and the schedule, which presents a service key (the legacy service-role JWT or an `sb_secret_…` key;
 * see _shared/caller.ts) or the REBUILD_SECRET shared secret. Everyone else is refused.
 */
import { SECOND_FACTOR_REQUIRED } from '../_shared/assurance.ts';
import { identifyCaller as identifyFunctionCaller, sameSecret, type AdminLookup, type EnvLookup } from '../_shared/caller.ts';

export type RebuildCaller = { kind: 'admin'; userId: string } | { kind: 'schedule' } | { kind: 'refused'; status: 401 | 403; message: string };

export async function identifyCaller(req: Request, env: EnvLookup, admins: AdminLookup): Promise<RebuildCaller> {
  const shared = req.headers.get('x-rebuild-secret');
  if (shared !== null) {
    // A configured secret must be long enough not to be guessed; a short or missing one turns this path off.
    const rebuildSecret = env('REBUILD_SECRET');
    if (rebuildSecret && rebuildSecret.length >= 24 && sameSecret(shared, rebuildSecret)) return { kind: 'schedule' };
    return { kind: 'refused', status: 401, message: 'The rebuild secret is not valid.' };
  }
  const caller = await identifyFunctionCaller(req, env, admins);
  if (caller.kind === 'service') return { kind: 'schedule' };
  if (caller.kind === 'admin') return caller;
  if (caller.secondFactor) return { kind: 'refused', status: 403, message: SECOND_FACTOR_REQUIRED };
  if (caller.status === 403) return { kind: 'refused', status: 403, message: 'Only administrators can rebuild the site.' };
  return { kind: 'refused', status: 401, message: 'Sign in as an administrator to rebuild the site.' };
}
