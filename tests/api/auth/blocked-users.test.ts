/**
 * Blocking a user (profiles.is_blocked, set by an admin) bans their account the way Supabase Auth bans one:
 * auth.users.banned_until is set, their sessions and refresh tokens are gone at once, sign-in answers GoTrue's
 * "User is banned", and the account endpoints refuse the access token they still hold. Unblocking restores
 * sign-in. The database does this (a trigger on profiles), so hosted Supabase behaves the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await backend.newAdmin('gideon')).client;
});
afterAll(() => backend?.close());

async function authRow(id: string) {
  const { rows } = await backend.local.db.query<{ banned: boolean; far: boolean; sessions: number; tokens: number }>(
    `select u.banned_until is not null as banned,
            coalesce(u.banned_until > now() + interval '50 years', false) as far,
            (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions,
            (select count(*)::int from auth.refresh_tokens t where t.user_id = u.id::text and not t.revoked) as tokens
     from auth.users u where u.id = $1`,
    [id],
  );
  return rows[0];
}

async function userEndpoint(token: string, method: 'GET' | 'PUT', body?: unknown) {
  const res = await fetch(`${backend.url}/auth/v1/user`, {
    method,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('blocking a user', () => {
  it('bans the account, ends its sessions, refuses sign-in, refresh and /user; unblocking restores sign-in', async () => {
    const reader = await backend.newUser('korah');
    // A second device, signed in too.
    const other = clientFor(backend.url, backend.anonKey);
    expect((await other.auth.signInWithPassword({ email: reader.email, password: reader.password })).error).toBeNull();
    const { data: held } = await reader.client.auth.getSession();
    const accessToken = held.session!.access_token;
    const refreshToken = held.session!.refresh_token;
    expect(await authRow(reader.id)).toMatchObject({ banned: false, sessions: 2 });

    const block = await admin.from('profiles').update({ is_blocked: true }).eq('id', reader.id);
    expect(block.error).toBeNull();
    expect(await authRow(reader.id)).toEqual({ banned: true, far: true, sessions: 0, tokens: 0 });

    // Refresh: the token is gone.
    const refreshed = await clientFor(backend.url, backend.anonKey).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error?.status).toBe(400);

    // Sign-in: GoTrue's banned error.
    const signIn = await clientFor(backend.url, backend.anonKey).auth.signInWithPassword({ email: reader.email, password: reader.password });
    expect(signIn.data.session).toBeNull();
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('user_banned');
    expect(signIn.error?.message).toBe('User is banned');

    // The access token still in hand opens no account endpoint.
    const get = await userEndpoint(accessToken, 'GET');
    expect(get.status).toBe(403);
    const put = await userEndpoint(accessToken, 'PUT', { data: { full_name: 'Changed While Blocked' } });
    expect(put.status).toBe(403);
    const { data: stored } = await backend.service().auth.admin.getUserById(reader.id);
    expect(stored.user?.user_metadata.full_name).toBe('korah');

    const unblock = await admin.from('profiles').update({ is_blocked: false }).eq('id', reader.id);
    expect(unblock.error).toBeNull();
    expect(await authRow(reader.id)).toMatchObject({ banned: false });
    const again = await clientFor(backend.url, backend.anonKey).auth.signInWithPassword({ email: reader.email, password: reader.password });
    expect(again.error).toBeNull();
    expect((await userEndpoint(again.data.session!.access_token, 'GET')).status).toBe(200);
  });

  it('a banned account cannot refresh even with a token the ban did not delete', async () => {
    const reader = await backend.newUser('dathan');
    const { data: held } = await reader.client.auth.getSession();
    // A ban through the Auth admin API keeps the tokens; refresh must still refuse.
    await backend.local.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [reader.id]);
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: held.session!.refresh_token }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'user_banned', message: 'Invalid Refresh Token: User Banned' });
  });

  it('a recovery or magic link does not open a blocked account either', async () => {
    const reader = await backend.newUser('balaam');
    expect((await admin.from('profiles').update({ is_blocked: true }).eq('id', reader.id)).error).toBeNull();
    const client = clientFor(backend.url, backend.anonKey);
    await client.auth.resetPasswordForEmail(reader.email);
    const mail = backend.local.mailbox.for(reader.email).at(-1)!;
    const { data, error } = await client.auth.verifyOtp({ email: reader.email, token: mail.otp!, type: 'recovery' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('user_banned');
    expect(await authRow(reader.id)).toMatchObject({ banned: true, sessions: 0 });
  });

  it('blocking through the service role bans too; a user cannot lift their own ban', async () => {
    const reader = await backend.newUser('abiram');
    expect((await backend.service().from('profiles').update({ is_blocked: true }).eq('id', reader.id)).error).toBeNull();
    expect(await authRow(reader.id)).toMatchObject({ banned: true, sessions: 0 });
    // RLS hides the blocked user's own profile from their updates; nothing changes.
    await reader.client.from('profiles').update({ is_blocked: false }).eq('id', reader.id);
    const { data: profile } = await backend.service().from('profiles').select('is_blocked').eq('id', reader.id).single();
    expect(profile?.is_blocked).toBe(true);
    expect(await authRow(reader.id)).toMatchObject({ banned: true });
  });
});
