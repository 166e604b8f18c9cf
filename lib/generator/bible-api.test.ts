import { describe, expect, it } from 'vitest';
import { FETCH_FAILED_MESSAGE, lookUpPassage, NOT_FOUND_MESSAGE, passageTextFrom, passageUrl } from './bible-api.ts';

const respond = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('passageUrl', () => {
  it('builds bible-api.com’s shape with the KJV translation', () => {
    expect(passageUrl('https://bible-api.com/', 'John 3:16')).toBe('https://bible-api.com/John%203%3A16?translation=kjv');
    expect(passageUrl('', '1 John 4:7-8')).toBe('https://bible-api.com/1%20John%204%3A7-8?translation=kjv');
  });
});

describe('passageTextFrom', () => {
  it('numbers the verses one per line when the service lists them', () => {
    expect(
      passageTextFrom({
        text: 'a\nb\n',
        verses: [
          { verse: 1, text: 'The LORD is my shepherd; I shall not want.\n' },
          { verse: 2, text: 'He maketh me to lie down\n in green pastures' },
        ],
      }),
    ).toBe('1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures');
  });
  it('falls back to the text field, and is null without text', () => {
    expect(passageTextFrom({ text: ' Jesus wept.\n' })).toBe('Jesus wept.');
    expect(passageTextFrom({ error: 'not found' })).toBeNull();
  });
});

describe('lookUpPassage', () => {
  it('returns the text', async () => {
    expect(await lookUpPassage('x', 'John 11:35', respond(200, { text: 'Jesus wept.' }))).toEqual({ ok: true, text: 'Jesus wept.' });
  });
  it('says the passage was not found on 404 or an answer without text', async () => {
    expect(await lookUpPassage('x', 'Hezekiah 1:1', respond(404, { error: 'not found' }))).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
    expect(await lookUpPassage('x', 'John 99:1', respond(200, { text: '' }))).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
  });
  it('says the fetch failed on a network error, a server error or a body that is not JSON', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await lookUpPassage('x', 'John 3:16', offline)).toEqual({ ok: false, message: FETCH_FAILED_MESSAGE });
    expect(await lookUpPassage('x', 'John 3:16', respond(500, 'oops'))).toEqual({ ok: false, message: FETCH_FAILED_MESSAGE });
    expect(await lookUpPassage('x', 'John 3:16', respond(200, '<html>'))).toEqual({ ok: false, message: FETCH_FAILED_MESSAGE });
  });
});
