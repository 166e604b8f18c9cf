/**
 * auth.admin.listUsers() pages through users newest first, as GoTrue's GET /admin/users does by default
 * (created_at descending): an admin screen's first page shows who just signed up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

describe('auth.admin.listUsers', () => {
  it('lists the newest users first, across pages', async () => {
    const admin = backend.service().auth.admin;
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      const { data, error } = await admin.createUser({ email: `${name}.${Date.now().toString(36)}@example.test`, password: TEST_PASSWORD });
      if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
      ids.push(data.user.id);
      // Distinct creation times, so the order is decided by created_at and not by a tie-break.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [first, second, third] = ids;

    const { data: all } = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.users.map((u) => u.id).filter((id) => ids.includes(id))).toEqual([third, second, first]);

    const pageOne = await admin.listUsers({ page: 1, perPage: 2 });
    const pageTwo = await admin.listUsers({ page: 2, perPage: 2 });
    expect(pageOne.data.users.map((u) => u.id)).toEqual([third, second]);
    expect(pageTwo.data.users[0]?.id).toBe(first);
  });
});
