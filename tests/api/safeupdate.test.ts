/**
 * Hosted Supabase's pg-safeupdate refuses UPDATE and DELETE without WHERE in every statement an API request runs,
 * inside functions and triggers too; locally only the REST layer enforces it. So no function the migrations
 * define may contain such a statement: it would pass every local test and fail in production with 21000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { unguardedWrites } from '../../supabase/local/db/safe-update-lint.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => {
  await t?.close();
});

describe('safeupdate on hosted Supabase', () => {
  it('no function in public or private updates or deletes without a WHERE clause', async () => {
    const { rows } = await t.local.db.query<{ name: string; body: string }>(`
      select n.nspname || '.' || p.proname as name, p.prosrc as body
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
       where n.nspname in ('public', 'private') and l.lanname in ('sql', 'plpgsql')`);
    expect(rows.length).toBeGreaterThan(0);
    const offenders = rows.flatMap((r) => unguardedWrites(r.body).map((statement) => `${r.name}: ${statement}`));
    expect(offenders).toEqual([]);
  });

  it("refuses an unfiltered UPDATE or DELETE through the REST API with safeupdate's error", async () => {
    const service = t.service();
    const update = await service.from('site_settings').update({ timezone: 'UTC' });
    expect(update.status).toBe(400);
    expect(update.error).toEqual({ code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' });
    const del = await service.from('user_roles').delete();
    expect(del.error).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
  });
});
