/**
 * Malformed and oversized input gets the API's own 4xx error, never a 5xx: deep nesting, broken
 * percent-encoding, NUL bytes, broken multipart bodies; and bodies over the limit are refused with 413,
 * by their Content-Length before they are read and while they stream in when they declare none.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { FILMS_FIXTURE } from './rest/films-backend.ts';

let b: TestBackend;
const REST_LIMIT = 64 * 1024;
const AUTH_LIMIT = 8 * 1024;
beforeAll(async () => {
  b = await startTestBackend({ sqlFiles: [FILMS_FIXTURE], maxBodyBytes: { rest: REST_LIMIT, auth: AUTH_LIMIT, functions: REST_LIMIT } });
});
afterAll(async () => {
  await b?.close();
});

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${b.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: b.anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });

async function expectPostgrestError(res: Response, status = 400): Promise<{ code: string; message: string }> {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

/**
 * Sends the head of a request and `first` bytes of its body, and resolves with the answer without ever
 * finishing the body: an answer proves the server decided before reading the rest.
 */
function answerBeforeBody(path: string, headers: Record<string, string>, first: Buffer, chunked = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, b.url);
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    if (chunked) {
      // Keep streaming until the server answers: it must refuse once the limit is passed.
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        if (req.destroyed) return;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      req.write(first);
      pump();
    } else {
      req.write(first);
    }
  });
}

describe('malformed REST input', () => {
  it('answers a logic tree nested thousands deep with 400 PGRST100, and a modest one with rows', async () => {
    const deep = 'and('.repeat(2000) + 'id.eq.1' + ')'.repeat(2000);
    const res = await rest(`/films?or=(${deep})`);
    const body = await expectPostgrestError(res);
    expect(body.code).toBe('PGRST100');

    const modest = 'and('.repeat(10) + 'id.eq.1' + ')'.repeat(10);
    const ok = await rest(`/films?select=id&or=(${modest})`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([{ id: 1 }]);
  });

  it('answers embeds nested dozens deep with 400 PGRST100', async () => {
    const select = 'id,' + 'directors(id,films('.repeat(20) + 'id' + '))'.repeat(20);
    const body = await expectPostgrestError(await rest(`/films?select=${encodeURIComponent(select)}`));
    expect(body.code).toBe('PGRST100');
  });

  it('answers a malformed percent-encoding in the path with 400', async () => {
    await expectPostgrestError(await rest('/fil%E0%A4%A'));
    await expectPostgrestError(await rest('/rpc/%ZZ'));
  });

  it('refuses a NUL byte in select or a column name with 400 before it reaches the database', async () => {
    const body = await expectPostgrestError(await rest('/films?select=ti%00tle'));
    expect(body.code).toBe('PGRST100');
    await expectPostgrestError(await rest('/films?ti%00tle=eq.x'));
    await expectPostgrestError(await rest('/films?order=ti%00tle'));
  });

  it('answers a NUL byte in a filter value with a 4xx, not a 5xx', async () => {
    const res = await rest('/films?title=eq.a%00b');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a JSON body nested thousands deep with 400 PGRST102 and writes nothing', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await rest('/films', { method: 'POST', body: `{"title":"deep","metadata":${deep}}`, headers: { authorization: `Bearer ${b.serviceRoleKey}` } });
    const body = await expectPostgrestError(res);
    expect(body.code).toBe('PGRST102');
    const { rows } = await b.local.db.query(`select 1 from films where title = 'deep'`);
    expect(rows).toEqual([]);
  });
});

describe('malformed storage input', () => {
  it("answers a malformed percent-encoding in an object path with Storage's 400 body", async () => {
    const res = await fetch(`${b.url}/storage/v1/object/public/avatars/%E0%A4%A/x.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  it('answers a broken multipart body with 400 InvalidRequest', async () => {
    const { client, id } = await b.newUser('hagar');
    const { data } = await client.auth.getSession();
    const res = await fetch(`${b.url}/storage/v1/object/avatars/${id}/a.png`, {
      method: 'POST',
      headers: { apikey: b.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});

describe('request size limits', () => {
  it("refuses a REST body over the limit with 413 and PostgREST's error shape", async () => {
    const res = await rest('/films', { method: 'POST', body: JSON.stringify({ title: 'x'.repeat(REST_LIMIT) }) });
    const body = await expectPostgrestError(res, 413);
    expect(body.message).toBe('Payload Too Large');
  });

  it('refuses by Content-Length before reading the body', async () => {
    const { status, body } = await answerBeforeBody(
      '/rest/v1/films',
      { apikey: b.anonKey, 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
      Buffer.from('{"title":'),
    );
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe('Payload Too Large');
  });

  it('refuses a chunked REST body without Content-Length once it passes the limit', async () => {
    const { status } = await answerBeforeBody(
      '/rest/v1/films',
      { apikey: b.anonKey, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Buffer.from('{"title":"'),
      true,
    );
    expect(status).toBe(413);
  });

  it("refuses an auth body over the limit with 413 in GoTrue's error shape", async () => {
    const res = await fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(AUTH_LIMIT) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'request_too_large', message: 'Request body too large' });
  });

  it("refuses an upload declaring more than the bucket allows before reading it, with Storage's 413", async () => {
    const { client, id } = await b.newUser('dinah');
    const { data } = await client.auth.getSession();
    const { status, body } = await answerBeforeBody(
      `/storage/v1/object/avatars/${id}/big.png`,
      { apikey: b.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'image/png', 'content-length': String(6 * 1024 * 1024) },
      Buffer.alloc(1024, 1),
    );
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it('refuses a streamed upload without Content-Length once it passes the bucket limit', async () => {
    const { client, id } = await b.newUser('zilpah');
    const { data } = await client.auth.getSession();
    const { status } = await answerBeforeBody(
      `/storage/v1/object/avatars/${id}/stream.png`,
      { apikey: b.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      Buffer.alloc(1024, 1),
      true,
    );
    expect(status).toBe(413);
  });
});
