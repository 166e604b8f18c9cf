/**
 * The nightly release's Supabase Cron migration (20261128000400): where pg_cron and pg_net are absent, as here, it
 * schedules nothing and changes nothing else; its decision function says which local day's release is due, in the
 * window after midnight in the site's time zone, whatever UTC says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

async function due(moment: string, zone: string): Promise<string | null> {
  const { rows } = await backend.local.db.query<{ due: string | null }>(`select private.nightly_release_due($1::timestamptz, $2)::text as due`, [moment, zone]);
  return rows[0].due;
}

describe('nightly release on Supabase Cron', () => {
  it('schedules nothing where the extensions are absent: no cron schema, no caller, no table', async () => {
    const { rows } = await backend.local.db.query<{ cron: string | null; caller: string | null; calls: string | null }>(
      `select to_regnamespace('cron')::text as cron,
              to_regprocedure('private.call_nightly_release()')::text as caller,
              to_regclass('private.nightly_release_calls')::text as calls`,
    );
    expect(rows[0]).toEqual({ cron: null, caller: null, calls: null });
  });

  it('is due from 00:05 to 00:59 site time, for that local date', async () => {
    // Auckland is UTC+13 in November: 00:05 on the 27th there is 11:05 on the 26th in UTC.
    expect(await due('2026-11-26T11:04:00Z', 'Pacific/Auckland')).toBeNull();
    expect(await due('2026-11-26T11:05:00Z', 'Pacific/Auckland')).toBe('2026-11-27');
    expect(await due('2026-11-26T11:59:00Z', 'Pacific/Auckland')).toBe('2026-11-27');
    expect(await due('2026-11-26T12:00:00Z', 'Pacific/Auckland')).toBeNull();
    expect(await due('2026-11-27T05:10:00Z', 'America/New_York')).toBe('2026-11-27');
    // Daylight saving moves local midnight in UTC: 00:30 in New York is 04:30 UTC in July.
    expect(await due('2026-07-01T04:30:00Z', 'America/New_York')).toBe('2026-07-01');
    expect(await due('2026-07-01T05:30:00Z', 'America/New_York')).toBeNull();
  });

  it('is not callable by the API roles', async () => {
    const { error } = await backend.service().schema('private').rpc('nightly_release_due', { moment: new Date().toISOString(), site_zone: 'UTC' });
    expect(error).not.toBeNull();
  });
});
