/**
 * GoTrue's refresh-token reuse rules: within refresh_token_reuse_interval the parent of the active token gets the
 * active token back (two tabs refreshing at once, a client that lost the answer), never a new chain; any other
 * reuse (an older token, or the parent past the interval) ends the whole session, for the thief and the victim
 * alike, and that holds even though the request itself fails. With enable_refresh_token_rotation = false GoTrue
 * still issues a new token on every refresh, but such a reuse fails alone and the session stays signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let withinInterval: TestBackend;
let noInterval: TestBackend;
let noRotation: TestBackend;
let shortInterval: TestBackend;
/** The reuse interval of `shortInterval`, short so the thief's schedule below runs in seconds. */
const SHORT_INTERVAL_S = 2;
beforeAll(async () => {
  [withinInterval, noInterval, noRotation, shortInterval] = await Promise.all([
    startTestBackend(),
    startTestBackend({ refreshTokenReuseInterval: 0 }),
    startTestBackend({ refreshTokenReuseInterval: 0, refreshTokenRotation: false }),
    startTestBackend({ refreshTokenReuseInterval: SHORT_INTERVAL_S }),
  ]);
});
afterAll(async () => {
  await Promise.all([withinInterval?.close(), noInterval?.close(), noRotation?.close(), shortInterval?.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('takes an older rotated token as stolen even within the interval, and ends the session', async () => {
    const r1 = await firstToken(withinInterval, 'dorcas');
    const r2 = (await refresh(withinInterval, r1)).body.refresh_token;
    const r3 = (await refresh(withinInterval, r2)).body.refresh_token;
    const reused = await refresh(withinInterval, r1);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    expect((await refresh(withinInterval, r3)).status).toBe(400);
  });
});

describe("a thief's schedule", () => {
  async function victimSession(name: string) {
    const victim = await shortInterval.newUser(name);
    const { data } = await victim.client.auth.getSession();
    return { victim, stolen: data.session!.refresh_token, access: data.session!.access_token };
  }

  async function userStatus(accessToken: string) {
    const res = await fetch(`${shortInterval.url}/auth/v1/user`, { headers: { apikey: shortInterval.anonKey, authorization: `Bearer ${accessToken}` } });
    await res.body?.cancel();
    return res.status;
  }

  it('a thief replaying the stolen token every second loses the session, and so does the victim, once the interval is past', async () => {
    const { victim, stolen } = await victimSession('ananias');
    // The victim's client refreshes as usual: the stolen token is now the active token's parent.
    const victimRefresh = await victim.client.auth.refreshSession();
    expect(victimRefresh.error).toBeNull();
    // Within the interval the stolen token is a benign reuse: the thief is handed the victim's active token.
    const early = await refresh(shortInterval, stolen);
    expect(early.status).toBe(200);
    expect(early.body.refresh_token).toBe(victimRefresh.data.session!.refresh_token);
    let thiefAnswer = early;
    for (let second = 0; second < SHORT_INTERVAL_S + 2 && thiefAnswer.status === 200; second++) {
      await sleep(1000);
      thiefAnswer = await refresh(shortInterval, stolen);
    }
    expect(thiefAnswer.status).toBe(400);
    expect(thiefAnswer.body.code).toBe('refresh_token_already_used');
    // The session is over for the victim as well: no refresh, and /user refuses its access token.
    const after = await victim.client.auth.refreshSession();
    expect(after.error?.status).toBe(400);
    expect(await userStatus(victimRefresh.data.session!.access_token)).toBe(403);
    expect((await refresh(shortInterval, early.body.refresh_token)).status).toBe(400);
  });

  it('a thief rotating the stolen token every second is signed out with the victim when the victim replays its token', async () => {
    const { victim, stolen } = await victimSession('sapphira');
    // The thief refreshes first and keeps rotating its own chain.
    let thiefToken = (await refresh(shortInterval, stolen)).body.refresh_token as string;
    for (let i = 0; i < 2; i++) {
      await sleep(1000);
      const next = await refresh(shortInterval, thiefToken);
      expect(next.status).toBe(200);
      thiefToken = next.body.refresh_token;
    }
    // The victim's client refreshes with the token it holds: reuse, detected.
    const victimRefresh = await victim.client.auth.refreshSession();
    expect(victimRefresh.error?.status).toBe(400);
    expect(victimRefresh.error?.code).toBe('refresh_token_already_used');
    // The thief carries on every second with the newest token, and is refused every time.
    for (let i = 0; i < SHORT_INTERVAL_S + 1; i++) {
      const answer = await refresh(shortInterval, thiefToken);
      expect(answer.status).toBe(400);
      if (answer.body.refresh_token) thiefToken = answer.body.refresh_token;
      await sleep(1000);
    }
    const { rows } = await shortInterval.local.db.query<{ n: number }>(`select count(*)::int as n from auth.sessions where user_id = $1`, [victim.id]);
    expect(rows[0].n).toBe(0);
  });
});

describe('past the reuse interval', () => {
  it('answers 400 "Already Used" and ends the session, every token of it, for good', async () => {
    const r1 = await firstToken(noInterval, 'lydia');
    const r2 = (await refresh(noInterval, r1)).body.refresh_token;
    const r3 = (await refresh(noInterval, r2)).body.refresh_token;

    const reused = await refresh(noInterval, r1);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // The thief's reuse ended the session: the newest token no longer works either.
    const latest = await refresh(noInterval, r3);
    expect(latest.status).toBe(400);
    expect(latest.body.code).toBe('refresh_token_not_found');
    const { rows } = await noInterval.local.db.query<{ live: number }>(
      `select count(*)::int as live from auth.refresh_tokens where token = $1 and not revoked`,
      [r3],
    );
    expect(rows[0].live).toBe(0);
  });

  it('takes the parent of the active token as stolen too once the interval is past', async () => {
    const r1 = await firstToken(noInterval, 'priscilla');
    const r2 = (await refresh(noInterval, r1)).body.refresh_token;
    expect((await refresh(noInterval, r1)).status).toBe(400);
    expect((await refresh(noInterval, r2)).status).toBe(400);
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
