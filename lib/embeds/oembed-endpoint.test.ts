import { describe, expect, it } from 'vitest';
import { answerOembedRequest } from './oembed-endpoint.ts';

const site = 'https://devotionals.example.org';
const files: Record<string, object> = {
  '/oembed/today.json': {
    type: 'rich',
    html: '<iframe src="x" width="560" height="460"></iframe>',
    width: 560,
    height: 460,
    thumbnail_url: 't',
    thumbnail_width: 1200,
    thumbnail_height: 630,
  },
  '/nl/oembed/catechism.json': { type: 'rich', html: '<iframe src="y" width="560" height="600"></iframe>', width: 560, height: 600 },
};
const read = async (path: string) => (files[path] ? JSON.stringify(files[path]) : null);
const ask = (query: string, method = 'GET') => answerOembedRequest(method, new URL(`${site}/oembed${query}`), read);
const endpoint = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('answerOembedRequest', () => {
  it('answers a page of this site with its card’s oEmbed JSON, open to every origin and cached for an hour', async () => {
    const answer = await ask(endpoint({ url: `${site}/`, format: 'json' }));
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=3600',
    });
    expect(JSON.parse(answer.body)).toEqual(files['/oembed/today.json']);
  });

  it('takes JSON as the format when none is named, and applies maxwidth and maxheight', async () => {
    const answer = await ask(endpoint({ url: `${site}/nl/embed/catechism/`, maxwidth: '320', maxheight: '400' }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ width: 320, height: 400, html: '<iframe src="y" width="320" height="400"></iframe>' });
  });

  it('answers 404 for another site, a page without a card and a card whose file the build did not write', async () => {
    for (const url of ['https://elsewhere.example.com/', `${site}/about-us/`, `${site}/es/embed/catechism/`]) {
      const answer = await ask(endpoint({ url }));
      expect(answer.status, url).toBe(404);
      expect(JSON.parse(answer.body).error).toMatch(/No card for this address/);
      expect(answer.headers['Access-Control-Allow-Origin']).toBe('*');
    }
  });

  it('answers 501 for XML or any format but JSON', async () => {
    for (const format of ['xml', 'yaml']) {
      const answer = await ask(endpoint({ url: `${site}/`, format }));
      expect(answer.status).toBe(501);
      expect(JSON.parse(answer.body).error).toContain('JSON only');
    }
  });

  it('answers 400 without a url, or with a limit that is not a positive whole number', async () => {
    expect((await ask('')).status).toBe(400);
    expect(JSON.parse((await ask(endpoint({ url: ' ' }))).body).error).toContain('/oembed?url=');
    for (const maxwidth of ['0', '-5', 'wide', '12.5']) {
      const answer = await ask(endpoint({ url: `${site}/`, maxwidth }));
      expect(answer.status, maxwidth).toBe(400);
      expect(JSON.parse(answer.body).error).toContain('maxwidth');
    }
  });

  it('answers GET and HEAD, a CORS preflight, and 405 to anything else', async () => {
    expect((await ask(endpoint({ url: `${site}/` }), 'HEAD')).status).toBe(200);
    expect((await ask('', 'OPTIONS')).status).toBe(204);
    const post = await ask(endpoint({ url: `${site}/` }), 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.Allow).toContain('GET');
  });
});
