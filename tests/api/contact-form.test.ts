/**
 * The contact form's table as a bot meets it: a visitor inserts the form's three fields and
 * nothing else, one message per request, at most 10 an hour from one client address (as the edge reports it,
 * whatever address headers the client sends), and every refusal is a clear error that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t?.close());

const form = (message: string) => ({ name: 'Phoebe', email: 'phoebe@example.test', message });

async function stored(message: string) {
  const { data, error } = await t.service().from('contact_messages').select('id, created_at, read_at').eq('message', message);
  if (error) throw new Error(error.message);
  return data;
}

/** POST /rest/v1/contact_messages as anon, with extra headers. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 201 ? null : await res.json() };
}

describe('contact messages from the API', () => {
  it('a visitor sends the three form fields; the server stamps id and created_at and leaves it unread', async () => {
    const before = Date.now();
    const { error, status } = await t.anon().from('contact_messages').insert(form('Grace to you.'));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const [row] = await stored('Grace to you.');
    expect(row.read_at).toBeNull();
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('refuses read_at, created_at or id from a visitor or a reader, and stores nothing', async () => {
    const reader = (await t.newUser('lydia')).client;
    for (const [who, client] of [
      ['anon', t.anon()],
      ['reader', reader],
    ] as const) {
      for (const extra of [{ read_at: '2020-01-01T00:00:00Z' }, { created_at: '1999-01-01T00:00:00Z' }, { id: crypto.randomUUID() }]) {
        const message = `Spoofed ${who} ${Object.keys(extra)[0]}`;
        const { error } = await client.from('contact_messages').insert({ ...form(message), ...extra });
        expect(error?.code, message).toBe('42501');
        expect(error?.message, message).toBe('permission denied for table contact_messages');
        expect(await stored(message)).toEqual([]);
      }
    }
  });

  it('refuses more than one message in one request, and stores none of them', async () => {
    const { status, body } = await post([form('Bulk one'), form('Bulk two')]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'P0001', message: 'Send one message at a time.', hint: 'The contact form accepts one message per request.' });
    expect([...(await stored('Bulk one')), ...(await stored('Bulk two'))]).toEqual([]);
  });

  it('accepts 10 messages an hour from one client address, whatever address headers the client sends', async () => {
    // The other tests of this file came from the same address: start the hour afresh.
    await t.local.db.exec('delete from private.contact_message_senders');
    for (let i = 1; i <= 10; i++) {
      // Each claims another address: the edge's own headers win (supabase/local sets them as hosted does).
      const spoof = { 'cf-connecting-ip': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}`, 'x-forwarded-for': `198.51.100.${i}` };
      expect((await post(form(`Within the limit ${i}`), spoof)).status, `message ${i}`).toBe(201);
    }
    const refused = await post(form('One too many'), { 'cf-connecting-ip': '192.0.2.77' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'P0001',
      message: 'Too many messages from your connection. Please wait an hour and try again.',
    });
    expect(await stored('One too many')).toEqual([]);
    // The back office is not a visitor: the service role is not limited.
    expect((await t.service().from('contact_messages').insert(form('From the back office'))).error).toBeNull();
  });
});
