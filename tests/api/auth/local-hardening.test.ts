/**
 * supabase/local's own surfaces under hostile input: the auth rate limiter validates a request before it remembers
 * it (so huge "addresses" are refused and forgotten), and the mailbox answers only requests addressed to this
 * machine (DNS rebinding) and shows message bodies as text, never as markup.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend({ authRateLimit: { max: 3, windowSeconds: 300 } });
});
afterAll(() => b?.close());

function post(path: string, body: unknown) {
  return fetch(`${b.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

/** A GET with a chosen Host header (fetch will not send one). */
function getWithHost(path: string, host: string, accept = 'application/json'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: b.local.port, path, headers: { host, accept } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('auth rate limiter', () => {
  it("refuses malformed e-mail addresses before counting them, so they neither fill memory nor use up the client's limit", async () => {
    const huge = `${'x'.repeat(1024 * 1024 - 100)}@example.test`;
    for (const path of ['/recover', '/otp', '/signup']) {
      const answer = await post(path, { email: huge, password: 'correct-horse-battery' });
      expect(answer.status, path).toBe(400);
      expect(answer.body.code, path).toBe('validation_failed');
    }
    for (let i = 0; i < 3; i++) expect((await post('/recover', { email: `not an address ${i}` })).status).toBe(400);
    // Six refused requests later, the client's three requests are all still there.
    for (let i = 0; i < 3; i++) expect((await post('/recover', { email: `ruth${i}@example.test` })).status).toBe(200);
    expect((await post('/recover', { email: 'naomi@example.test' })).status).toBe(429);
  });
});

describe('local mailbox', () => {
  it('refuses a request whose Host is not a loopback name (DNS rebinding)', async () => {
    for (const host of ['evil.example', `evil.example:${b.local.port}`, `127.0.0.1.nip.io:${b.local.port}`]) {
      const res = await getWithHost('/mailbox', host);
      expect(res.status, host).toBe(403);
      expect(Array.isArray(JSON.parse(res.body)), host).toBe(false);
    }
    for (const host of [`127.0.0.1:${b.local.port}`, `localhost:${b.local.port}`]) {
      expect((await getWithHost('/mailbox', host)).status, host).toBe(200);
    }
  });

  it('shows message bodies escaped on its page, with their links, and keeps the JSON as sent', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)"> Confirm: https://site.example/confirm?a=1&b=2';
    const sent = await fetch(`${b.url}/mailbox/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer local-mailbox', 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'x@example.test', to: 'reader@example.test', subject: 'Hello <b>there</b>', html: hostile }),
    });
    expect(sent.status).toBe(200);
    const page = await getWithHost('/mailbox?to=reader@example.test', `127.0.0.1:${b.local.port}`, 'text/html');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('<a href="https://site.example/confirm?a=1&amp;b=2">');
    const listed = (await (await fetch(`${b.url}/mailbox?to=reader@example.test`)).json()) as Array<{ html: string }>;
    expect(listed.at(-1)?.html).toBe(hostile);
  });
});
