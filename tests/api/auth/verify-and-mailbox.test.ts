/**
 * /verify is rate limited as GoTrue limits it (token_verifications per client address, and failed attempts
 * per code, so one person's six-digit code cannot be guessed from many addresses), and the local mailbox
 * answers only this machine, without CORS, and is not mounted in production-like use.
 */
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let limited: TestBackend;
beforeAll(async () => {
  limited = await startTestBackend({ verifyRateLimit: { max: 5, windowSeconds: 300 } });
});
afterAll(() => limited?.close());

const verify = (b: TestBackend, body: Record<string, unknown>) =>
  fetch(`${b.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });

describe('/verify rate limit', () => {
  it('answers wrong codes with 403 until token_verifications is used up, then 429 (POST and GET)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(limited, { type: 'recovery', token_hash: `wrong-${i}` })).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const limitedPost = await verify(limited, { type: 'recovery', token_hash: 'wrong-again' });
    expect(limitedPost.status).toBe(429);
    expect(await limitedPost.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const limitedGet = await fetch(`${limited.url}/auth/v1/verify?type=recovery&token=wrong-get`, { redirect: 'manual', headers: { apikey: limited.anonKey } });
    expect(limitedGet.status).toBe(429);
  });

  it("counts failed guesses per code: guesses at one address's code from many client addresses run out too", async () => {
    const b = await startTestBackend({ verifyRateLimit: { max: 5, windowSeconds: 300 } });
    try {
      const { email } = await b.newUser('priscilla');
      await b.anon().auth.resetPasswordForEmail(email);
      const code = b.local.mailbox.latest(email)!.otp!;
      const wrong = code === '000000' ? '111111' : '000000';
      const body = (token: string) => ({ type: 'recovery', email, token });
      // Five wrong guesses, each from its own loopback address, so no address reaches its own limit.
      for (let i = 0; i < 5; i++) expect((await verifyFrom(b, `127.0.0.${10 + i}`, body(wrong))).status).toBe(403);
      const sixth = await verifyFrom(b, '127.0.0.20', body(code));
      expect(sixth.status).toBe(429);
      // Another person's code is not affected.
      const other = await b.newUser('aquila');
      await b.anon().auth.resetPasswordForEmail(other.email);
      const theirs = b.local.mailbox.latest(other.email)!.otp!;
      expect((await verifyFrom(b, '127.0.0.21', { type: 'recovery', email: other.email, token: theirs })).status).toBe(200);
    } finally {
      await b.close();
    }
  });
});

/** POST /verify sent from a chosen loopback source address. */
function verifyFrom(b: TestBackend, localAddress: string, body: Record<string, unknown>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${b.url}/auth/v1/verify`,
      { method: 'POST', localAddress, headers: { apikey: b.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode! }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function externalAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

describe('local mailbox', () => {
  it('sends no CORS headers, so no web page can read it', async () => {
    const res = await fetch(`${limited.url}/mailbox`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${limited.url}/mailbox`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.runIf(externalAddress())('answers only this machine: from another address it does not exist', async () => {
    const b = await startTestBackend({ host: '0.0.0.0' });
    try {
      const res = await fetch(`http://${externalAddress()}:${b.local.port}/mailbox`);
      expect(res.status).toBe(404);
      const api = await fetch(`http://${externalAddress()}:${b.local.port}/rest/v1/`, { headers: { apikey: b.anonKey } });
      expect(api.status).toBe(200);
    } finally {
      await b.close();
    }
  });

  it('is not mounted in production-like use', async () => {
    const b = await startTestBackend({ mailbox: false });
    try {
      const res = await fetch(`${b.url}/mailbox`);
      expect(res.status).toBe(404);
    } finally {
      await b.close();
    }
  });
});

describe('admin user list pagination', () => {
  it("refuses a page or per_page that is not an unsigned integer with GoTrue's 400", async () => {
    for (const [param, value] of [
      ['page', 'abc'],
      ['per_page', '-1'],
      ['page', '1.5'],
    ]) {
      const res = await fetch(`${limited.url}/auth/v1/admin/users?${param}=${encodeURIComponent(value)}`, {
        headers: { apikey: limited.serviceRoleKey, authorization: `Bearer ${limited.serviceRoleKey}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect(res.status, value).toBe(400);
      expect(await res.json(), value).toEqual({
        code: 'validation_failed',
        message: `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
      });
    }
    const ok = await fetch(`${limited.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: limited.serviceRoleKey, authorization: `Bearer ${limited.serviceRoleKey}` },
    });
    expect(ok.status).toBe(200);
  });
});
