import type { Handler } from '../context.ts';
import { json } from '../http.ts';
export interface Mail { id: string; to: string; subject: string; text: string; html: string; sentAt: string; }
/** Local stand-in for an SMTP server: auth e-mails land here for a test or a person to read. */
export class Mailbox {
  readonly messages: Mail[] = [];
  deliver(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const m = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(m);
    return m;
  }
  for(address: string): Mail[] { return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase()); }
}
export const mailboxHandler: Handler = async (_req, ctx) => json(ctx.services.mailbox.messages);
