/**
 * Sending e-mail through one HTTP e-mail API: Resend's (`POST {EMAIL_API_URL}/emails`, Bearer EMAIL_API_KEY,
 * JSON { from, to, subject, html, text, headers }; and `POST /emails/batch`, a JSON array of up to 100 such
 * messages answered with { data: [{ id }, ...] }). Locally EMAIL_API_URL points at supabase/local's mailbox,
 * which speaks the same protocol and keeps the messages for people and tests to read.
 */

// One escaping for the project (lib/escape.ts); the functions' e-mails take it from here.
export { escapeHtml } from '@lib/escape.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The provider drops a second send with the same key (a retried job). */
  idempotencyKey?: string;
}

export interface EmailEnv {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
}

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com';

export function emailConfigured(env: EmailEnv): boolean {
  return Boolean(env.EMAIL_API_KEY && env.EMAIL_FROM);
}

/** Resend's limit on one batch call. */
export const BATCH_LIMIT = 100;

function apiBase(env: EmailEnv): string {
  if (!emailConfigured(env))
    throw new Error('E-mail is not configured: set EMAIL_API_KEY and EMAIL_FROM (and EMAIL_API_URL for a provider other than Resend).');
  return (env.EMAIL_API_URL || DEFAULT_EMAIL_API_URL).replace(/\/+$/, '');
}

function message(env: EmailEnv, email: OutgoingEmail) {
  return { from: env.EMAIL_FROM, to: [email.to], subject: email.subject, html: email.html, text: email.text, headers: email.headers ?? {} };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One POST to the API. A 429 (the provider's per-second rate limit) is waited out and retried, up to three
 * times, as Resend asks (its retry-after header, in seconds); any other failure throws.
 */
async function post(env: EmailEnv, path: string, body: unknown, idempotencyKey: string | undefined, fetchImpl: typeof fetch): Promise<void> {
  const url = `${apiBase(env)}${path}`;
  for (let attempt = 0; ; attempt++) {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.EMAIL_API_KEY}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const detail = await response.text().catch(() => '');
    if (response.status === 429 && attempt < 3) {
      const seconds = Number(response.headers.get('retry-after'));
      await sleep(Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) * 1000 : 1000);
      continue;
    }
    throw new Error(`The e-mail API answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
  }
}

export async function sendEmail(env: EmailEnv, email: OutgoingEmail, fetchImpl: typeof fetch = fetch): Promise<void> {
  await post(env, '/emails', message(env, email), email.idempotencyKey, fetchImpl);
}

/**
 * Up to BATCH_LIMIT messages in one call (Resend's batch endpoint: all are accepted or none is). The key makes a
 * retried call of the same batch a no-op at the provider.
 */
export async function sendEmailBatch(env: EmailEnv, emails: OutgoingEmail[], idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (emails.length === 0) return;
  if (emails.length > BATCH_LIMIT) throw new Error(`A batch holds at most ${BATCH_LIMIT} e-mails.`);
  await post(
    env,
    '/emails/batch',
    emails.map((email) => message(env, email)),
    idempotencyKey,
    fetchImpl,
  );
}

/** RFC 2369 and RFC 8058 headers: mail programs show an Unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function emailEnv(): EmailEnv {
  return { EMAIL_API_URL: Deno.env.get('EMAIL_API_URL'), EMAIL_API_KEY: Deno.env.get('EMAIL_API_KEY'), EMAIL_FROM: Deno.env.get('EMAIL_FROM') };
}
