/**
 * Storage through storage-js against supabase/local, with the project's own avatars bucket and its
 * policies on storage.objects (a user writes only under their own user-id folder; images only, under 5 MB).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('avatars bucket', () => {
  it('a user uploads to their own folder and anyone downloads it by its public URL', async () => {
    const { client, id } = await backend.newUser('abigail');
    const { data, error } = await client.storage.from('avatars').upload(`${id}/avatar.png`, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${id}/avatar.png`, fullPath: `avatars/${id}/avatar.png` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const { data: url } = backend.anon().storage.from('avatars').getPublicUrl(`${id}/avatar.png`);
    expect(url.publicUrl).toBe(`${backend.url}/storage/v1/object/public/avatars/${id}/avatar.png`);
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

    const head = await fetch(url.publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));

    const { rows } = await backend.local.db.query<{ owner: string; owner_id: string }>(
      `select owner::text, owner_id from storage.objects where bucket_id = 'avatars' and name = $1`,
      [`${id}/avatar.png`],
    );
    expect(rows[0]).toEqual({ owner: id, owner_id: id });
  });

  it("refuses an upload into another user's folder with Storage's RLS error", async () => {
    const me = await backend.newUser('michal');
    const other = await backend.newUser('merab');
    const { data, error } = await me.client.storage.from('avatars').upload(`${other.id}/avatar.png`, PNG, { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error?.message).toBe('new row violates row-level security policy');
    expect((error as any).statusCode).toBe('403');
    expect((error as any).status).toBe(400);
  });

  it('refuses an anonymous upload', async () => {
    const { id } = await backend.newUser('zipporah');
    const { error } = await backend.anon().storage.from('avatars').upload(`${id}/avatar.png`, PNG, { contentType: 'image/png' });
    expect(error?.message).toBe('new row violates row-level security policy');
    expect((error as any).statusCode).toBe('403');
  });

  it('refuses a file that is not an image', async () => {
    const { client, id } = await backend.newUser('tamar');
    const { error } = await client.storage.from('avatars').upload(`${id}/notes.txt`, Buffer.from('not an image'), { contentType: 'text/plain' });
    expect(error?.message).toBe('mime type text/plain is not supported');
    expect((error as any).statusCode).toBe('415');
  });

  it('refuses a 6 MB image', async () => {
    const { client, id } = await backend.newUser('leah');
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const { error } = await client.storage.from('avatars').upload(`${id}/huge.png`, big, { contentType: 'image/png' });
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
    expect((error as any).statusCode).toBe('413');
    const { rows } = await backend.local.db.query(`select 1 from storage.objects where name = $1`, [`${id}/huge.png`]);
    expect(rows).toHaveLength(0);
  });

  it('refuses to overwrite without upsert, and overwrites with x-upsert', async () => {
    const { client, id } = await backend.newUser('rachel');
    const bucket = client.storage.from('avatars');
    const path = `${id}/avatar.png`;
    expect((await bucket.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const again = await bucket.upload(path, PNG, { contentType: 'image/png' });
    expect(again.error?.message).toBe('The resource already exists');
    expect((again.error as any).statusCode).toBe('409');

    const second = Buffer.concat([PNG, Buffer.from('second version')]);
    const { error } = await bucket.upload(path, second, { contentType: 'image/png', upsert: true });
    expect(error).toBeNull();
    const { data: blob } = await bucket.download(path);
    expect(Buffer.from(await blob!.arrayBuffer())).toEqual(second);

    const third = Buffer.concat([PNG, Buffer.from('third version')]);
    expect((await bucket.update(path, third, { contentType: 'image/png' })).error).toBeNull();
    const res = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(third);
  });

  it('uploads a Blob as multipart form-data, the way browsers send it', async () => {
    const { client, id } = await backend.newUser('esther');
    const file = new Blob([PNG], { type: 'image/png' });
    const { error } = await client.storage.from('avatars').upload(`${id}/from-browser.png`, file, { cacheControl: '60' });
    expect(error).toBeNull();
    const res = await fetch(client.storage.from('avatars').getPublicUrl(`${id}/from-browser.png`).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

    const text = new Blob(['hello'], { type: 'text/plain' });
    const refused = await client.storage.from('avatars').upload(`${id}/hello.txt`, text);
    expect(refused.error?.message).toBe('mime type text/plain is not supported');
  });

  it('lists folders and files like Storage, and removes only what the policies allow', async () => {
    const { client, id } = await backend.newUser('sarah');
    const other = await backend.newUser('hagar');
    const bucket = client.storage.from('avatars');
    await bucket.upload(`${id}/b.png`, PNG, { contentType: 'image/png' });
    await bucket.upload(`${id}/a.png`, PNG, { contentType: 'image/png' });
    await bucket.upload(`${id}/old/c.png`, PNG, { contentType: 'image/png' });

    const { data: listed, error } = await bucket.list(id);
    expect(error).toBeNull();
    expect(listed!.map((o) => o.name)).toEqual(['a.png', 'b.png', 'old']);
    const file = listed!.find((o) => o.name === 'a.png')!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png', cacheControl: 'max-age=3600' });
    expect(file.created_at).toMatch(/Z$/);
    const folder = listed!.find((o) => o.name === 'old')!;
    expect(folder).toEqual({ name: 'old', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });

    const { data: top } = await bucket.list('', { search: id.slice(0, 8) });
    expect(top!.map((o) => o.name)).toEqual([id]);
    const { data: page } = await bucket.list(id, { limit: 1, offset: 1 });
    expect(page!.map((o) => o.name)).toEqual(['b.png']);

    // Another user's remove matches nothing they may delete: Storage answers with an empty list.
    const theirs = await other.client.storage.from('avatars').remove([`${id}/a.png`]);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);

    const { data: removed } = await bucket.remove([`${id}/a.png`, `${id}/b.png`]);
    expect(removed!.map((o) => o.name).sort()).toEqual([`${id}/a.png`, `${id}/b.png`]);
    const gone = await bucket.download(`${id}/a.png`);
    expect(gone.error?.message).toBe('Object not found');
    expect((gone.error as any).statusCode).toBe('404');
    const publicGone = await fetch(bucket.getPublicUrl(`${id}/a.png`).data.publicUrl);
    expect(publicGone.status).toBe(400);
    expect(await publicGone.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    expect((await bucket.list(id)).data!.map((o) => o.name)).toEqual(['old']);
  });

  it("moves and copies within the user's folder", async () => {
    const { client, id } = await backend.newUser('lois');
    const bucket = client.storage.from('avatars');
    await bucket.upload(`${id}/draft.png`, PNG, { contentType: 'image/png' });
    expect((await bucket.copy(`${id}/draft.png`, `${id}/copy.png`)).error).toBeNull();
    expect((await bucket.move(`${id}/draft.png`, `${id}/final.png`)).error).toBeNull();
    expect((await bucket.list(id)).data!.map((o) => o.name)).toEqual(['copy.png', 'final.png']);
    const res = await fetch(bucket.getPublicUrl(`${id}/final.png`).data.publicUrl);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });
});

describe('stored script as an avatar', () => {
  const HTML = Buffer.from('<!doctype html><script>fetch("/steal?c=" + document.cookie)</script>');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

  async function stored(name: string) {
    return (await backend.local.db.query(`select 1 from storage.objects where bucket_id = 'avatars' and name = $1`, [name])).rows;
  }

  it('refuses a declared type that is not exactly one media type', async () => {
    const { client, id } = await backend.newUser('jezebel');
    const { error } = await client.storage.from('avatars').upload(`${id}/a.png`, HTML, { contentType: 'image/png,text/html' });
    expect(error?.message).toBe('mime type image/png,text/html is not supported');
    expect((error as any).statusCode).toBe('415');
    expect(await stored(`${id}/a.png`)).toEqual([]);
  });

  it('refuses SVG, scripted or not: avatars are raster images', async () => {
    const { client, id } = await backend.newUser('athaliah');
    const { error } = await client.storage.from('avatars').upload(`${id}/a.svg`, SVG, { contentType: 'image/svg+xml' });
    expect(error?.message).toBe('mime type image/svg+xml is not supported');
    expect(await stored(`${id}/a.svg`)).toEqual([]);
  });

  it('refuses bytes that are not the declared image format', async () => {
    const { client, id } = await backend.newUser('delilah');
    const bucket = client.storage.from('avatars');
    const html = await bucket.upload(`${id}/a.png`, HTML, { contentType: 'image/png' });
    expect(html.error?.message).toBe("The file's content is not image/png");
    expect((html.error as any).statusCode).toBe('415');
    const asBlob = await bucket.upload(`${id}/b.gif`, new Blob([HTML], { type: 'image/gif' }));
    expect(asBlob.error?.message).toBe("The file's content is not image/gif");
    expect(await stored(`${id}/a.png`)).toEqual([]);
    expect(await stored(`${id}/b.gif`)).toEqual([]);
  });

  it('serves objects with nosniff and a sandboxing Content-Security-Policy', async () => {
    const { client, id } = await backend.newUser('huldah');
    expect((await client.storage.from('avatars').upload(`${id}/a.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    const res = await fetch(client.storage.from('avatars').getPublicUrl(`${id}/a.png`).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('buckets', () => {
  it('the service role lists and creates buckets; a signed-in user cannot create one', async () => {
    const service = backend.service();
    const { data: buckets } = await service.storage.listBuckets();
    expect(buckets!.map((b) => b.id)).toEqual(expect.arrayContaining(['avatars', 'devotional-audio', 'devotional-images']));
    const { data: avatars } = await service.storage.getBucket('avatars');
    expect(avatars).toMatchObject({
      id: 'avatars',
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    });

    const { data, error } = await service.storage.createBucket('private-notes', { public: false, fileSizeLimit: '1MB' });
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'private-notes' });
    expect((await service.storage.getBucket('private-notes')).data?.file_size_limit).toBe(1024 * 1024);

    const { client } = await backend.newUser('achan');
    const refused = await client.storage.createBucket('mine');
    expect(refused.error?.message).toBe('new row violates row-level security policy');

    const missing = await service.storage.getBucket('no-such-bucket');
    expect(missing.error?.message).toBe('Bucket not found');
  });

  it('a private bucket has no public URL; the service role reads it', async () => {
    const service = backend.service();
    await service.storage.createBucket('ledgers', { public: false });
    expect((await service.storage.from('ledgers').upload('2026/jan.txt', Buffer.from('tithes'), { contentType: 'text/plain' })).error).toBeNull();
    const res = await fetch(service.storage.from('ledgers').getPublicUrl('2026/jan.txt').data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const { data } = await service.storage.from('ledgers').download('2026/jan.txt');
    expect(await data!.text()).toBe('tithes');
    const anon = await backend.anon().storage.from('ledgers').download('2026/jan.txt');
    expect(anon.error?.message).toBe('Object not found');
  });

  it('refuses a request whose JWT is not signed with the project secret', async () => {
    const res = await fetch(`${backend.url}/storage/v1/bucket`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey.slice(0, -2)}xx` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });
  });
});
