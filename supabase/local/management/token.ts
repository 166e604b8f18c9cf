/**
 * The local stand-in for a Supabase personal access token (sbp_ + 40 hex digits, as the dashboard issues them),
 * derived from the JWT secret so it is stable across restarts and differs wherever the secret does.
 */
import { createHmac } from 'node:crypto';

export function managementToken(jwtSecret: string): string {
  return `sbp_${createHmac('sha256', jwtSecret).update('supabase/local management api').digest('hex').slice(0, 40)}`;
}
