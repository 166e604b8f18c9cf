/**
 * The newsletter takes one plain address and nothing else (lib/newsletter/email.ts). A list, a display name, a header
 * smuggled in with CR/LF or a JSON array used to be stored and mailed: every address in it got a confirmation
 * e-mail the site seemed to send on its own. Now the function refuses them through supabase-js as the site calls
 * it, and the table's CHECK refuses them from any other writer.
 */
import { readFileSync } from 'node:fs';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
const functionEnv: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${backend.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <weekly@example.test>' });
});
afterAll(async () => {
  await backend?.close();
});

let n = 0;
/** An address no other test uses, so what is stored or mailed for it is this test's doing. */
const fresh = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function signUp(email: unknown): Promise<{ status: number; body: unknown }> {
  const { data, error } = await backend.anon().functions.invoke('newsletter', { body: { email } });
  if (!error) return { status: 200, body: data };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}

/** Every stored row whose address mentions one of `parts`. */
async function storedFor(parts: string[]): Promise<string[]> {
  const { data, error } = await backend
    .service()
    .from('newsletter_subscribers')
    .select('email')
    .or(parts.map((part) => `email.ilike.*${part}*`).join(','));
  if (error) throw new Error(error.message);
  return data.map((row) => row.email as string);
}

/** The address with domain labels added before its domain so that it is exactly `length` characters long. */
function lengthened(address: string, length: number): string {
  const [local, domain] = address.split('@');
  let room = length - address.length;
  let labels = '';
  while (room > 0) {
    // A label is at most 63 characters; never leave a single character over, which cannot make a label and a dot.
    let take = Math.min(room, 63);
    if (room - take === 1) take -= 1;
    labels += `${'d'.repeat(take - 1)}.`;
    room -= take;
  }
  return `${local}@${labels}${domain}`;
}

/** Waits long enough for a confirmation e-mail, which goes out after the answer, to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('newsletter sign-up takes one plain address', () => {
  // Each builds a hostile value from two fresh addresses: the one typed and one it tries to reach as well.
  const hostile: Record<string, (a: string, b: string) => unknown> = {
    'a list separated by a comma': (a, b) => `${a}, ${b}`,
    'a list without the space': (a, b) => `${a},${b}`,
    'a list separated by a semicolon': (a, b) => `${a};${b}`,
    'a Bcc header after CR/LF': (a, b) => `${a}\r\nBcc: ${b}`,
    'a Bcc header after a bare LF': (a, b) => `${a}\nBcc:${b}`,
    'a display name': (a) => `"Foo" <${a}>`,
    'an address in angle brackets': (a) => `<${a}>`,
    'a JSON array': (a, b) => [a, b],
    'a JSON object': (a) => ({ email: a }),
    'two addresses separated by a space': (a, b) => `${a} ${b}`,
    'a tab inside': (a) => a.replace('@', '\t@'),
    'a NUL': (a) => `${a}\u0000`,
    'two at-signs': (a) => a.replace('@', '@@'),
    'a comment': (a) => a.replace('@', '(comment)@'),
    // The old rule stopped at 255; SMTP's path limit leaves 254 for the address.
    'an address of 255 characters': (a) => lengthened(a, 255),
  };

  for (const [name, build] of Object.entries(hostile)) {
    it(`refuses ${name}, storing and mailing nothing`, async () => {
      const [a, b] = [fresh('typed'), fresh('reached')];
      const answer = await signUp(build(a, b));
      expect(answer).toEqual({ status: 400, body: { error: 'Please enter a valid email address' } });
      await settle();
      expect(await storedFor([a.split('@')[0], b.split('@')[0]])).toEqual([]);
      expect([...backend.local.mailbox.for(a), ...backend.local.mailbox.for(b)]).toEqual([]);
    });
  }

  it('still takes a plain address, trimmed and lowercased, with the characters real addresses use', async () => {
    for (const email of [fresh("o'Brien+news"), fresh('first.last_1'), lengthened(fresh('long'), 254)]) {
      expect(await signUp(`  ${email.toUpperCase()} `)).toEqual({ status: 200, body: { ok: true } });
      expect(await storedFor([email.split('@')[0]])).toEqual([email.toLowerCase()]);
    }
  });

  it('the table refuses a list or a header from any writer, even the service role', async () => {
    const [a, b] = [fresh('direct'), fresh('direct')];
    for (const email of [`${a}, ${b}`, `${a}\r\nBcc: ${b}`, `"Foo" <${a}>`, lengthened(a, 255)]) {
      const { error } = await backend.service().from('newsletter_subscribers').insert({ email });
      expect(error?.code, JSON.stringify(email)).toBe('23514');
    }
    expect(await storedFor([a.split('@')[0], b.split('@')[0]])).toEqual([]);
  });

  it('the migration deletes stored rows that are not one address and keeps the rest', async () => {
    const migration = readFileSync(new URL('../../../supabase/migrations/20261202000100_newsletter_one_address.sql', import.meta.url), 'utf8');
    const [good, a, b] = [fresh('kept'), fresh('listed'), fresh('listed')];
    const db = backend.local.db;
    // The table as it was before the migration, holding what the old check let in.
    await db.exec('alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_one_address');
    for (const email of [good, `${a}, ${b}`, `${a}\r\nbcc: ${b}`, `"foo" <${a}>`]) {
      await db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);
    }
    await db.exec(migration);
    expect(await storedFor([good.split('@')[0], a.split('@')[0], b.split('@')[0]])).toEqual([good]);
    const { error } = await backend
      .service()
      .from('newsletter_subscribers')
      .insert({ email: `${a},${b}` });
    expect(error?.code).toBe('23514');
  });
});
