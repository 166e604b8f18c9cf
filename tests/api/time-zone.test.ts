/**
 * One time zone: site_settings.timezone alone decides what is released, the database refuses a zone it cannot
 * compute a date in, and the seed stores SITE_TIMEZONE on a first install only.
 * Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart, so their dates differ at every moment: the
 * test needs no clock trick to have a devotional that is released in one and not yet in the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@lib/dates.ts';
import { seed } from '../../scripts/seed.ts';
import { siteTimeZoneForSeed } from '../../scripts/seed/time-zone.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
}, 120_000);
afterAll(() => t?.close());

async function setZone(zone: string) {
  const { error } = await t.service().from('site_settings').update({ timezone: zone }).eq('id', true);
  expect(error).toBeNull();
}

describe('site time zone', () => {
  it('decides what the public can read', async () => {
    const day = todayIn(AHEAD);
    // One day ahead, or two in the hour when Kiritimati has passed midnight and Pago Pago has not yet.
    expect([addDays(todayIn(BEHIND), 1), addDays(todayIn(BEHIND), 2)]).toContain(day);
    const { data: row, error } = await t
      .service()
      .from('devotionals')
      .insert({
        title: 'Morning Comes First',
        slug: 'morning-comes-first',
        date: day,
        status: 'published',
        biblical_passage: 'Psalm 30:5',
        scripture_text: 'Joy cometh in the morning.',
        transcript: 'The night is not the last word.',
      })
      .select('id')
      .single();
    expect(error).toBeNull();

    await setZone(BEHIND);
    expect((await t.anon().from('devotionals').select('id').eq('id', row!.id)).data).toEqual([]);
    expect((await t.anon().rpc('site_today')).data).toBe(todayIn(BEHIND));

    await setZone(AHEAD);
    expect((await t.anon().from('devotionals').select('id').eq('id', row!.id)).data).toEqual([{ id: row!.id }]);
    expect((await t.anon().rpc('site_today')).data).toBe(day);
  });

  it('refuses a zone Postgres does not know, and keeps the stored one', async () => {
    await setZone('Europe/London');
    for (const zone of ['Mars/Olympus_Mons', 'europe/london', '']) {
      const { error } = await t.service().from('site_settings').update({ timezone: zone }).eq('id', true);
      expect(error?.code, zone).toBe('23514');
      expect(error?.message).toBe(`Unknown time zone "${zone}": use an IANA time zone name, such as Europe/London or Pacific/Auckland`);
    }
    expect((await t.anon().from('site_settings').select('timezone').single()).data).toEqual({ timezone: 'Europe/London' });
  });

  it('has no zone of its own in the database: the functions read only site_settings', async () => {
    const { rows } = await t.local.db.query<{ proname: string }>(`
      select p.proname from pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        and pg_get_functiondef(p.oid) like '%America/%' order by 1`);
    expect(rows).toEqual([]);
  });

  it('the seed refuses a wrong SITE_TIMEZONE before writing anything', async () => {
    const before = (await t.service().from('tags').select('id', { count: 'exact', head: true })).count;
    const saved = process.env.SITE_TIMEZONE;
    process.env.SITE_TIMEZONE = 'Auckland';
    try {
      await expect(seed({ url: t.url, serviceRoleKey: t.serviceRoleKey })).rejects.toThrow('SITE_TIMEZONE "Auckland" is not a time zone.');
    } finally {
      if (saved === undefined) delete process.env.SITE_TIMEZONE;
      else process.env.SITE_TIMEZONE = saved;
    }
    expect((await t.service().from('tags').select('id', { count: 'exact', head: true })).count).toBe(before);
    expect((await t.anon().from('site_settings').select('timezone').single()).data).toEqual({ timezone: 'Europe/London' });
  });

  it('after the first install the stored zone wins over SITE_TIMEZONE', async () => {
    await setZone('Europe/London');
    expect(await siteTimeZoneForSeed(t.service(), true, 'Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(await siteTimeZoneForSeed(t.service(), false, 'Pacific/Auckland')).toBe('Europe/London');
  });
});
