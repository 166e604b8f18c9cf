/**
 * GET /reauthenticate and the nonce it e-mails: with config.toml's secure_password_change on, GoTrue asks a user
 * whose session is more than 24 hours old for this nonce before changing their password
 * (supabase-js: auth.reauthenticate(), then updateUser({ password, nonce })).
 *
 * GoTrue keeps the nonce's hash in auth.users.reauthentication_token; supabase/local keeps it in memory, per
 * server, so a restart forgets unused nonces. Like every e-mailed code it is good for an hour.
 */
import type { Handler, Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { json } from '../http.ts';
import { badRequest, unprocessable } from './errors.ts';
import { EMAIL_OTP_LIFETIME_SECONDS, newEmailOtp, tokenHashFor } from './emails.ts';
import { escapeHtml } from '@lib/escape.ts';
import { reserveEmailSend } from './request.ts';
import { authenticatedUser } from './tokens.ts';
import type { UserRow } from './users.ts';

const INVALID_NONCE = 'Nonce has expired or is invalid';
/** GoTrue asks for a nonce when the session is older than this. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const nonces = new WeakMap<Services, Map<string, { tokenHash: string; sentAt: number }>>();

function nonceStore(services: Services) {
  let map = nonces.get(services);
  if (!map) nonces.set(services, (map = new Map()));
  return map;
}

export const reauthenticate: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user } = await authenticatedUser(req, services);
  if (!user.email && !user.phone) {
    throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.email) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  reserveEmailSend(services);
  const { otp, tokenHash } = newEmailOtp(user.email);
  nonceStore(services).set(user.id, { tokenHash, sentAt: Date.now() });
  services.mailbox.deliver({
    to: user.email,
    subject: 'Confirm reauthentication',
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: ${escapeHtml(otp)}</p>\n`,
    otp,
    type: 'reauthentication',
  });
  return json({});
};

/**
 * GoTrue's rule for a password change with secure_password_change on: a session created in the last 24 hours
 * may change it; otherwise the request must carry the nonce last sent by /reauthenticate (used up on success).
 */
export async function requireReauthentication(sql: Sql, services: Services, user: UserRow, sessionId: string | null, nonce: unknown): Promise<void> {
  if (!services.config.securePasswordChange) return;
  if (sessionId) {
    const { rows } = await sql.query<{ recent: boolean }>(
      `select created_at + make_interval(secs => $2) > now() as recent from auth.sessions where id::text = $1`,
      [sessionId, RECENT_SIGN_IN_MS / 1000],
    );
    if (rows[0]?.recent) return;
  }
  if (typeof nonce !== 'string' || nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const store = nonceStore(services);
  const sent = store.get(user.id);
  const valid = !!sent && !!user.email && sent.sentAt + EMAIL_OTP_LIFETIME_SECONDS * 1000 > Date.now() && sent.tokenHash === tokenHashFor(user.email, nonce);
  if (!valid) throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  store.delete(user.id);
}
