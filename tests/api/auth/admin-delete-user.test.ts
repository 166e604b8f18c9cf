/**
 * auth.admin.deleteUser() removes the user as GoTrue's DELETE /admin/users/{id} does: one DELETE of the auth.users
 * row, and the foreign keys take everything that hangs on it, Auth's own tables (identities, sessions and their
 * refresh tokens and authentication methods, factors and their challenges) and the project's (profiles and the
 * reader's rows; tests/api/functions/delete-account.test.ts counts those). The deleted user's tokens name nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, enrolTotp, startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

/** Rows in Auth's tables that belong to the user, by table. */
async function authRows(userId: string): Promise<Record<string, number>> {
  const { rows } = await backend.local.db.query<{ name: string; count: number }>(
    `select 'users' as name, count(*)::int as count from auth.users where id = $1
     union all select 'identities', count(*)::int from auth.identities where user_id = $1
     union all select 'sessions', count(*)::int from auth.sessions where user_id = $1
     union all select 'refresh_tokens', count(*)::int from auth.refresh_tokens where user_id = $1::text
     union all select 'mfa_factors', count(*)::int from auth.mfa_factors where user_id = $1
     union all select 'mfa_challenges', count(*)::int from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id where f.user_id = $1
     union all select 'mfa_amr_claims', count(*)::int from auth.mfa_amr_claims a join auth.sessions s on s.id = a.session_id where s.user_id = $1
     union all select 'profiles', count(*)::int from public.profiles where id = $1`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.count]));
}

describe('auth.admin.deleteUser', () => {
  it("removes the user and everything of Auth's and the project's that references it", async () => {
    const account = await backend.newUser('to-be-deleted');
    await enrolTotp(account.client);
    const { data } = await account.client.auth.getSession();
    const { refresh_token } = data.session!;
    const before = await authRows(account.id);
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);

    const { error } = await backend.service().auth.admin.deleteUser(account.id);
    expect(error).toBeNull();

    expect(await authRows(account.id)).toEqual(Object.fromEntries(Object.keys(before).map((name) => [name, 0])));
    // The access token is still a valid JWT until it expires, but Auth finds no user behind it.
    const user = await account.client.auth.getUser();
    expect(user.error).toMatchObject({ status: 403, code: 'user_not_found' });
    const refreshed = await clientFor(backend.url, backend.anonKey).auth.refreshSession({ refresh_token });
    expect(refreshed.error).not.toBeNull();
  });

  it('answers 404 user_not_found for an id Auth does not know, as GoTrue does', async () => {
    const { error } = await backend.service().auth.admin.deleteUser('00000000-0000-4000-8000-000000000000');
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});
