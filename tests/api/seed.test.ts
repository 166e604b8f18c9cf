/**
 * The seed against supabase/local: confessions through the importer (idempotent, ids kept), the admin account,
 * tags, testimonials and the fixture devotionals with KJV text from ../shared/kjv, references and covers.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, type TestBackend } from './harness.ts';
import { isSeeded, seed, type SeedReport } from '../../scripts/seed.ts';
import { importConfessions } from '../../scripts/seed/import-confessions.ts';
import { todayIn, addDays } from '@lib/dates.ts';
import { pngSize } from '../support/png-size.ts';
import { CONFESSIONS_DIR, FIXTURE_CONTENT_DIR, KJV_DIR, readJson } from '../fixtures/shared-data.ts';

const EXPECTED_SECTIONS: Record<string, number> = {
  'belgic-confession': 37,
  'heidelberg-catechism': 129,
  'canons-of-dort': 4 + 93,
  'westminster-confession': 33 + 172,
  'westminster-larger-catechism': 196,
  'westminster-shorter-catechism': 107,
  'catechism-for-young-children': 145,
  // The creeds: one section per line (lib/confessions/creed-lines.ts).
  'apostles-creed': 4,
  'nicene-creed': 6,
  'athanasian-creed': 38,
};

// The database's release gate uses today in the site time zone, so the seed counts from the same day.
const today = todayIn('America/New_York');
const options = (backend: TestBackend) => ({
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

let backend: TestBackend;
let report: SeedReport;
let seededBefore: boolean;

beforeAll(async () => {
  backend = await startTestBackend();
  seededBefore = await isSeeded(backend.service());
  report = await seed(options(backend));
}, 300_000);

afterAll(async () => {
  await backend?.close();
});

async function sectionsOf(slug: string) {
  const service = backend.service();
  const { data: confession } = await service.from('confessions').select('id').eq('language', 'en').eq('slug', slug).single();
  const { data, error } = await service
    .from('confession_sections')
    .select('id, url_slug, parent_section_id, section_type, section_number')
    .eq('confession_id', confession!.id)
    .order('url_slug');
  if (error) throw error;
  return data;
}

describe('seed', () => {
  it('reports an empty database as not seeded, and a seeded one as seeded', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(backend.service())).toBe(true);
  });

  it('imports the ten confessions with the right section counts', async () => {
    const { data, error } = await backend
      .anon()
      .from('confessions')
      .select('slug, name, year, description, historical_context, total_sections')
      .eq('language', 'en');
    expect(error).toBeNull();
    expect(Object.fromEntries(data!.map((c) => [c.slug, c.total_sections]))).toEqual(EXPECTED_SECTIONS);
    expect(Object.fromEntries(report.confessions.map((c) => [c.slug, c.sections]))).toEqual(EXPECTED_SECTIONS);
    for (const c of data!) {
      expect(c.description.length).toBeGreaterThan(50);
      expect(c.historical_context.length).toBeGreaterThan(50);
    }
  });

  it('imports the Dutch Heidelberg Catechism beside the English one: same slug and anchors, question 92 completed, its source named', async () => {
    expect(report.translatedConfessions).toEqual([{ slug: 'heidelberg-catechism', language: 'nl', name: 'Heidelbergse Catechismus', sections: 129 }]);
    const service = backend.service();
    const { data: dutch } = await service
      .from('confessions')
      .select('id, name, total_sections, source_name, source_url, licence')
      .eq('language', 'nl')
      .eq('slug', 'heidelberg-catechism')
      .single();
    expect(dutch).toMatchObject({
      name: 'Heidelbergse Catechismus',
      total_sections: 129,
      source_name: 'HeidelbergCatechismReader',
      source_url: expect.stringMatching(/^https:\/\/github\.com\/saintleva\/HeidelbergCatechismReader\//),
      licence: 'Public Domain',
    });
    const { data: rows } = await service.from('confession_sections').select('url_slug, content').eq('confession_id', dutch!.id);
    const english = await sectionsOf('heidelberg-catechism');
    expect(rows!.map((r) => r.url_slug).sort()).toEqual(english.map((s) => s.url_slug).sort());
    const q92 = rows!.find((r) => r.url_slug === 'question-92')!;
    expect(q92.content).toContain('Ik ben de HEERE uw God');
    expect(q92.content).toContain('Gij zult niet begeren');
  });

  it('links child sections to their parents by url_slug', async () => {
    const canons = await sectionsOf('canons-of-dort');
    const head5 = canons.find((s) => s.url_slug === 'head-5')!;
    expect(head5).toMatchObject({ section_type: 'head', section_number: 5, parent_section_id: null });
    expect(
      canons
        .filter((s) => s.parent_section_id === head5.id)
        .map((s) => s.section_type)
        .sort(),
    ).toEqual([...Array(15).fill('article'), ...Array(9).fill('rejection')]);
    const wcf = await sectionsOf('westminster-confession');
    const chapter1 = wcf.find((s) => s.url_slug === 'chapter-1')!;
    expect(wcf.find((s) => s.url_slug === 'chapter-1-section-10')!.parent_section_id).toBe(chapter1.id);
  });

  it('re-imports idempotently: same counts, same section ids, references kept', async () => {
    const before = await sectionsOf('heidelberg-catechism');
    const again = await importConfessions(backend.service(), CONFESSIONS_DIR);
    expect(Object.fromEntries(again.map((c) => [c.slug, c.sections]))).toEqual(EXPECTED_SECTIONS);
    expect(await sectionsOf('heidelberg-catechism')).toEqual(before);
    const { count } = await backend.service().from('devotional_confession_references').select('id', { count: 'exact', head: true });
    expect(count).toBe(3);
  });

  it('refuses the importer to signed-out visitors and ordinary users', async () => {
    const payload = { confession: { slug: 'test-doc', name: 'Test' }, sections: [] };
    const anon = await backend.anon().rpc('import_confession', { payload });
    expect(anon.error?.code).toBe('42501');
    const user = await backend.newUser('reader');
    const denied = await user.client.rpc('import_confession', { payload });
    expect(denied.error?.code).toBe('42501');
  });

  it('creates an admin who can sign in and holds the admin role', async () => {
    const client = clientFor(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email: 'admin@example.test', password: 'seed-admin-password' });
    expect(error).toBeNull();
    const roles = await backend.service().from('user_roles').select('role').eq('user_id', data.user!.id);
    expect(roles.data).toEqual([{ role: 'admin' }]);
    const own = await client.from('user_roles').select('role').eq('user_id', data.user!.id);
    expect(own.data).toEqual([{ role: 'admin' }]);
    expect(report.admin).toMatchObject({ email: 'admin@example.test', created: true });
  });

  it('stores the devotionals with their KJV text, dates, tags, reading time and cover', async () => {
    const { data, error } = await backend.service().from('devotionals').select('*').order('date');
    expect(error).toBeNull();
    expect(data!.map((d) => [d.slug, d.date, d.status])).toEqual([
      ['the-lord-who-provides', addDays(today, -1), 'published'],
      ['kept-by-grace', addDays(today, 2), 'published'],
    ]);
    const genesis = readJson<{ chapters: Array<{ chapter: string; verses: Array<{ verse: string; text: string }> }> }>(path.join(KJV_DIR, 'Genesis.json'));
    const ch22 = genesis.chapters.find((c) => c.chapter === '22')!.verses;
    const d = data![0];
    expect(d.biblical_passage).toBe('Genesis 22:1-14');
    expect(d.scripture_text).toBe(
      ch22
        .slice(0, 14)
        .map((v) => `${v.verse} ${v.text}`)
        .join('\n'),
    );
    expect(d.memory_verse).toBe(`${ch22[13].text} (Genesis 22:14)`);
    expect(d.key_doctrine).toBe('Providence');
    expect(d.discussion_questions).toHaveLength(3);
    expect(d.transcript.startsWith('This short reflection is a test fixture')).toBe(true);
    expect(d.reading_time).toBe(1);

    const tags = await backend.service().from('devotional_tags').select('tag_id, tags(slug)').eq('devotional_id', d.id);
    expect(tags.data!.map((t) => (t.tags as unknown as { slug: string }).slug).sort()).toEqual(['faith', 'promises-of-god', 'trust']);

    // Named after the id with a random part (lib/media/object-name.ts), never after the slug: a cover's URL
    // cannot be guessed before its devotional is released.
    expect(d.image_url).toMatch(new RegExp(`/storage/v1/object/public/devotional-images/${d.id}/cover-[0-9a-f-]{36}\\.png$`));
    const guessable = await fetch(`${backend.url}/storage/v1/object/public/devotional-images/the-lord-who-provides.svg`);
    expect(guessable.status).toBe(400);
    const cover = await fetch(d.image_url);
    // A raster image at the link-preview size: social networks show PNG, never SVG.
    expect(cover.headers.get('content-type')).toMatch(/^image\/png/);
    expect(pngSize(new Uint8Array(await cover.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(report.warnings).toEqual([]);
  });

  it('gives each devotional its square card cover where the database has the column for it, and uploads none where not', async () => {
    const service = backend.service();
    const probe = await service.from('devotionals').select('card_image_url').limit(0);
    const { data: rows } = await service.from('devotionals').select('id').order('date');
    for (const { id } of rows!) {
      const { data: stored } = await service.storage.from('devotional-images').list(id as string);
      const squares = (stored ?? []).filter((o) => o.name.startsWith('cover-card-'));
      if (probe.error) {
        // No card_image_url: a square file would be linked by nothing.
        expect(squares).toEqual([]);
        continue;
      }
      const { data: d } = await service.from('devotionals').select('card_image_url').eq('id', id).single();
      const url = (d as unknown as { card_image_url: string }).card_image_url;
      expect(url).toMatch(new RegExp(`/storage/v1/object/public/devotional-images/${id}/cover-card-[0-9a-f-]{36}\\.png$`));
      const card = await fetch(url);
      expect(card.headers.get('content-type')).toMatch(/^image\/png/);
      expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1080, height: 1080 });
      expect(squares).toHaveLength(1);
    }
  });

  it('resolves the confessional references to the named sections', async () => {
    const service = backend.service();
    const { data: d } = await service.from('devotionals').select('id').eq('slug', 'the-lord-who-provides').single();
    const { data: refs } = await service
      .from('devotional_confession_references')
      .select('section_id, reference_type, context_snippet')
      .eq('devotional_id', d!.id)
      .order('reference_type');
    const q26 = (await sectionsOf('heidelberg-catechism')).find((s) => s.url_slug === 'question-26')!;
    const wcf51 = (await sectionsOf('westminster-confession')).find((s) => s.url_slug === 'chapter-5-section-1')!;
    expect(refs).toEqual([
      { section_id: q26.id, reference_type: 'primary', context_snippet: 'The Father provides all things needful for body and soul.' },
      { section_id: wcf51.id, reference_type: 'secondary', context_snippet: 'God upholds, directs, disposes and governs all creatures.' },
    ]);
  });

  it("shows the testimonials publicly as approved feedback with the authors' names", async () => {
    const { data, error } = await backend.anon().from('public_testimonials').select('*').order('created_at', { ascending: false }).limit(6);
    expect(error).toBeNull();
    expect(data).toHaveLength(6);
    expect(data![0]).toMatchObject({ full_name: 'Hannah V.', country: 'Netherlands', rating: 5 });
  });

  it('changes nothing when run a second time', async () => {
    const service = backend.service();
    const count = async (table: string) => (await service.from(table).select('*', { count: 'exact', head: true })).count;
    const covers = async () => (await service.from('devotionals').select('slug, image_url').order('slug')).data;
    const coversBefore = await covers();
    const before = await Promise.all(
      ['devotionals', 'tags', 'devotional_tags', 'devotional_confession_references', 'user_feedback', 'confession_sections', 'user_roles'].map(count),
    );
    const second = await seed(options(backend));
    expect(second.admin.created).toBe(false);
    const after = await Promise.all(
      ['devotionals', 'tags', 'devotional_tags', 'devotional_confession_references', 'user_feedback', 'confession_sections', 'user_roles'].map(count),
    );
    expect(after).toEqual(before);
    expect(await covers()).toEqual(coversBefore);
  }, 300_000);
});
