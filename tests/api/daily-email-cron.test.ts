/**
 * The daily e-mail's Supabase Cron migration (20261130000210): where pg_cron and pg_net are absent, as here, it
 * schedules nothing; its decision function says which local day's e-mail is due, from 00:30 to 01:59 in the site's
 * time zone (after the 00:05 release), whatever UTC says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

async function due(moment: string, zone: string): Promise<string | null> {
  const { rows } = await backend.local.db.query<{ due: string | null }>(`select private.daily_email_due($1::timestamptz, $2)::text as due`, [moment, zone]);
  return rows[0].due;
}

describe('daily e-mail on Supabase Cron', () => {
  it('schedules nothing where the extensions are absent', async () => {
    const { rows } = await backend.local.db.query<{ caller: string | null }>(`select to_regprocedure('private.call_daily_email()')::text as caller`);
    expect(rows[0]).toEqual({ caller: null });
  });

  it('is due from 00:30 to 01:59 site time, for that local date', async () => {
    // Auckland is UTC+13 in November: 00:30 on the 27th there is 11:30 on the 26th in UTC.
    expect(await due('2026-11-26T11:29:00Z', 'Pacific/Auckland')).toBeNull();
    expect(await due('2026-11-26T11:30:00Z', 'Pacific/Auckland')).toBe('2026-11-27');
    expect(await due('2026-11-26T12:59:00Z', 'Pacific/Auckland')).toBe('2026-11-27');
    expect(await due('2026-11-26T13:00:00Z', 'Pacific/Auckland')).toBeNull();
    // Daylight saving: 00:30 in New York is 04:30 UTC in July and 05:30 UTC in November.
    expect(await due('2026-07-01T04:30:00Z', 'America/New_York')).toBe('2026-07-01');
    expect(await due('2026-11-27T05:30:00Z', 'America/New_York')).toBe('2026-11-27');
    expect(await due('2026-11-27T05:29:00Z', 'America/New_York')).toBeNull();
  });

  it('is not callable by the API roles', async () => {
    const { error } = await backend.service().schema('private').rpc('daily_email_due', { moment: new Date().toISOString(), site_zone: 'UTC' });
    expect(error).not.toBeNull();
  });
});
