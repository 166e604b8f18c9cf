/**
 * GoTrue's refresh-token reuse rules: a rotated token is still honoured within refresh_token_reuse_interval
 * (two tabs refreshing at once stay signed in), and the parent of the active token gets the active token
 * back (a client that lost the answer); past the interval a reused token revokes the whole session, and
 * that revocation holds even though the request itself fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let withinInterval: TestBackend;
let noInterval: TestBackend;
beforeAll(async () => {
  [withinInterval, noInterval] = await Promise.all([startTestBackend(), startTestBackend({ refreshTokenReuseInterval: 0 })]);
});
afterAll(async () => {
  await Promise.all([withinInterval?.close(), noInterval?.close()]);
});

async function refresh(b: TestBackend, refreshToken: string) {
  const res = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: await res.json() };
}

async function firstToken(b: TestBackend, name: string): Promise<string> {
  const { client } = await b.newUser(name);
  const { data } = await client.auth.getSession();
  return data.session!.refresh_token;
}

describe('within the reuse interval (config.toml: 10 s)', () => {
  it('lets two tabs refresh with the same token at once: both stay signed in', async () => {
    const r1 = await firstToken(withinInterval, 'tabitha');
    const [a, b] = await Promise.all([refresh(withinInterval, r1), refresh(withinInterval, r1)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await refresh(withinInterval, a.body.refresh_token)).status).toBe(200);
  });

  it('answers the parent of the active token with the active token rather than a new one', async () => {
    const r1 = await firstToken(withinInterval, 'jairus');
    const r2 = (await refresh(withinInterval, r1)).body.refresh_token;
    const again = await refresh(withinInterval, r1);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(r2);
  });

  it('honours an older rotated token too while the interval lasts', async () => {
    const r1 = await firstToken(withinInterval, 'dorcas');
    const r2 = (await refresh(withinInterval, r1)).body.refresh_token;
    await refresh(withinInterval, r2);
    const reused = await refresh(withinInterval, r1);
    expect(reused.status).toBe(200);
    expect(reused.body.access_token).toEqual(expect.any(String));
  });
});

describe('past the reuse interval', () => {
  it('answers 400 "Already Used" and revokes every token of the session for good', async () => {
    const r1 = await firstToken(noInterval, 'lydia');
    const r2 = (await refresh(noInterval, r1)).body.refresh_token;
    const r3 = (await refresh(noInterval, r2)).body.refresh_token;

    const reused = await refresh(noInterval, r1);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // The thief's reuse ended the session: the newest token no longer works either.
    const latest = await refresh(noInterval, r3);
    expect(latest.status).toBe(400);
    expect(latest.body.code).toBe('refresh_token_already_used');
    const { rows } = await noInterval.local.db.query<{ live: number }>(
      `select count(*)::int as live from auth.refresh_tokens where token = $1 and not revoked`,
      [r3],
    );
    expect(rows[0].live).toBe(0);
  });
});
