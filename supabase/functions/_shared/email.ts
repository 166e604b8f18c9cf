/**
 * Sending e-mail through one HTTP e-mail API: Resend's (`POST {EMAIL_API_URL}/emails`, Bearer EMAIL_API_KEY,
 * JSON { from, to, subject, html, text, headers }). Locally EMAIL_API_URL points at supabase/local's mailbox,
 * which speaks the same protocol and keeps the messages for people and tests to read.
 */

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

export async function sendEmail(env: EmailEnv, email: OutgoingEmail, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!emailConfigured(env)) throw new Error('E-mail is not configured: set EMAIL_API_KEY and EMAIL_FROM (and EMAIL_API_URL for a provider other than Resend).');
  const base = (env.EMAIL_API_URL || DEFAULT_EMAIL_API_URL).replace(/\/+$/, '');
  const response = await fetchImpl(`${base}/emails`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.EMAIL_API_KEY}`,
      'content-type': 'application/json',
      ...(email.idempotencyKey ? { 'idempotency-key': email.idempotencyKey } : {}),
    },
    body: JSON.stringify({ from: env.EMAIL_FROM, to: [email.to], subject: email.subject, html: email.html, text: email.text, headers: email.headers ?? {} }),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(`The e-mail API answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
  }
  await response.body?.cancel();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The newsletter function's address for a token link (confirm or unsubscribe). */
export function newsletterLink(supabaseUrl: string, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

/** RFC 2369 and RFC 8058 headers: mail programs show an Unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function emailEnv(): EmailEnv {
  return { EMAIL_API_URL: Deno.env.get('EMAIL_API_URL'), EMAIL_API_KEY: Deno.env.get('EMAIL_API_KEY'), EMAIL_FROM: Deno.env.get('EMAIL_FROM') };
}
