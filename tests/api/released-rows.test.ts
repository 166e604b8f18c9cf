/**
 * The build reads every released devotional's long texts only where the row changed since the last build
 * (site/data/build/released-rows.ts): what it returns is what one select of DEVOTIONAL_SELECT answers, after an edit
 * and an unpublish too, and the texts of an unchanged row come from the build's cache.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@lib/database.types.ts';
import { readReleased } from '../../site/data/build/released-rows.ts';

const readReleasedRows = async (...args: Parameters<typeof readReleased>) => (await readReleased(...args)).rows;
import { DEVOTIONAL_SELECT } from '../../site/lib/devotional-row.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
let scratch: string;
const ids: string[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-rows-'));
  const service = backend.service();
  for (const [i, date] of ['2026-01-05', '2026-01-06', '2026-01-07'].entries()) {
    const { data, error } = await service
      .from('devotionals')
      .insert({
        title: `Day ${i + 1}`,
        slug: `released-rows-${i + 1}`,
        date,
        status: 'published',
        biblical_passage: 'Psalm 121:1-2',
        scripture_text: 'I will lift up mine eyes unto the hills, from whence cometh my help.',
        transcript: `The transcript of day ${i + 1}.`,
        prayer_suggestion: 'Lord, keep us.',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    ids.push(data!.id as string);
  }
});

afterAll(async () => {
  await backend?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Rows with each one's tags by slug: neither read promises an order for them, and the pages sort them by name. */
function inTagOrder<Row extends { tags: { slug: string }[] | null }>(rows: Row[]): Row[] {
  return rows.map((row) => ({ ...row, tags: row.tags && [...row.tags].sort((a, b) => a.slug.localeCompare(b.slug)) }));
}

describe('released devotional rows', () => {
  it('answer what one full select does, reading again only the texts of rows that changed', async () => {
    const anon = backend.anon() as unknown as SupabaseClient<Database>;
    const file = path.join(scratch, 'devotional-rows', 'texts.json');
    const direct = async () => {
      const { data, error } = await anon
        .from('devotionals')
        .select(DEVOTIONAL_SELECT)
        .eq('status', 'published')
        .order('date', { ascending: false })
        .order('id');
      expect(error).toBeNull();
      return inTagOrder(data!);
    };
    expect(inTagOrder(await readReleasedRows(anon, backend.url, file))).toEqual(await direct());

    const service = backend.service();
    const [first, second, third] = ids;
    for (const { error } of await Promise.all([
      service.from('devotionals').update({ transcript: 'An edited transcript.' }).eq('id', first),
      service.from('devotionals').update({ status: 'draft' }).eq('id', third),
    ]))
      expect(error).toBeNull();
    const afterEdits = await readReleasedRows(anon, backend.url, file);
    expect(inTagOrder(afterEdits)).toEqual(await direct());
    expect(afterEdits.find((row) => row.id === first)?.transcript).toBe('An edited transcript.');
    expect(afterEdits.some((row) => row.id === third)).toBe(false);

    // An unchanged row's texts come from the cache: one marked there is what the next build reads.
    const cache = JSON.parse(await readFile(file, 'utf8')) as { rows: Record<string, { texts: { transcript: string } }> };
    expect(Object.keys(cache.rows).sort()).toEqual([first, second].sort());
    cache.rows[second].texts.transcript = 'As the cache keeps it.';
    await writeFile(file, JSON.stringify(cache));
    const fromCache = await readReleasedRows(anon, backend.url, file);
    expect(fromCache.find((row) => row.id === second)?.transcript).toBe('As the cache keeps it.');
    expect(fromCache.find((row) => row.id === first)?.transcript).toBe('An edited transcript.');

    // Another API's cache is not used.
    const elsewhere = await readReleasedRows(anon, 'https://another.example.org', file);
    expect(elsewhere.find((row) => row.id === second)?.transcript).toBe('The transcript of day 2.');
  });
});
