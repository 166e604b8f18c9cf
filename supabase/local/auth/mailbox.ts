/**
 * Local stand-in for an SMTP server: auth e-mails land here for a test or a person to read.
 *
 * HTTP: GET /mailbox             JSON list of every message, oldest first
 *       GET /mailbox?to=ADDRESS  only the messages to that address
 *       (either with Accept: text/html) a page listing the messages with clickable links
 *       DELETE /mailbox          empties it
 */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { escapeHtml } from './emails.ts';

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
}

export class Mailbox {
  readonly messages: Mail[] = [];

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
  }
}

export const mailboxHandler: Handler = async (req, ctx) => {
  const { mailbox } = ctx.services;
  if (req.method === 'DELETE') {
    mailbox.clear();
    return new Response(null, { status: 204 });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return json({ message: 'Method not allowed' }, 405);
  const to = ctx.url.searchParams.get('to');
  const messages = to ? mailbox.for(to) : mailbox.messages;
  if ((req.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(mailboxPage(messages, to), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  return json(messages);
};

function mailboxPage(messages: Mail[], to: string | null): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <time>${escapeHtml(m.sentAt)}</time></header>
  <div>${m.html}</div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}time{color:#666;font-size:.85em}</style>
</head><body>
<h1>Local mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}. E-mails the local auth server sends land here instead of being delivered.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
