/**
 * avatar-from-url through supabase-js's functions.invoke (docs/security.md): a reader's image URL is copied into
 * the avatars bucket under their own folder, checked as an upload is, and fetched behind the SSRF guard.
 *
 * A local HTTP server stands in for the remote website. The guard refuses loopback, so the tests turn on
 * supabase/local's test-only allowance (SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES=allow, honoured only while the
 * function's SUPABASE_URL is itself loopback, a secret name hosted Supabase refuses), which opens loopback and
 * nothing else; one test turns it off and sees loopback refused too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SIX_MB = 6 * 1024 * 1024;

let backend: TestBackend;
let site: http.Server;
let origin: string;
const functionEnv: Record<string, string> = {};
let flakyRequests = 0;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const redirect = /^\/hop(\d)$/.exec(path);
    if (path === '/me.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    // The first request for this picture loses its connection before any answer; the next one is served.
    if (path === '/flaky.png' && flakyRequests++ === 0) return req.socket.destroy();
    if (path === '/flaky.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (redirect) return res.writeHead(302, { location: Number(redirect[1]) > 1 ? `/hop${Number(redirect[1]) - 1}` : '/me.png' }).end();
    if (path === '/to-metadata') return res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><script>alert(1)</script></html>');
    if (path === '/disguised.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"></svg>');
    if (path === '/huge.png') {
      // No Content-Length: only counting while reading finds the size out.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < SIX_MB) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('error', () => {});
      return more();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  functionEnv.SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES = 'allow';
  backend = await startTestBackend({ functionEnv });
});
afterAll(async () => {
  await backend?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

async function setByUrl(client: SupabaseClient, url: string) {
  const { data, error } = await client.functions.invoke('avatar-from-url', { body: { url } });
  if (!error) return { status: 200, body: data as { path: string; publicUrl: string; error?: string } };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { error: string; path?: string; publicUrl?: string } };
}

async function stored(userId: string): Promise<string[]> {
  const { data, error } = await backend.service().storage.from('avatars').list(userId);
  if (error) throw new Error(error.message);
  return (data ?? []).map((o) => o.name);
}

describe('avatar-from-url', () => {
  it("copies the picture into the reader's own folder of the avatars bucket, where its public URL serves it", async () => {
    const { client, id } = await backend.newUser('lydia');
    const answer = await setByUrl(client, `${origin}/me.png`);
    expect(answer.status).toBe(200);
    expect(answer.body.path).toMatch(new RegExp(`^${id}/\\d+\\.png$`));
    expect(answer.body.publicUrl).toBe(`${backend.url}/storage/v1/object/public/avatars/${answer.body.path}`);
    const served = await fetch(answer.body.publicUrl!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    // The profile stores the bucket URL, as after an upload.
    expect((await client.from('profiles').update({ avatar_url: answer.body.publicUrl }).eq('id', id)).error).toBeNull();
  });

  it('tries once more when the connection is lost before any answer, and keeps the picture', async () => {
    const { client, id } = await backend.newUser('ruth');
    const answer = await setByUrl(client, `${origin}/flaky.png`);
    expect(answer.status).toBe(200);
    expect(flakyRequests).toBe(2);
    expect(await stored(id)).toEqual([answer.body.path!.split('/')[1]]);
  });

  it('follows up to three redirects, and refuses a fourth', async () => {
    const { client, id } = await backend.newUser('rhoda');
    expect((await setByUrl(client, `${origin}/hop3`)).status).toBe(200);
    expect(await setByUrl(client, `${origin}/hop4`)).toEqual({ status: 422, body: { error: 'Could not load an image from that URL' } });
    expect(await stored(id)).toHaveLength(1);
  });

  it('refuses private, link-local, metadata and unique-local addresses, also when a redirect leads there', async () => {
    const { client, id } = await backend.newUser('priscilla');
    const refused = { status: 400, body: { error: 'This image URL cannot be used. Please use a picture from a public website.' } };
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/a.png',
      'https://192.168.1.1/a.png',
      'https://100.64.0.1/a.png',
      'https://[fd00:ec2::254]/',
      'https://[::ffff:169.254.169.254]/',
    ]) {
      expect(await setByUrl(client, url), url).toEqual(refused);
    }
    expect(await setByUrl(client, `${origin}/to-metadata`)).toEqual(refused);
    expect(await stored(id)).toEqual([]);
  });

  it('refuses plain http and anything that is not an https URL', async () => {
    const { client } = await backend.newUser('tabitha');
    expect(await setByUrl(client, 'http://images.example.org/me.png')).toEqual({
      status: 400,
      body: { error: 'Please use an image URL that starts with https://' },
    });
    expect(await setByUrl(client, 'file:///etc/passwd')).toEqual({ status: 400, body: { error: 'Please use an image URL that starts with https://' } });
    expect(await setByUrl(client, 'not a url')).toEqual({ status: 400, body: { error: 'Please enter a valid image URL' } });
  });

  it('checks the copy as an upload is checked: an image type the bucket allows, in fact, and under 5MB', async () => {
    const { client, id } = await backend.newUser('junia');
    expect(await setByUrl(client, `${origin}/page.html`)).toEqual({ status: 422, body: { error: 'Please upload an image file' } });
    expect(await setByUrl(client, `${origin}/disguised.png`)).toEqual({ status: 422, body: { error: 'Please upload an image file' } });
    expect(await setByUrl(client, `${origin}/huge.png`)).toEqual({ status: 422, body: { error: 'Image size must be less than 5MB' } });
    expect(await stored(id)).toEqual([]);
  });

  it('needs a signed-in reader who is not blocked', async () => {
    const { error } = await backend.anon().functions.invoke('avatar-from-url', { body: { url: `${origin}/me.png` } });
    expect(((error as FunctionsHttpError).context as Response).status).toBe(401);

    const { client, id } = await backend.newUser('blocked-one');
    expect((await backend.service().from('profiles').update({ is_blocked: true }).eq('id', id)).error).toBeNull();
    // A blocked account's session is no longer accepted (Auth refuses it), and Storage would refuse the write too.
    expect((await setByUrl(client, `${origin}/me.png`)).status).toBeGreaterThanOrEqual(401);
    expect(await stored(id)).toEqual([]);
  });

  it('without the test-only allowance, this machine is refused like any private address', async () => {
    delete functionEnv.SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES;
    try {
      const { client, id } = await backend.newUser('euodia');
      expect(await setByUrl(client, `${origin.replace('http:', 'https:')}/me.png`)).toEqual({
        status: 400,
        body: { error: 'This image URL cannot be used. Please use a picture from a public website.' },
      });
      expect(await setByUrl(client, `${origin}/me.png`)).toEqual({ status: 400, body: { error: 'Please use an image URL that starts with https://' } });
      expect(await stored(id)).toEqual([]);
    } finally {
      functionEnv.SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES = 'allow';
    }
  });
});
