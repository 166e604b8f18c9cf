/**
 * Local stand-in for an SMTP server: auth e-mails land here for a test or a person to read.
 *
 * HTTP: GET /mailbox             JSON list of every message, oldest first
 *       GET /mailbox?to=ADDRESS  only the messages to that address
 *       (either with Accept: text/html) a page listing the messages, each shown as escaped text with its
 *                                http(s) links clickable: a message's HTML is never rendered, so a message
 *                                cannot run script in the mailbox's origin
 *       Only for requests from this machine addressed to a loopback name (server.ts, loopback.ts).
 *       DELETE /mailbox          empties it
 *       POST /mailbox/emails     an HTTP e-mail API as Resend's (Bearer key; { from, to, subject, html, text,
 *                                headers }; Idempotency-Key honoured): what the project's functions send through
 *                                locally (EMAIL_API_URL), so their e-mails land here too
 *       POST /mailbox/emails/batch  Resend's batch endpoint: a JSON array of 1 to 100 such messages, all accepted
 *                                or none (422 naming the first bad one), answered { data: [{ id }, ...] } in order
 */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { escapeHtml } from '@lib/escape.ts';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  /** The action link in the message (verify URL), when it has one. */
  link?: string;
  /** The six-digit code in the message, when it has one. */
  otp?: string;
  /** GoTrue's verification type the message is for: signup, recovery, magiclink, email_change, invite. */
  type?: string;
  /** Extra headers the sender set (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  from?: string;
}

export class Mailbox {
  readonly messages: Mail[] = [];
  /** Idempotency keys of the e-mail API → what the first request with them was answered. */
  readonly idempotency = new Map<string, unknown>();
  /** Calls of the e-mail API, in order: which endpoint and how many messages it delivered (for tests and bench). */
  readonly apiCalls: { endpoint: 'emails' | 'emails/batch'; messages: number }[] = [];

  deliver(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const m = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(m);
    return m;
  }

  for(address: string): Mail[] {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  /** The most recent message to an address, if any. */
  latest(address: string): Mail | undefined {
    return this.for(address).at(-1);
  }

  clear(): void {
    this.messages.length = 0;
    this.apiCalls.length = 0;
  }
}

type ApiMessage = { from?: unknown; to?: unknown; subject?: unknown; html?: unknown; text?: unknown; headers?: unknown };

const validationError = (message: string) => json({ statusCode: 422, name: 'validation_error', message }, 422);

/** The message's recipients when it is one the API accepts, else null. */
function recipients(body: ApiMessage): string[] | null {
  if (!body || typeof body !== 'object') return null;
  const to = (Array.isArray(body.to) ? body.to : [body.to]).filter((t): t is string => typeof t === 'string' && t.includes('@'));
  if (typeof body.from !== 'string' || to.length === 0 || typeof body.subject !== 'string' || (typeof body.html !== 'string' && typeof body.text !== 'string'))
    return null;
  return to;
}

function deliverApiMessage(mailbox: Mailbox, body: ApiMessage, to: string[]): string {
  const headers = body.headers && typeof body.headers === 'object' ? (body.headers as Record<string, string>) : {};
  let id = '';
  for (const address of to) {
    id = mailbox.deliver({
      to: address,
      from: body.from as string,
      subject: body.subject as string,
      html: typeof body.html === 'string' ? body.html : '',
      text: typeof body.text === 'string' ? body.text : '',
      headers,
    }).id;
  }
  return id;
}

async function sendThroughApi(req: Request, mailbox: Mailbox, batch: boolean): Promise<Response> {
  if (!/^bearer\s+\S+/i.test(req.headers.get('authorization') ?? ''))
    return json({ statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header' }, 401);
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return validationError('The body is not JSON');
  }
  const key = req.headers.get('idempotency-key');
  const earlier = key ? mailbox.idempotency.get(key) : undefined;
  if (earlier) return json(earlier);
  let answer: unknown;
  if (batch) {
    if (!Array.isArray(body) || body.length === 0 || body.length > 100) return validationError('The body must be an array of 1 to 100 e-mails');
    const checked = body.map((m) => recipients(m as ApiMessage));
    const bad = checked.findIndex((to) => to === null);
    if (bad >= 0) return validationError(`email ${bad}: from, to, subject and html or text are required`);
    answer = { data: body.map((m, i) => ({ id: deliverApiMessage(mailbox, m as ApiMessage, checked[i]!) })) };
    mailbox.apiCalls.push({ endpoint: 'emails/batch', messages: body.length });
  } else {
    const to = recipients(body as ApiMessage);
    if (!to) return validationError('from, to, subject and html or text are required');
    answer = { id: deliverApiMessage(mailbox, body as ApiMessage, to) };
    mailbox.apiCalls.push({ endpoint: 'emails', messages: 1 });
  }
  if (key) mailbox.idempotency.set(key, answer);
  return json(answer);
}

export const mailboxHandler: Handler = async (req, ctx) => {
  const { mailbox } = ctx.services;
  if (ctx.path === '/emails' || ctx.path === '/emails/batch') {
    if (req.method !== 'POST') return json({ message: 'Method not allowed' }, 405);
    return sendThroughApi(req, mailbox, ctx.path === '/emails/batch');
  }
  if (req.method === 'DELETE') {
    mailbox.clear();
    return new Response(null, { status: 204 });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return json({ message: 'Method not allowed' }, 405);
  const to = ctx.url.searchParams.get('to');
  const messages = to ? mailbox.for(to) : mailbox.messages;
  if ((req.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(mailboxPage(messages, to), {
      // No script at all on this page, whatever a message holds.
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
    });
  }
  return json(messages);
};

/** The message as escaped text (its text part, else its HTML source) with http(s) addresses as links. */
function messageBody(m: Mail): string {
  const escaped = escapeHtml(m.text || m.html);
  // Matched on the escaped text: an address can hold no quote or angle bracket, so it cannot leave the href.
  return escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function mailboxPage(messages: Mail[], to: string | null): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <time>${escapeHtml(m.sentAt)}</time></header>
  <pre>${messageBody(m)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}time{color:#666;font-size:.85em}</style>
</head><body>
<h1>Local mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}. E-mails the local auth server sends land here instead of being delivered.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
