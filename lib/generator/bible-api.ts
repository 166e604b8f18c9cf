/**
 * Passage lookup: GET {base}/{reference}?translation=kjv from a Bible
 * text service with bible-api.com's shape. Production uses bible-api.com; the local stack serves the same
 * shape from the project's KJV source (supabase/local/bible-api.ts), so lookup works offline.
 */
export const DEFAULT_BIBLE_API_URL = 'https://bible-api.com';
export const FETCH_FAILED_MESSAGE = 'Failed to fetch Bible passage';
export const NOT_FOUND_MESSAGE = 'Could not find the specified passage';

export function passageUrl(base: string, reference: string): string {
  const root = (base || DEFAULT_BIBLE_API_URL).replace(/\/+$/, '');
  return `${root}/${encodeURIComponent(reference.trim())}?translation=kjv`;
}

interface ApiVerse {
  verse: number | string;
  text: string;
}

/**
 * The scripture text as devotionals store it: one verse per line, numbered, when the service lists the
 * verses; else its `text` as given. Null when there is no text.
 */
export function passageTextFrom(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { verses, text } = body as { verses?: ApiVerse[]; text?: unknown };
  if (Array.isArray(verses) && verses.length && verses.every((v) => v && typeof v.text === 'string')) {
    return verses.map((v) => `${v.verse} ${v.text.replace(/\s+/g, ' ').trim()}`).join('\n');
  }
  if (typeof text === 'string' && text.trim()) return text.trim();
  return null;
}

export type LookupResult = { ok: true; text: string } | { ok: false; message: string };

/** Looks a passage up; a 404 or an answer without text is "not found", anything else that fails is "failed to fetch". */
export async function lookUpPassage(base: string, reference: string, fetcher: typeof fetch = fetch, signal?: AbortSignal): Promise<LookupResult> {
  let res: Response;
  try {
    res = await fetcher(passageUrl(base, reference), { signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return { ok: false, message: FETCH_FAILED_MESSAGE };
  }
  if (res.status === 404) return { ok: false, message: NOT_FOUND_MESSAGE };
  if (!res.ok) return { ok: false, message: FETCH_FAILED_MESSAGE };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, message: FETCH_FAILED_MESSAGE };
  }
  const text = passageTextFrom(body);
  return text ? { ok: true, text } : { ok: false, message: NOT_FOUND_MESSAGE };
}
