/**
 * supabase/local's stand-in for bible-api.com: the shape the generator's passage lookup reads (a `text`
 * field, and the verses), from the KJV source, and bible-api.com's 404 for what is not in the Bible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { lookUpPassage, NOT_FOUND_MESSAGE } from '@lib/generator/bible-api.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t?.close());

describe('/bible-api', () => {
  it('answers a reference with the KJV text and its verses, for the browser too (CORS)', async () => {
    const res = await fetch(`${t.url}/bible-api/${encodeURIComponent('Psalm 23:1-2')}?translation=kjv`, { headers: { origin: 'http://localhost:4321' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    const body = await res.json();
    expect(body.reference).toBe('Psalm 23:1-2');
    expect(body.translation_id).toBe('kjv');
    expect(body.text).toContain('The LORD is my shepherd; I shall not want.');
    expect(body.verses.map((v: { verse: number }) => v.verse)).toEqual([1, 2]);
  });

  it('is what the lookup reads: numbered verses, and not found for a passage that does not exist', async () => {
    const found = await lookUpPassage(`${t.url}/bible-api`, 'John 11:35');
    expect(found).toEqual({ ok: true, text: '35 Jesus wept.' });
    expect(await lookUpPassage(`${t.url}/bible-api`, 'Hezekiah 3:16')).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
    expect(await lookUpPassage(`${t.url}/bible-api`, 'John 99:1')).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
  });

  it('has only the KJV', async () => {
    const res = await fetch(`${t.url}/bible-api/John%203%3A16?translation=web`);
    expect(res.status).toBe(404);
  });
});
