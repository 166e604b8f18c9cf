/**
 * GoTrue's refresh-token reuse rules: a rotated token is still honoured within refresh_token_reuse_interval
 * (two tabs refreshing at once stay signed in), and the parent of the active token gets the active token
 * back (a client that lost the answer); past the interval a reused token revokes the whole session, and
 * that revocation holds even though the request itself fails. With enable_refresh_token_rotation = false GoTrue
 * still issues a new token on every refresh, but such a reuse fails alone and the session stays signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let withinInterval: TestBackend;
let noInterval: TestBackend;
let noRotation: TestBackend;
beforeAll(async () => {
  [withinInterval, noInterval, noRotation] = await Promise.all([
    startTestBackend(),
    startTestBackend({ refreshTokenReuseInterval: 0 }),
    startTestBackend({ refreshTokenReuseInterval: 0, refreshTokenRotation: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([withinInterval?.close(), noInterval?.close(), noRotation?.close()]);
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

describe('with enable_refresh_token_rotation = false', () => {
  it('still hands out a new token on each refresh, but a reuse fails alone and the session stays signed in', async () => {
    const { client } = await noRotation.newUser('phoebe');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const first = await client.auth.refreshSession();
    expect(first.error).toBeNull();
    const r2 = first.data.session!.refresh_token;
    expect(r2).not.toBe(r1);
    const second = await client.auth.refreshSession();
    const r3 = second.data.session!.refresh_token;
    expect(r3).not.toBe(r2);

    // r1 is neither the active token's parent nor within the interval.
    const reused = await refresh(noRotation, r1);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // Unlike the rotating default above, the session was not ended: its current token still refreshes.
    const next = await client.auth.refreshSession();
    expect(next.error).toBeNull();
    expect(next.data.session?.refresh_token).toEqual(expect.any(String));
    expect(next.data.session?.refresh_token).not.toBe(r3);
  });
});
