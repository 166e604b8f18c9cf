/**
 * /bible-api/{reference}?translation=kjv: a local stand-in for bible-api.com (the Bible text service the
 * generator's passage lookup calls), answering in the same shape from the project's KJV source
 * (KJV_SOURCE, default ../shared/kjv), so lookup works offline and in tests. Builds made by the local
 * stack point PUBLIC_BIBLE_API_URL here; hosted builds use bible-api.com.
 */
import type { Handler } from './context.ts';
import { json } from './http.ts';
import { createKjvSource, kjvSourceFromEnv, type KjvSource } from '@lib/sources/node.ts';
import { formatReference } from '@lib/scripture/reference.ts';

let source: { dir: string; kjv: KjvSource } | null = null;

function kjv(): KjvSource {
  const dir = kjvSourceFromEnv();
  if (!source || source.dir !== dir) source = { dir, kjv: createKjvSource(dir) };
  return source.kjv;
}

export const bibleApiHandler: Handler = async (req, ctx) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return json({ error: 'method not allowed' }, 405);
  const translation = (ctx.url.searchParams.get('translation') ?? 'kjv').toLowerCase();
  if (translation !== 'kjv') return json({ error: 'translation not found' }, 404);
  let reference: string;
  try {
    reference = decodeURIComponent(ctx.path.replace(/^\/+/, '')).replace(/\+/g, ' ').trim();
  } catch {
    return json({ error: 'not found' }, 404);
  }
  if (!reference) return json({ error: 'not found' }, 404);
  let found: Awaited<ReturnType<KjvSource['verses']>>;
  try {
    found = await kjv().verses(reference);
  } catch (error) {
    // An unknown book, chapter or verse is "not found", as bible-api.com answers; a missing KJV folder is a server fault.
    if (/KJV text of .* is missing|Could not read/.test((error as Error).message)) return json({ error: (error as Error).message }, 500);
    return json({ error: 'not found' }, 404);
  }
  const { ref, verses } = found;
  return json({
    reference: formatReference(ref),
    verses: verses.map((v) => ({ book_name: ref.book, chapter: ref.chapter, verse: v.verse, text: `${v.text}\n` })),
    text: verses.map((v) => `${v.text}\n`).join(''),
    translation_id: 'kjv',
    translation_name: 'King James Version',
    translation_note: 'Public Domain',
  });
};
