/**
 * An interrupted first start: the seed was stopped part-way (Ctrl-C during the confession import, or before the
 * devotionals). Such a database is not "seeded", so the next `npm start` runs the seed again and it finishes the
 * work; a confession document whose import was cut off left nothing behind (one transaction per document).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { isSeeded, seed } from '../../scripts/seed.ts';
import { importConfessions } from '../../scripts/seed/import-confessions.ts';
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { todayIn } from '@lib/dates.ts';
import { CONFESSIONS_DIR, FIXTURE_CONTENT_DIR, KJV_DIR } from '../fixtures/shared-data.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const count = async (table: string) => (await backend.service().from(table).select('*', { count: 'exact', head: true })).count;

describe('an interrupted seed', () => {
  it('a confession whose import fails part-way leaves nothing of itself', async () => {
    const slug = `cut-off-${randomUUID().slice(0, 8)}`;
    const payload = {
      confession: { slug, name: 'Cut Off' },
      sections: [
        { url_slug: 'article-1', section_type: 'article', section_number: 1, content: 'Written first.' },
        // The database refuses this one, after the confession and the first section were written.
        { url_slug: 'article-2', section_type: 'not-a-type', section_number: 2, content: 'Refused.' },
      ],
    };
    const { error } = await backend.service().rpc('import_confession', { payload });
    expect(error?.code).toBe('23514');
    expect((await backend.service().from('confessions').select('id').eq('slug', slug)).data).toEqual([]);
  });

  it('half-imported confessions and a stray devotional do not count as seeded; the next seed finishes the work', async () => {
    // The first start got through two of the ten documents, and one devotional, before it was stopped.
    await importConfessions(backend.service(), CONFESSIONS_DIR, CONFESSION_CATALOG.slice(0, 2));
    const today = todayIn('America/New_York');
    const stray = await backend.service().from('devotionals').insert({
      title: 'The Lord Who Provides',
      slug: 'the-lord-who-provides',
      date: today,
      status: 'draft',
      biblical_passage: 'Genesis 22:1-14',
    });
    expect(stray.error).toBeNull();
    expect(await count('confessions')).toBe(2);
    expect(await isSeeded(backend.service())).toBe(false);

    const report = await seed({
      url: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      today,
      contentDir: FIXTURE_CONTENT_DIR,
      kjvSource: KJV_DIR,
      confessionsSource: CONFESSIONS_DIR,
      adminEmail: 'admin@example.test',
      adminPassword: 'seed-admin-password',
      sample: true,
    });
    expect(report.confessions).toHaveLength(10);
    // The ten documents and the Dutch Heidelberg Catechism.
    expect(await count('confessions')).toBe(11);
    // The stray draft became the seeded devotional (upsert by slug), not a second row.
    const { data } = await backend.service().from('devotionals').select('slug, status').order('slug');
    expect(data).toEqual([
      { slug: 'kept-by-grace', status: 'published' },
      { slug: 'the-lord-who-provides', status: 'published' },
    ]);
    expect(await isSeeded(backend.service())).toBe(true);
    const { data: runs } = await backend.service().from('seed_runs').select('devotionals, confessions');
    expect(runs).toEqual([{ devotionals: 2, confessions: 10 }]);
  }, 300_000);

  it('nobody but admins reads the seed record, and nobody writes it through the API', async () => {
    expect((await backend.anon().from('seed_runs').select('*')).error?.code).toBe('42501');
    const reader = await backend.newUser('jonah');
    expect((await reader.client.from('seed_runs').select('*')).data).toEqual([]);
    expect((await reader.client.from('seed_runs').insert({ devotionals: 0 })).error?.code).toBe('42501');
  });
});
