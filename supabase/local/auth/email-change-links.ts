/**
 * E-mail change links for the current address, which POST /admin/generate_link type email_change_current makes.
 * GoTrue keeps their hash in auth.users.email_change_token_current; supabase/local keeps it in memory per server
 * (the new address's token stays in email_change_token_new). Either link, once followed, completes the change:
 * locally an e-mail change needs one confirmation (see README: double_confirm_changes).
 */
import type { Services } from '../context.ts';

const pending = new WeakMap<Services, Map<string, { userId: string; sentAt: number }>>();

function store(services: Services) {
  let map = pending.get(services);
  if (!map) pending.set(services, (map = new Map()));
  return map;
}

export function rememberCurrentEmailChange(services: Services, userId: string, tokenHash: string): void {
  const map = store(services);
  for (const [hash, entry] of map) if (entry.userId === userId) map.delete(hash);
  map.set(tokenHash, { userId, sentAt: Date.now() });
}

/** The user a current-address link belongs to, used up, when it was sent within `lifetimeSeconds`. */
export function takeCurrentEmailChange(services: Services, tokenHash: string, lifetimeSeconds: number): string | null {
  const map = store(services);
  const entry = map.get(tokenHash);
  if (!entry) return null;
  map.delete(tokenHash);
  return entry.sentAt + lifetimeSeconds * 1000 > Date.now() ? entry.userId : null;
}
