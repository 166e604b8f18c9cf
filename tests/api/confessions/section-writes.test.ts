/**
 * The confession editor's writes through the API: single-section insert, update and delete, the replace-mode
 * RPC (bulk paste) and the bulk-update RPC (Fix Q&A Format). Refused for anon, a plain user and a blocked admin;
 * the RPCs are all-or-nothing for an admin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { confessionActors, REFUSED, type ConfessionActors } from './actors.ts';

let backend: TestBackend;
let actors: ConfessionActors;
let confessionId: string;
let sectionId: string;

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  url_slug: `article-${n}`,
  parent_url_slug: null,
  section_type: 'article',
  section_number: n,
  title: `Article ${n}`,
  content: `Content of article ${n}.`,
  scripture_proofs: [],
  ...extra,
});

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await confessionActors(backend);
});
afterAll(() => backend?.close());

beforeEach(async () => {
  const service = backend.service();
  await service.from('confessions').delete().eq('slug', 'test-confession');
  const { data, error } = await service.from('confessions').insert({ slug: 'test-confession', name: 'Test Confession' }).select('id').single();
  if (error) throw error;
  confessionId = data.id;
  const section = await service
    .from('confession_sections')
    .insert({ confession_id: confessionId, section_type: 'article', section_number: 1, title: 'Original', content: 'Original text.', url_slug: 'article-1' })
    .select('id')
    .single();
  if (section.error) throw section.error;
  sectionId = section.data.id;
});

async function sections() {
  const { data } = await backend
    .service()
    .from('confession_sections')
    .select('id, title, content, url_slug, parent_section_id')
    .eq('confession_id', confessionId)
    .order('url_slug');
  return data ?? [];
}

describe.each(REFUSED)('%s', (actor) => {
  it('cannot add, edit or delete a section', async () => {
    const client = actors[actor];
    const insert = await client.from('confession_sections').insert({ confession_id: confessionId, section_type: 'article', section_number: 2, content: 'x' });
    expect(insert.error?.code).toBe('42501');
    await client.from('confession_sections').update({ title: 'Changed' }).eq('id', sectionId);
    await client.from('confession_sections').delete().eq('id', sectionId);
    await client.from('confessions').update({ name: 'Changed' }).eq('id', confessionId);
    expect(await sections()).toEqual([expect.objectContaining({ id: sectionId, title: 'Original' })]);
    const { data } = await backend.service().from('confessions').select('name').eq('id', confessionId).single();
    expect(data?.name).toBe('Test Confession');
  });

  it('cannot replace the sections or reformat them', async () => {
    const client = actors[actor];
    const replace = await client.rpc('replace_confession_sections', { target: confessionId, sections: [row(5)] });
    expect(replace.error?.code).toBe('42501');
    const update = await client.rpc('update_confession_sections', {
      target: confessionId,
      patches: [{ id: sectionId, title: 'x', content: 'y', scripture_proofs: [] }],
    });
    expect(update.error?.code).toBe('42501');
    expect(await sections()).toEqual([expect.objectContaining({ id: sectionId, title: 'Original', content: 'Original text.' })]);
  });
});

describe('an admin', () => {
  it('replaces all sections in one call, with parents resolved and total_sections refreshed', async () => {
    const { data, error } = await actors.admin.rpc('replace_confession_sections', {
      target: confessionId,
      sections: [
        { url_slug: 'chapter-1', parent_url_slug: null, section_type: 'chapter', section_number: 1, title: 'Of God', content: '', scripture_proofs: [] },
        {
          url_slug: 'chapter-1-section-1',
          parent_url_slug: 'chapter-1',
          section_type: 'article',
          section_number: 1,
          title: null,
          content: 'There is but one.',
          scripture_proofs: ['Deut. 6:4'],
        },
      ],
    });
    expect(error).toBeNull();
    expect(data).toBe(2);
    const rows = await sections();
    expect(rows.map((r) => r.url_slug)).toEqual(['chapter-1', 'chapter-1-section-1']);
    expect(rows[1].parent_section_id).toBe(rows[0].id);
    const { data: confession } = await backend.service().from('confessions').select('total_sections').eq('id', confessionId).single();
    expect(confession?.total_sections).toBe(2);
  });

  it('changes nothing when one row of a replacement is bad', async () => {
    const { error } = await actors.admin.rpc('replace_confession_sections', { target: confessionId, sections: [row(1), row(2, { section_type: 'verse' })] });
    expect(error?.code).toBe('23514');
    expect(await sections()).toEqual([expect.objectContaining({ id: sectionId, title: 'Original' })]);
  });

  it('cannot replace with an empty list (that would only delete)', async () => {
    const { error } = await actors.admin.rpc('replace_confession_sections', { target: confessionId, sections: [] });
    expect(error?.code).toBe('22023');
    expect(await sections()).toHaveLength(1);
  });

  it('reformats sections in one call, and nothing when an id belongs elsewhere', async () => {
    const stray = await actors.admin.rpc('update_confession_sections', {
      target: confessionId,
      patches: [
        { id: sectionId, title: 'New', content: 'New text.', scripture_proofs: ['Rom. 1:1'] },
        { id: crypto.randomUUID(), title: 'x', content: 'y', scripture_proofs: [] },
      ],
    });
    expect(stray.error?.code).toBe('22023');
    expect((await sections())[0]).toMatchObject({ title: 'Original' });

    const ok = await actors.admin.rpc('update_confession_sections', {
      target: confessionId,
      patches: [{ id: sectionId, title: 'New', content: 'New text.', scripture_proofs: ['Rom. 1:1'] }],
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toBe(1);
    expect((await sections())[0]).toMatchObject({ id: sectionId, title: 'New', content: 'New text.' });
  });
});
