/**
 * A production seed (no --sample): the confessions, the tags and the first admin, and nothing invented: no sample
 * devotionals, no sample testimonials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@lib/dates.ts';
import { seed } from '../../scripts/seed.ts';
import { CONFESSIONS_DIR, FIXTURE_CONTENT_DIR, KJV_DIR } from '../fixtures/shared-data.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(() => backend?.close());

describe('production seed', () => {
  it('loads confessions, tags and the admin only, in the time zone SITE_TIMEZONE names', async () => {
    // A first install stores SITE_TIMEZONE in site_settings.timezone, the one source of "today" from then on.
    const savedZone = process.env.SITE_TIMEZONE;
    process.env.SITE_TIMEZONE = 'Pacific/Auckland';
    const report = await seed({
      url: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      contentDir: FIXTURE_CONTENT_DIR,
      kjvSource: KJV_DIR,
      confessionsSource: CONFESSIONS_DIR,
      adminEmail: 'first.admin@example.test',
      adminPassword: 'first-admin-password',
    }).finally(() => {
      if (savedZone === undefined) delete process.env.SITE_TIMEZONE;
      else process.env.SITE_TIMEZONE = savedZone;
    });
    expect(report).toMatchObject({ timeZone: 'Pacific/Auckland', today: todayIn('Pacific/Auckland') });
    expect((await backend.anon().from('site_settings').select('timezone').single()).data).toEqual({ timezone: 'Pacific/Auckland' });
    expect(report.confessions).toHaveLength(10);
    expect(report).toMatchObject({ devotionals: 0, testimonials: 0, covers: 0 });
    expect(report.tags).toBeGreaterThan(0);

    const service = backend.service();
    const count = async (table: string) => (await service.from(table).select('*', { count: 'exact', head: true })).count;
    expect(await count('devotionals')).toBe(0);
    expect(await count('user_feedback')).toBe(0);
    // The ten documents and the Dutch Heidelberg Catechism.
    expect(await count('confessions')).toBe(11);
    expect(await count('tags')).toBe(report.tags);

    const { data: admins } = await service.from('user_roles').select('user_id, profiles(email)').eq('role', 'admin');
    expect(admins).toHaveLength(1);
  }, 300_000);
});
