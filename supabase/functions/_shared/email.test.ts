/**
 * sendEmailBatch against a local HTTP server speaking Resend's batch protocol: the request it makes, a rate limit
 * (429 with retry-after) waited out, and a refusal reported.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendEmailBatch, type OutgoingEmail } from './email.ts';

interface Seen {
  path: string;
  key: string | undefined;
  body: Array<Record<string, unknown>>;
}
let server: http.Server;
let url = '';
let seen: Seen[] = [];
let answers: Array<{ status: number; headers?: Record<string, string>; body: unknown }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', key: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(raw) });
      const answer = answers.shift() ?? { status: 200, body: { data: [] } };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  answers = [];
});

const env = () => ({ EMAIL_API_URL: url, EMAIL_API_KEY: 're_test', EMAIL_FROM: 'RD <weekly@example.test>' });
const mail = (i: number): OutgoingEmail => ({
  to: `r${i}@example.test`,
  subject: 'Week',
  html: '<p>Hi</p>',
  text: 'Hi',
  headers: { 'List-Unsubscribe': '<http://u>' },
});

describe('sendEmailBatch', () => {
  it('posts one JSON array to /emails/batch with the idempotency key', async () => {
    await sendEmailBatch(env(), [mail(1), mail(2)], 'digest-1-a-2');
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/emails/batch');
    expect(seen[0].key).toBe('digest-1-a-2');
    expect(seen[0].body).toEqual([
      {
        from: 'RD <weekly@example.test>',
        to: ['r1@example.test'],
        subject: 'Week',
        html: '<p>Hi</p>',
        text: 'Hi',
        headers: { 'List-Unsubscribe': '<http://u>' },
      },
      {
        from: 'RD <weekly@example.test>',
        to: ['r2@example.test'],
        subject: 'Week',
        html: '<p>Hi</p>',
        text: 'Hi',
        headers: { 'List-Unsubscribe': '<http://u>' },
      },
    ]);
  });

  it("waits out the provider's rate limit and sends the same batch again", async () => {
    answers = [{ status: 429, headers: { 'retry-after': '1' }, body: { name: 'rate_limit_exceeded' } }];
    await sendEmailBatch(env(), [mail(1)], 'k');
    expect(seen).toHaveLength(2);
    expect(seen[1].key).toBe('k');
  });

  it('reports a refusal, and refuses more than 100 messages itself', async () => {
    answers = [{ status: 422, body: { name: 'validation_error', message: 'bad to' } }];
    await expect(sendEmailBatch(env(), [mail(1)], 'k')).rejects.toThrow(/422.*bad to/);
    await expect(
      sendEmailBatch(
        env(),
        Array.from({ length: 101 }, (_, i) => mail(i)),
        'k',
      ),
    ).rejects.toThrow(/at most 100/);
    expect(seen).toHaveLength(1);
  });
});
