/**
 * Who may start a scheduled send (weekly-digest, daily-email): a service key (the service-role JWT or an
 * sb_secret_… key, checked in caller.ts since verify_jwt is off for them), or x-cron-secret: CRON_SECRET, the
 * secret Supabase Cron sends from the Vault (at least 24 characters).
 */
import { identifyCaller, sameSecret } from './caller.ts';

export async function isScheduleCall(req: Request, env: (name: string) => string | undefined): Promise<boolean> {
  const cronSecret = env('CRON_SECRET');
  const header = req.headers.get('x-cron-secret');
  if (header !== null && !!cronSecret && cronSecret.length >= 24 && sameSecret(header, cronSecret)) return true;
  return (await identifyCaller(req, env)).kind === 'service';
}

/** A positive number from the environment, or the fallback. */
export function positiveSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
